import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-field';
import { labelledOptions } from '@/components/ui/select-options';
import { pagedItems } from '@/components/ui/paged-items';
import { plural } from '@/lib/format';
import {
  insightQueries,
  type IssuesClusterStatus,
  type TopicListSearch,
  type TopicOrderBy,
} from '../api/insight-queries';
import { topicOrderLabels, topicStatusLabels } from '../insight-view';
import { AnalysisStatus, InsightsTabs } from './insights-chrome';
import styles from './insights.module.css';
import { TopicCard } from './topic-card';

const orderByOptions = labelledOptions(
  Object.keys(topicOrderLabels) as TopicOrderBy[],
  topicOrderLabels,
);

/**
 * The topics customers bring up, sorted and filtered by the URL's `orderBy`, `order` and
 * `status`; fifty at a time.
 */
export function TopicsPage(props: {
  orgId: string;
  search: TopicListSearch;
  onSearchChange: (search: TopicListSearch) => void;
}) {
  const query = useSuspenseInfiniteQuery(insightQueries.topics(props.orgId, props.search));
  const { items: topics, count = 0 } = pagedItems(query.data);
  const orderBy = props.search.orderBy ?? 'updatedAt';
  const change = (next: Partial<TopicListSearch>) => {
    const merged = { ...props.search, ...next };
    props.onSearchChange({
      ...(merged.orderBy && merged.orderBy !== 'updatedAt' ? { orderBy: merged.orderBy } : {}),
      ...(merged.order === 'asc' ? { order: 'asc' as const } : {}),
      ...(merged.status ? { status: merged.status } : {}),
    });
  };
  return (
    <>
      <PageHeader
        title="Insights"
        description="What customers struggle with, from their support conversations: the topics, the issues in them and the change requests already working on them."
      />
      <InsightsTabs orgId={props.orgId} current="topics" />
      <div className={styles.filters} role="search" aria-label="Sort and filter topics">
        <SelectField
          label="Sort by"
          value={orderBy}
          options={orderByOptions}
          onChange={(value) => change({ orderBy: value })}
        />
        <SelectField
          label="Order"
          value={props.search.order ?? 'desc'}
          options={[
            { value: 'desc', label: orderBy === 'updatedAt' ? 'Newest first' : 'Most first' },
            { value: 'asc', label: orderBy === 'updatedAt' ? 'Oldest first' : 'Fewest first' },
          ]}
          onChange={(value) => change({ order: value })}
        />
        <SelectField<IssuesClusterStatus | ''>
          label="Status"
          value={props.search.status ?? ''}
          options={[
            { value: '', label: 'Any status' },
            { value: 'analysing', label: topicStatusLabels.analysing },
            { value: 'pending', label: topicStatusLabels.pending },
          ]}
          onChange={(value) => change({ status: value || undefined })}
        />
      </div>
      <AnalysisStatus orgId={props.orgId} />
      {topics.length === 0 ? (
        props.search.status ? (
          <EmptyState title="No topic has this status.">
            <Button onClick={() => change({ status: undefined })}>Show every topic</Button>
          </EmptyState>
        ) : (
          <EmptyState title="No topics yet.">
            <p className="muted">
              Topics appear once ingested support conversations are processed.
            </p>
          </EmptyState>
        )
      ) : (
        <>
          <p className={styles.count}>
            {plural(count, 'topic', 'topics')}
            {topics.length < count ? `, showing ${topics.length}` : ''}
          </p>
          <ul className={styles.topics} aria-label="Topics">
            {topics.map((topic) => (
              <TopicCard key={topic.id} orgId={props.orgId} topic={topic} />
            ))}
          </ul>
          <LoadMoreButton query={query}>Show more topics</LoadMoreButton>
        </>
      )}
    </>
  );
}
