import { useSuspenseQuery } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { MemberRole } from '@/api/schema.gen';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { ssoQueries, type SamlProvider } from '../api/sso-queries';
import { teamQueries } from '../api/team-queries';
import { isLastActive } from '../sso-form';
import { DeleteProviderDialog } from './delete-provider-dialog';
import { ProviderCard } from './provider-card';
import { ProviderDialog } from './provider-dialog';
import styles from './sso.module.css';

/** Which dialog is open, for which provider. */
type Open = { kind: 'register' } | { kind: 'edit' | 'delete'; provider: SamlProvider } | null;

function Enforcement(props: { title: string; enforced: boolean; anyActive: boolean }) {
  if (props.enforced && !props.anyActive)
    return (
      <Notice tone="warning" role="alert">
        {props.title} requires SSO but has no active provider, so nobody can sign in with it.
        Complete a provider below, or turn off Enforce SSO in General.
      </Notice>
    );
  if (props.enforced)
    return (
      <Notice>
        {props.title} requires members to sign in with SSO. If its last active provider is deleted
        or loses a setting, the requirement turns off, so nobody is locked out.
      </Notice>
    );
  return (
    <Notice>
      Members can sign in with any active provider. To require it, turn on Enforce SSO in General.
    </Notice>
  );
}

/**
 * Settings › SSO (admins): the organization's SAML identity providers, what to enter on their
 * side, and registering, editing and deleting them.
 */
export function SsoScreen(props: {
  orgId: string;
  organization: { title: string; sso: boolean; defaultRole: MemberRole };
}) {
  const { data: providers } = useSuspenseQuery(ssoQueries.providers(props.orgId));
  const { data: teams } = useSuspenseQuery(teamQueries.choices(props.orgId));
  const [open, setOpen] = useState<Open>(null);
  const close = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };
  const { organization } = props;

  return (
    <>
      <PageHeader
        title="Single sign-on"
        description="SAML identity providers that members of the organization sign in with."
        actions={
          <Button variant="primary" onClick={() => setOpen({ kind: 'register' })}>
            <Plus size={16} aria-hidden="true" />
            Register identity provider
          </Button>
        }
      />
      <Enforcement
        title={organization.title}
        enforced={organization.sso}
        anyActive={providers.some((provider) => provider.status === 'active')}
      />
      {providers.length === 0 ? (
        <EmptyState title="No identity provider yet.">
          <p className="muted">Register one to let members sign in with your company account.</p>
        </EmptyState>
      ) : (
        <div className={styles.list}>
          {providers.map((provider) => (
            <ProviderCard
              key={provider.id}
              provider={provider}
              actions={
                <>
                  <Button size="small" onClick={() => setOpen({ kind: 'edit', provider })}>
                    <Pencil size={16} aria-hidden="true" />
                    Edit<span className="visually-hidden"> {provider.label}</span>
                  </Button>
                  <Button
                    size="small"
                    variant="danger"
                    onClick={() => setOpen({ kind: 'delete', provider })}
                  >
                    <Trash2 size={16} aria-hidden="true" />
                    Delete<span className="visually-hidden"> {provider.label}</span>
                  </Button>
                </>
              }
            />
          ))}
        </div>
      )}
      <ProviderDialog
        orgId={props.orgId}
        provider={open?.kind === 'edit' ? open.provider : undefined}
        organizationDefaultRole={organization.defaultRole}
        teams={teams}
        open={open?.kind === 'register' || open?.kind === 'edit'}
        onOpenChange={close}
      />
      {open?.kind === 'delete' ? (
        <DeleteProviderDialog
          orgId={props.orgId}
          organizationTitle={organization.title}
          provider={open.provider}
          lastUnderEnforcedSso={organization.sso && isLastActive(open.provider, providers)}
          open
          onOpenChange={close}
        />
      ) : null}
    </>
  );
}
