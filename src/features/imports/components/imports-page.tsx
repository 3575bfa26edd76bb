import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Upload } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge } from '@/components/ui/status-badge';
import { RefreshFailedNotice } from '@/components/ui/query-states';
import { formatDateTime } from '@/lib/format';
import { importQueries, type ImportRun } from '../api/import-queries';
import { importStatusLabels, importStatusTones, pagesProgress, siteOf } from '../import-run-view';
import { canImportAny, spaceTitlesOf, type ImportSpace, type SpaceTitles } from '../import-spaces';
import { ImportTarget, useTargetName } from './import-target';
import styles from './imports.module.css';

/**
 * The organization's imports, newest first: when, from where, into what, how it went and how
 * many pages. Runs still going update on their own. Only those who may import see the action.
 */
export function ImportsPage(props: { orgId: string; spaces: readonly ImportSpace[] }) {
  const polled = useSuspenseQuery(importQueries.list(props.orgId));
  const { data } = polled;
  const spaceTitles = spaceTitlesOf(props.spaces);
  const canImport = canImportAny(props.spaces);
  const importLink = canImport ? (
    <ButtonLink to="/orgs/$orgId/imports/new" params={{ orgId: props.orgId }} variant="primary">
      <Upload size={16} aria-hidden="true" />
      Import pages
    </ButtonLink>
  ) : null;
  return (
    <>
      <PageHeader
        title="Imports"
        description="Bring an existing website’s pages into a space or a change request."
        actions={importLink}
      />
      <RefreshFailedNotice query={polled} />
      {canImport ? null : (
        <Notice>
          Importing needs the admin, create, review or edit role in a space that is not locked. You
          can follow the organization’s imports here.
        </Notice>
      )}
      {data.items.length === 0 ? (
        <EmptyState title="No imports yet.">
          {canImport ? (
            <p className="muted">Import a website to bring its pages into a space.</p>
          ) : null}
        </EmptyState>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">
              Import history ({data.count}), newest first
            </caption>
            <thead>
              <tr>
                <th scope="col">Started</th>
                <th scope="col">Source</th>
                <th scope="col">Target</th>
                <th scope="col">Status</th>
                <th scope="col">Pages</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((run) => (
                <HistoryRow key={run.id} orgId={props.orgId} run={run} spaceTitles={spaceTitles} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function HistoryRow(props: { orgId: string; run: ImportRun; spaceTitles: SpaceTitles }) {
  const { run } = props;
  const target = useTargetName(run, props.spaceTitles);
  return (
    <tr>
      <th scope="row">
        <Link
          to="/orgs/$orgId/imports/$importRunId"
          params={{ orgId: props.orgId, importRunId: run.id }}
          aria-label={`Import from ${siteOf(run)}, started ${formatDateTime(run.startedAt)}`}
        >
          {formatDateTime(run.startedAt)}
        </Link>
      </th>
      <td className={styles.source} title={run.source.url}>
        {siteOf(run)}
      </td>
      <td>
        <ImportTarget orgId={props.orgId} run={run} name={target} muted />
      </td>
      <td>
        <StatusBadge tone={importStatusTones[run.status]}>
          {importStatusLabels[run.status]}
        </StatusBadge>
      </td>
      <td>{pagesProgress(run)}</td>
    </tr>
  );
}
