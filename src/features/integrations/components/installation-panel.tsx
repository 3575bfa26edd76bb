import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, PendingButton } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DialogActions, DialogFrame } from '@/components/ui/dialog-frame';
import { MutationButton } from '@/components/ui/mutation-button';
import { Notice } from '@/components/ui/notice';
import { changeToast, toastFailure } from '@/components/ui/outcome-toast';
import { StatusBadge } from '@/components/ui/status-badge';
import { isApiError } from '@/lib/api-error';
import { plural } from '@/lib/format';
import {
  installationParams,
  installationPath,
  useInstallIntegration,
} from '../api/integration-mutations';
import { useApiMutation } from '@/lib/api-mutation';
import {
  integrationQueries,
  type Installation,
  type Integration,
} from '../api/integration-queries';
import { missingSettings, settingFields } from '../configuration-form';
import { coveredLevels, scopeWords, statusTones, statusWords } from '../labels';
import { InstallationForm } from './installation-form';
import type { ChoiceOption } from './selection-field';
import styles from './installation-form.module.css';

/** The spaces and sites an installation may cover, for its form. */
export interface InstallChoices {
  spaces: readonly ChoiceOption[];
  sites: readonly ChoiceOption[];
}

/**
 * The organization's installation of one integration: Install (after reading what it may do),
 * then its status, its settings and what it covers, and Uninstall. Members who are not admins
 * see the status only.
 */
export function InstallationPanel(props: {
  orgId: string;
  orgTitle: string;
  integration: Integration;
  isAdmin: boolean;
  choices: InstallChoices;
}) {
  if (!props.isAdmin) return <ReadOnlyStatus {...props} />;
  return <AdminPanel {...props} />;
}

function ReadOnlyStatus(props: { orgId: string; orgTitle: string; integration: Integration }) {
  const { data } = useSuspenseQuery(integrationQueries.statuses(props.orgId));
  const status = data.items.find((item) => item.integration.name === props.integration.name);
  return (
    <Card title="Installation">
      <p>
        {status ? (
          <StatusBadge tone={statusTones[status.status]}>{statusWords[status.status]}</StatusBadge>
        ) : (
          `Not installed in ${props.orgTitle}.`
        )}
      </p>
      <Notice>
        Only admins of {props.orgTitle} can install, configure or uninstall integrations.
      </Notice>
    </Card>
  );
}

function AdminPanel(props: {
  orgId: string;
  orgTitle: string;
  integration: Integration;
  choices: InstallChoices;
}) {
  const { data } = useSuspenseQuery(integrationQueries.organizationInstallations(props.orgId));
  const installation = data.items.find(
    (item) => item.integration.name === props.integration.name,
  )?.installation;
  // Why an install was refused because one exists already; shown above that installation.
  const [conflict, setConflict] = useState<string>();
  return (
    <Card title="Installation">
      {conflict && installation ? (
        <Notice tone="warning" role="alert">
          <strong>It was already installed.</strong> {conflict} An organization has one installation
          of each integration: change the settings of this one below.
        </Notice>
      ) : null}
      {installation ? (
        <InstalledState {...props} installation={installation} />
      ) : installableHere(props.integration, props.orgId) ? (
        <InstallButton {...props} onConflict={setConflict} />
      ) : (
        <p>
          Not installed in {props.orgTitle}. It is private to {props.integration.owner.title}: it
          can only be installed there.
        </p>
      )}
    </Card>
  );
}

/** A private integration installs only in the organization that publishes it. */
function installableHere(integration: Integration, orgId: string): boolean {
  return integration.visibility !== 'private' || integration.owner.id === orgId;
}

function InstallButton(props: {
  orgId: string;
  orgTitle: string;
  integration: Integration;
  onConflict: (message: string) => void;
}) {
  const install = useInstallIntegration(props.orgId, props.integration);
  const [open, setOpen] = useState(false);
  const { integration } = props;
  // The promise, not mutate's callbacks: a refused install makes the installations list
  // refetch, and the existing installation can replace this button before mutate's callbacks
  // would run (they do not run once the button is gone), losing the explanation.
  const confirm = () =>
    install.mutateAsync().then(
      (installation) => {
        setOpen(false);
        changeToast(`Installed ${integration.title}`, {
          description:
            installation.status === 'pending'
              ? 'Fill in its required settings to turn it on.'
              : undefined,
        });
      },
      (error: unknown) => {
        setOpen(false);
        if (isApiError(error) && error.status === 409) props.onConflict(error.message);
        else toastFailure(`${integration.title} was not installed`, error);
      },
    );
  return (
    <>
      <p>Not installed in {props.orgTitle}.</p>
      <DialogFrame
        open={open}
        onOpenChange={setOpen}
        trigger={<Button variant="primary">Install…</Button>}
        title={`Install ${integration.title} in ${props.orgTitle}?`}
        description={
          integration.scopes.length === 0
            ? 'It asks for no access to your content or sites.'
            : 'Once installed, it will be able to:'
        }
      >
        {integration.scopes.length > 0 ? (
          <ul aria-label="What it will be able to do">
            {integration.scopes.map((scope) => (
              <li key={scope}>{scopeWords[scope]}</li>
            ))}
          </ul>
        ) : null}
        <p className="muted">
          It covers no space or site until you choose them in its settings. You can uninstall it at
          any time.
        </p>
        <DialogActions>
          <PendingButton
            variant="primary"
            pending={install.isPending}
            pendingLabel="Installing…"
            onClick={() => void confirm()}
          >
            Install
          </PendingButton>
        </DialogActions>
      </DialogFrame>
    </>
  );
}

/** How many of a level an installation covers, in words: "every site", "no space", "3 spaces". */
function levelWords(selection: 'all' | 'selected', count: number, one: string, many: string) {
  if (selection === 'all') return `every ${one}`;
  return count === 0 ? `no ${one}` : plural(count, one, many);
}

/** What the installation covers, in a sentence. */
function coverageSentence(integration: Integration, installation: Installation): string {
  const levels = coveredLevels(integration.target);
  const parts: string[] = [];
  if (levels.spaces)
    parts.push(levelWords(installation.space_selection, installation.spaces, 'space', 'spaces'));
  if (levels.sites)
    parts.push(levelWords(installation.site_selection, installation.sites ?? 0, 'site', 'sites'));
  return parts.length === 0
    ? 'It covers the whole organization.'
    : `It covers ${parts.join(' and ')}.`;
}

function InstalledState(props: {
  orgId: string;
  orgTitle: string;
  integration: Integration;
  installation: Installation;
  choices: InstallChoices;
}) {
  const { integration, installation } = props;
  const uninstall = useApiMutation('delete', installationPath, {
    params: installationParams(integration.name, installation.id),
  });
  const fields = settingFields(integration.configurations.account);
  const missing = missingSettings(fields, installation.configuration);
  return (
    <>
      <p>
        <StatusBadge tone={statusTones[installation.status]}>
          {statusWords[installation.status]}
        </StatusBadge>{' '}
        {coverageSentence(integration, installation)}
      </p>
      {installation.status === 'pending' ? (
        <Notice tone="warning">
          It does not run until its required settings have a value: {missing.join(', ')}.
        </Notice>
      ) : null}
      {installation.status === 'paused' ? (
        <Notice>
          The platform paused it: it does not run, whatever its settings, until it is resumed.
        </Notice>
      ) : null}
      <InstallationForm
        key={installation.updatedAt}
        integration={integration}
        installation={installation}
        fields={fields}
        choices={props.choices}
      />
      <h3 className={styles.heading}>Uninstall</h3>
      <MutationButton
        mutation={uninstall}
        variant="danger"
        confirm={{
          title: `Uninstall ${integration.title}?`,
          description: `It stops running on every space and site of ${props.orgTitle}, and its settings are deleted. You can install it again later.`,
          confirmLabel: 'Uninstall',
          tone: 'danger',
        }}
        outcome={{
          success: `Uninstalled ${integration.title}`,
          failure: `${integration.title} was not uninstalled`,
        }}
      >
        Uninstall…
      </MutationButton>
    </>
  );
}
