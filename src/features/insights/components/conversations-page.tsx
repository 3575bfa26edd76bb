import { useQuery, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-field';
import { labelledOptions } from '@/components/ui/select-options';
import { plural } from '@/lib/format';
import { insightQueries } from '../api/insight-queries';
import { sourceLabel } from '../insight-view';
import { ConversationTable } from './conversation-table';
import { IngestDialog } from './ingest-dialog';
import { AnalysisStatus, InsightsTabs } from './insights-chrome';
import styles from './insights.module.css';

/** The organization's support conversations, newest first, optionally from one source. */
export function ConversationsPage(props: {
  orgId: string;
  source: string | undefined;
  onSourceChange: (source: string | undefined) => void;
}) {
  const query = useSuspenseInfiniteQuery(insightQueries.conversations(props.orgId, props.source));
  const sources = useQuery(insightQueries.sources(props.orgId));
  const count = query.data.pages[0]?.count ?? 0;
  const choices = [...new Set([...(sources.data ?? []), ...(props.source ? [props.source] : [])])];
  return (
    <>
      <PageHeader
        title="Conversations"
        description="Support conversations as they came from each source, and the issues found in them."
        actions={<IngestDialog orgId={props.orgId} />}
      />
      <InsightsTabs orgId={props.orgId} current="conversations" />
      <div className={styles.filters} role="search" aria-label="Filter conversations">
        <SelectField
          label="Source"
          value={props.source ?? ''}
          options={[{ value: '', label: 'Every source' }, ...labelledOptions(choices, sourceLabel)]}
          onChange={(value) => props.onSourceChange(value || undefined)}
        />
      </div>
      <AnalysisStatus orgId={props.orgId} />
      {count === 0 ? (
        props.source ? (
          <EmptyState title={`No conversation from ${sourceLabel(props.source)}.`}>
            <Button onClick={() => props.onSourceChange(undefined)}>Show every source</Button>
          </EmptyState>
        ) : (
          <EmptyState title="No conversations yet.">
            <p className="muted">
              Conversations arrive from a support integration, or paste one with Ingest
              conversations.
            </p>
          </EmptyState>
        )
      ) : (
        <>
          <p className={styles.count}>
            {plural(count, 'conversation', 'conversations')}
            {props.source ? ` from ${sourceLabel(props.source)}` : ''}, newest first
          </p>
          <ConversationTable orgId={props.orgId} query={query} />
        </>
      )}
    </>
  );
}
