import { useId, type ReactNode } from 'react';
import { cardClass } from '@/components/ui/card';
import { Details, DetailsRow } from '@/components/ui/details';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDate } from '@/lib/format';
import type { SamlProvider } from '../api/sso-queries';
import { memberRoleLabel } from '../labels';
import { statusWords } from '../sso-form';
import { CopyButton } from './copy-button';
import styles from './sso.module.css';
import { UrlText } from './url-text';

function Missing() {
  return <span className="muted">Missing</span>;
}

function Copyable(props: { text: string; what: string; of: string }) {
  return (
    <span className={styles.copyable}>
      <UrlText url={props.text} />
      <CopyButton {...props} />
    </span>
  );
}

/**
 * One identity provider: what the organization knows of it, its status in words, and what to
 * enter on the identity provider's side (each with a copy button).
 */
export function ProviderCard(props: { provider: SamlProvider; actions: ReactNode }) {
  const { provider } = props;
  const titleId = useId();
  const service = provider.service;
  return (
    <section className={cardClass} aria-labelledby={titleId}>
      <div className={styles.cardHeader}>
        <h2 id={titleId} className={styles.cardTitle}>
          {provider.label}
        </h2>
        <StatusBadge tone={provider.status === 'active' ? 'on' : 'warning'}>
          {statusWords(provider)}
        </StatusBadge>
        <div className={styles.cardActions}>{props.actions}</div>
      </div>
      <div className={styles.columns}>
        <div>
          <h3 className={styles.columnTitle}>Identity provider</h3>
          <Details label={`Identity provider ${provider.label}`}>
            <DetailsRow term="SSO URL">
              {provider.ssoURL ? <UrlText url={provider.ssoURL} /> : <Missing />}
            </DetailsRow>
            <DetailsRow term="Issuer">
              {provider.entityID ? <UrlText url={provider.entityID} /> : <Missing />}
            </DetailsRow>
            <DetailsRow term="Certificate">{provider.certificate ? 'Set' : <Missing />}</DetailsRow>
            <DetailsRow term="Default role">{memberRoleLabel(provider.defaultRole)}</DetailsRow>
            <DetailsRow term="Default team">
              {provider.defaultTeam?.title ?? <span className="muted">None</span>}
            </DetailsRow>
            <DetailsRow term="Registered">{formatDate(provider.createdAt)}</DetailsRow>
          </Details>
        </div>
        <div>
          <h3 className={styles.columnTitle}>Service provider details</h3>
          <p className={styles.columnHint}>Enter these in the identity provider.</p>
          <Details label={`Service provider details for ${provider.label}`}>
            <DetailsRow term="ACS URL">
              <Copyable text={service.acsURL} what="ACS URL" of={provider.label} />
            </DetailsRow>
            <DetailsRow term="Entity ID">
              <Copyable text={service.entityID} what="entity ID" of={provider.label} />
            </DetailsRow>
            <DetailsRow term="Start URL">
              <Copyable text={service.startURL} what="start URL" of={provider.label} />
            </DetailsRow>
          </Details>
        </div>
      </div>
    </section>
  );
}
