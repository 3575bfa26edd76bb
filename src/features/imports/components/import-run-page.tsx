import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { liveUrl } from '@/api/safe-url';
import { Card, CardGroup } from '@/components/ui/card';
import { DetailsCard, DetailsRow, ExternalLink } from '@/components/ui/details';
import { MutationButton } from '@/components/ui/mutation-button';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { RefreshFailedNotice } from '@/components/ui/query-states';
import { formatDateTime, plural } from '@/lib/format';
import { cacheEffectKeys } from '@/lib/cache-effects';
import { useCancelImport } from '../api/import-mutations';
import { importQueries, isRunning, type ImportRun } from '../api/import-queries';
import { pageLabel, runOutcome, siteOf } from '../import-run-view';
import { spaceTitlesOf, type ImportSpace } from '../import-spaces';
import { ImportProgress } from './import-progress';
import { ImportTarget, ImportTargetLink, useTargetName } from './import-target';
import styles from './imports.module.css';

/**
 * One import as it goes: Queued → Importing → Done, "7 of 12 pages" and the pages as they
 * arrive (the run is asked again every second while it runs, and no more once it ended), then
 * how it ended in words, with links to where the pages went.
 */
export function ImportRunPage(props: {
  orgId: string;
  runId: string;
  spaces: readonly ImportSpace[];
}) {
  const polled = useSuspenseQuery(importQueries.detail(props.orgId, props.runId));
  const run = polled.data;
  const target = useTargetName(run, spaceTitlesOf(props.spaces), true);
  const space = props.spaces.find((candidate) => candidate.id === run.target.space);
  useTargetRefreshWhenEnded(run);
  const running = isRunning(run.status);
  return (
    <>
      <PageHeader
        title={`Import from ${siteOf(run)}`}
        description={`Started ${formatDateTime(run.startedAt)}.`}
        actions={
          running && space?.permissions.edit ? (
            <CancelImport orgId={props.orgId} run={run} target={target} />
          ) : null
        }
      />
      <RefreshFailedNotice query={polled} />
      <ImportProgress run={run} />
      <Outcome orgId={props.orgId} run={run} target={target} />
      <CardGroup layout="columns">
        <Card title={`Pages (${run.pages.length})`}>
          {run.pages.length === 0 ? (
            <p className="muted">
              {running
                ? 'No page yet: they arrive one by one once the site answers.'
                : 'No page was imported.'}
            </p>
          ) : (
            <ol className={styles.pages} aria-label="Imported pages, in the order they arrived">
              {run.pages.map((page) => (
                <li key={page.id}>
                  <a href={liveUrl(page.sourceURL)} target="_blank" rel="noreferrer">
                    {pageLabel(page.sourceURL)}
                  </a>
                </li>
              ))}
            </ol>
          )}
        </Card>
        <DetailsCard title="Details">
          <DetailsRow term="Website">
            <ExternalLink href={run.source.url} />
          </DetailsRow>
          <DetailsRow term="Into">
            <ImportTarget orgId={props.orgId} run={run} name={target} />
          </DetailsRow>
          <DetailsRow term="AI wording">
            {run.enhance ? 'Improved with AI' : 'Kept as on the site'}
          </DetailsRow>
          <DetailsRow term="Started">{formatDateTime(run.startedAt)}</DetailsRow>
          <DetailsRow term="Ended">
            {run.completedAt ? formatDateTime(run.completedAt) : 'Not yet'}
          </DetailsRow>
        </DetailsCard>
      </CardGroup>
    </>
  );
}

/** How the run ended (or stands), in words, with where to go next; read out when it changes. */
function Outcome(props: { orgId: string; run: ImportRun; target: string }) {
  const { run } = props;
  const sentence = runOutcome(run, props.target);
  const ended = !isRunning(run.status);
  return (
    <div role="status" aria-live="polite">
      {ended ? (
        <Notice tone={run.status === 'failed' ? 'danger' : 'info'}>
          <p className={styles.outcome}>{sentence}</p>
          <p className={styles.links}>
            {run.status === 'failed' && run.pages.length === 0 ? null : (
              <ImportTargetLink orgId={props.orgId} run={run}>
                Open {props.target}
              </ImportTargetLink>
            )}
            <Link
              to="/orgs/$orgId/imports/new"
              params={{ orgId: props.orgId }}
              search={{
                url: run.source.url,
                space: run.target.space,
                ...(run.target.changeRequest ? { changeRequest: run.target.changeRequest } : {}),
              }}
            >
              {run.status === 'completed' ? 'Import again' : 'Try again'}
            </Link>
            <Link to="/orgs/$orgId/imports" params={{ orgId: props.orgId }}>
              All imports
            </Link>
          </p>
        </Notice>
      ) : (
        <p className="visually-hidden">{sentence}</p>
      )}
    </div>
  );
}

function CancelImport(props: { orgId: string; run: ImportRun; target: string }) {
  const cancel = useCancelImport(props.orgId, props.run.id);
  const pages = props.run.pages.length;
  return (
    <MutationButton
      mutation={cancel}
      variant="danger"
      pendingLabel="Cancelling…"
      confirm={{
        title: 'Cancel this import?',
        description:
          pages === 0
            ? 'No page has arrived yet; none will.'
            : `The ${plural(pages, 'page', 'pages')} already imported stay in ${props.target}; no more will arrive.`,
        cancelLabel: 'Keep importing',
        confirmLabel: 'Cancel import',
        tone: 'danger',
      }}
      outcome={{
        success: (run) => ({
          title: 'Import cancelled',
          description: `${plural(run.pages.length, 'page', 'pages')} stay in ${props.target}.`,
        }),
        failure: 'The import was not cancelled',
      }}
    >
      Cancel import
    </MutationButton>
  );
}

/**
 * Pages reach the space or the change request while the run goes; once it ends, what other
 * screens hold of them is stale: what a cancel of the run declares it changes.
 */
function useTargetRefreshWhenEnded(run: ImportRun) {
  const queryClient = useQueryClient();
  const wasRunning = useRef(isRunning(run.status));
  useEffect(() => {
    const running = isRunning(run.status);
    if (wasRunning.current && !running) {
      const effects = cacheEffectKeys(
        'post',
        '/v1/org/{organizationId}/imports/{importRunId}/cancel',
        { importRunId: run.id },
      );
      for (const queryKey of effects) void queryClient.invalidateQueries({ queryKey });
    }
    wasRunning.current = running;
  }, [run.status, run.id, queryClient]);
}
