import { useInfiniteQuery, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { QueryStates } from '@/components/ui/query-states';
import { Card, CardGroup } from '@/components/ui/card';
import { Details, DetailsCard, DetailsRow, ExternalLink } from '@/components/ui/details';
import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge } from '@/components/ui/status-badge';
import { cx } from '@/lib/class-names';
import { formatDateTime } from '@/lib/format';
import { insightQueries } from '../api/insight-queries';
import { partRoleLabels, sourceLabel } from '../insight-view';
import styles from './conversation-page.module.css';
import listStyles from './insights.module.css';

/**
 * One conversation: the transcript (customer, assistant and team member, each marked), its
 * attributes, where it can be read in its source, and the issues processing found. Until
 * processing ends it says so and asks again every two seconds.
 */
export function ConversationPage(props: { orgId: string; conversationId: string }) {
  const { data } = useSuspenseQuery(insightQueries.conversation(props.orgId, props.conversationId));
  const { conversation, parts, metadata } = data;
  const attributes = Object.entries(metadata.attributes ?? {});
  return (
    <>
      <PageHeader
        title={conversation.subject || 'Conversation'}
        description={`From ${sourceLabel(conversation.source)}, started ${formatDateTime(conversation.createdAt)}.`}
      />
      <CardGroup layout="columns">
        <Card title="Transcript">
          <ol className={styles.transcript} aria-label="Messages">
            {parts.map((part, index) => (
              <li key={index} className={cx(styles.part, styles[part.role])}>
                <p className={styles.role}>{partRoleLabels[part.role]}</p>
                <p className={styles.body}>{part.body}</p>
              </li>
            ))}
          </ol>
        </Card>
        <div>
          <Card title="Issues found">
            <ConversationIssues
              orgId={props.orgId}
              conversationId={conversation.id}
              processed={Boolean(conversation.processedAt)}
            />
          </Card>
          <DetailsCard title="Details">
            <DetailsRow term="Source">{sourceLabel(conversation.source)}</DetailsRow>
            <DetailsRow term="In the source">
              <ExternalLink href={conversation.urls.source} missing="No link was sent" />
            </DetailsRow>
            <DetailsRow term="Started">{formatDateTime(conversation.createdAt)}</DetailsRow>
            <DetailsRow term="Processed">
              {conversation.processedAt ? (
                formatDateTime(conversation.processedAt)
              ) : (
                <StatusBadge tone="info">Processing…</StatusBadge>
              )}
            </DetailsRow>
          </DetailsCard>
          <Card title="Attributes">
            {attributes.length === 0 ? (
              <p className="muted">No attributes were sent with it.</p>
            ) : (
              <Details label="Attributes">
                {attributes.map(([name, value]) => (
                  <DetailsRow key={name} term={name}>
                    {value}
                  </DetailsRow>
                ))}
              </Details>
            )}
          </Card>
        </div>
      </CardGroup>
    </>
  );
}

/** The issues processing found, each under its topic; none before processing ends. */
function ConversationIssues(props: { orgId: string; conversationId: string; processed: boolean }) {
  const issues = useInfiniteQuery({
    ...insightQueries.issues(props.orgId, { conversation: props.conversationId }),
    enabled: props.processed,
  });
  if (!props.processed)
    return (
      <p role="status">
        Being analysed: the issues found appear here about 30 seconds after it arrived.
      </p>
    );
  const found = issues.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <QueryStates
      query={issues}
      loading="Loading the issues…"
      isEmpty={found.length === 0}
      empty={<p className="muted">No issue was found in it.</p>}
    >
      {() => (
        <ul className={listStyles.list} aria-label="Issues found">
          {found.map(({ issue }) => (
            <li key={issue.id}>
              <p className={listStyles.itemTitle}>
                {issue.cluster ? (
                  <TopicLink orgId={props.orgId} clusterId={issue.cluster} />
                ) : (
                  'No topic'
                )}
              </p>
              <p className={listStyles.summary}>{issue.summary}</p>
            </li>
          ))}
        </ul>
      )}
    </QueryStates>
  );
}

/** A link to a topic, named by its label once it is known. */
function TopicLink(props: { orgId: string; clusterId: string }) {
  const topic = useQuery(insightQueries.topic(props.orgId, props.clusterId));
  return (
    <Link
      to="/orgs/$orgId/insights/$clusterId"
      params={{ orgId: props.orgId, clusterId: props.clusterId }}
    >
      {topic.data ? `Topic: ${topic.data.label}` : 'Open its topic'}
    </Link>
  );
}
