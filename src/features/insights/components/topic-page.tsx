import { useQuery, useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import { HeadingLink } from '@/components/ui/heading-link';
import type { Space } from '@/api/schema.gen';
import { Card, CardGroup } from '@/components/ui/card';
import { Details, DetailsRow } from '@/components/ui/details';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { PageHeader } from '@/components/ui/page-header';
import { QueryStates } from '@/components/ui/query-states';
import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';
import { pagedItems } from '@/components/ui/paged-items';
import { formatDateTime } from '@/lib/format';
import { insightQueries, type LinkedChangeRequest } from '../api/insight-queries';
import { topicStatusLabels } from '../insight-view';
import { CreateLinkedRequest } from './create-linked-request';
import { AnalysisStatus } from './insights-chrome';
import styles from './insights.module.css';
import { PulseChart, SourceChips, TasksBar, TopicIcon } from './topic-visuals';

export type TopicSpace = Pick<Space, 'id' | 'title' | 'permissions'>;

/** One topic: its pulse and counts, the change requests working on it, and its issues. */
export function TopicPage(props: {
  orgId: string;
  clusterId: string;
  spaces: readonly TopicSpace[];
}) {
  const { data: topic } = useSuspenseQuery(insightQueries.topic(props.orgId, props.clusterId));
  const writable = props.spaces.filter((space) => space.permissions.edit);
  return (
    <>
      <PageHeader
        title={topic.label}
        description={topic.summary}
        actions={
          writable.length > 0 ? (
            <CreateLinkedRequest topic={topic} spaces={writable} orgId={props.orgId} />
          ) : null
        }
      />
      <AnalysisStatus orgId={props.orgId} />
      <CardGroup layout="columns">
        <Card title="Pulse">
          <PulseChart pulse={topic.weeklyPulse} />
        </Card>
        <Card title="At a glance">
          <div className={styles.topicHead}>
            <TopicIcon icon={topic.icon} />
            <StatusBadge tone={topic.status === 'analysing' ? 'info' : 'off'}>
              {topicStatusLabels[topic.status]}
            </StatusBadge>
          </div>
          <Details>
            <DetailsRow term="Issues">{topic.stats.issues}</DetailsRow>
            <DetailsRow term="Conversations">{topic.stats.conversations}</DetailsRow>
            <DetailsRow term="Latest issue">{formatDateTime(topic.updatedAt)}</DetailsRow>
            <DetailsRow term="Sources">
              {Object.keys(topic.sources).length === 0 ? (
                <span className="muted">None yet</span>
              ) : (
                <SourceChips sources={topic.sources} />
              )}
            </DetailsRow>
            <DetailsRow term="Tasks">
              <TasksBar stats={topic.stats} />
            </DetailsRow>
          </Details>
        </Card>
      </CardGroup>
      <CardGroup layout="columns">
        <LinkedRequests orgId={props.orgId} clusterId={topic.id} spaces={props.spaces} />
        <TopicIssues orgId={props.orgId} clusterId={topic.id} />
      </CardGroup>
    </>
  );
}

const requestTones: Record<LinkedChangeRequest['status'], StatusTone> = {
  draft: 'off',
  open: 'info',
  merged: 'on',
  archived: 'warning',
};

const requestWords: Record<LinkedChangeRequest['status'], string> = {
  draft: 'Draft (backlog)',
  open: 'Open (started)',
  merged: 'Merged (completed)',
  archived: 'Archived (cancelled)',
};

/** The change requests linked to the topic, whatever their state: its tasks. */
function LinkedRequests(props: {
  orgId: string;
  clusterId: string;
  spaces: readonly TopicSpace[];
}) {
  const requests = useQuery(insightQueries.linkedRequests(props.orgId, props.clusterId));
  const linked = requests.data ?? [];
  const titles = new Map(props.spaces.map((space) => [space.id, space.title]));
  return (
    <Card title="Change requests working on it">
      <QueryStates
        query={requests}
        loading="Loading the change requests…"
        isEmpty={linked.length === 0}
        empty={<p className="muted">No change request works on this topic yet.</p>}
      >
        {() => (
          <ul className={styles.list} aria-label="Linked change requests">
            {linked.map((request) => (
              <li key={request.id}>
                <HeadingLink
                  as="p"
                  titleClass={styles.itemTitle}
                  to="/orgs/$orgId/spaces/$spaceId/change-requests/$changeRequestId"
                  params={{
                    orgId: props.orgId,
                    spaceId: request.space,
                    changeRequestId: request.id,
                  }}
                >
                  #{request.number} {request.subject || 'Untitled'}
                </HeadingLink>
                <StatusBadge tone={requestTones[request.status]}>
                  {requestWords[request.status]}
                </StatusBadge>{' '}
                <span className="muted">
                  in {titles.get(request.space) ?? request.space}, updated{' '}
                  {formatDateTime(request.updatedAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </Card>
  );
}

/** The topic's issues, newest first, each with the conversation it came from. */
function TopicIssues(props: { orgId: string; clusterId: string }) {
  const query = useSuspenseInfiniteQuery(
    insightQueries.issues(props.orgId, { cluster: props.clusterId }),
  );
  const { items: issues, count = 0 } = pagedItems(query.data);
  return (
    <Card title={`Issues (${count})`}>
      {issues.length === 0 ? (
        <p className="muted">No issue in this topic yet.</p>
      ) : (
        <ul className={styles.list} aria-label="Issues">
          {issues.map(({ issue, conversation }) => (
            <li key={issue.id}>
              <HeadingLink
                as="p"
                titleClass={styles.itemTitle}
                to="/orgs/$orgId/insights/conversations/$conversationId"
                params={{ orgId: props.orgId, conversationId: conversation.id }}
              >
                {issue.title}
              </HeadingLink>
              <p className={styles.summary}>{issue.summary}</p>
              <p className={styles.itemMeta}>Found {formatDateTime(issue.createdAt)}</p>
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton query={query} small>
        Show more issues ({count - issues.length} more)
      </LoadMoreButton>
    </Card>
  );
}
