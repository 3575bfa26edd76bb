import { useSuspenseQuery } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { RowLink } from '@/components/ui/data-table';
import { ListScreen } from '@/components/ui/list-screen';
import { Notice } from '@/components/ui/notice';
import { StatusBadge } from '@/components/ui/status-badge';
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
    <ListScreen
      title="Imports"
      description="Bring an existing website’s pages into a space or a change request."
      actions={importLink}
      above={
        canImport ? null : (
          <Notice>
            Importing needs the admin, create, review or edit role in a space that is not locked.
            You can follow the organization’s imports here.
          </Notice>
        )
      }
      query={polled}
      items={data.items}
      empty="No imports yet."
      emptyHint={
        canImport ? (
          <p className="muted">Import a website to bring its pages into a space.</p>
        ) : null
      }
      table={{
        caption: `Import history (${data.count}), newest first`,
        headings: ['Started', 'Source', 'Target', 'Status', 'Pages'],
        scroll: true,
        row: (run) => <HistoryCells orgId={props.orgId} run={run} spaceTitles={spaceTitles} />,
      }}
    />
  );
}

/** A run's cells: a hook names its target. */
function HistoryCells(props: { orgId: string; run: ImportRun; spaceTitles: SpaceTitles }) {
  const { run } = props;
  const target = useTargetName(run, props.spaceTitles);
  return (
    <>
      <RowLink
        to="/orgs/$orgId/imports/$importRunId"
        params={{ orgId: props.orgId, importRunId: run.id }}
        aria-label={`Import from ${siteOf(run)}, started ${formatDateTime(run.startedAt)}`}
        label={formatDateTime(run.startedAt)}
      />
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
    </>
  );
}
