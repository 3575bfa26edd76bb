import type {
  ChangeRequest as LinkedChangeRequest,
  ConversationDetail,
  IssuesCluster,
} from '@/api/schema.gen';
import { callApi } from '@/lib/api-call';
import { derivedReadOptions, pagedReadOptions, readOptions } from '@/lib/api-queries';
import type { ApiQuery } from '@/lib/contract-search';
import { pollWhile } from '@/lib/polling';

export type {
  Conversation,
  ConversationDetail,
  ConversationPart,
  IssuesCluster,
  IssuesClusterStatus,
  ConversationIssueWithConversation as IssueWithConversation,
  ChangeRequest as LinkedChangeRequest,
} from '@/api/schema.gen';

/** The topics list's sort and filter, as the URL carries them (the operation's parameters). */
export type TopicListSearch = Pick<
  ApiQuery<'/v1/orgs/{organizationId}/conversations-clusters'>,
  'orderBy' | 'order' | 'status'
>;
export type TopicOrderBy = NonNullable<TopicListSearch['orderBy']>;

export const topicPageSize = 50;
export const conversationPageSize = 100;
const issuePageSize = 50;
/** How often screens ask again while a conversation is still being processed. */
export const processingPollMs = 2_000;
/**
 * How often a topic still analysing is asked for again: it turns pending 10 minutes after its
 * latest issue, on the backend's clock, which the console cannot predict (the demo's jumps).
 */
export const analysisPollMs = 5_000;
const analysing = (topic: IssuesCluster | undefined) => topic?.status === 'analysing';

const orgPath = (orgId: string) => ({ organizationId: orgId });

/** The view that counts the conversations still being processed (see useAnalysisWatch). */
export const processingView = 'processing';

/**
 * Every read of Insights for an organization: its topics, conversations and issues, and the
 * views made of them.
 */
export const insightPaths = [
  '/v1/orgs/{organizationId}/conversations-clusters',
  '/v1/orgs/{organizationId}/conversations-clusters/{clusterId}',
  '/v1/orgs/{organizationId}/conversations',
  '/v1/orgs/{organizationId}/conversations/{conversationId}',
  '/v1/orgs/{organizationId}/conversations-issues',
] as const;

export const insightQueries = {
  topics: (orgId: string, search: TopicListSearch) =>
    pagedReadOptions(
      '/v1/orgs/{organizationId}/conversations-clusters',
      { path: orgPath(orgId), query: { ...search, limit: topicPageSize } },
      {
        refetchInterval: (query) =>
          query.state.data?.pages.some((page) => page.items.some(analysing))
            ? analysisPollMs
            : false,
      },
    ),
  topic: (orgId: string, clusterId: string) =>
    readOptions(
      '/v1/orgs/{organizationId}/conversations-clusters/{clusterId}',
      { path: { organizationId: orgId, clusterId } },
      { refetchInterval: (query) => (analysing(query.state.data) ? analysisPollMs : false) },
    ),
  conversations: (orgId: string, source: string | undefined) =>
    pagedReadOptions('/v1/orgs/{organizationId}/conversations', {
      path: orgPath(orgId),
      query: { limit: conversationPageSize, ...(source ? { source } : {}) },
    }),
  conversation: (orgId: string, conversationId: string) =>
    readOptions(
      '/v1/orgs/{organizationId}/conversations/{conversationId}',
      { path: { organizationId: orgId, conversationId } },
      // Its issues appear once processing ended; ask until then.
      {
        refetchInterval: pollWhile(
          (detail: ConversationDetail) => !detail.conversation.processedAt,
          processingPollMs,
        ),
      },
    ),
  issues: (orgId: string, filter: { cluster?: string; conversation?: string }) =>
    pagedReadOptions('/v1/orgs/{organizationId}/conversations-issues', {
      path: orgPath(orgId),
      query: { ...filter, limit: issuePageSize },
    }),
  /**
   * How many of the newest conversations are still being processed. While some are, it asks
   * again every two seconds; when none are, it stops (see useAnalysisWatch).
   */
  processing: (orgId: string) => {
    const newest = { path: orgPath(orgId), query: { limit: 50 } };
    return derivedReadOptions(
      '/v1/orgs/{organizationId}/conversations',
      newest,
      processingView,
      async (signal) => {
        const list = await callApi('get', '/v1/orgs/{organizationId}/conversations', {
          params: newest,
          signal,
        });
        return { pending: list.items.filter((item) => !item.processedAt).length };
      },
      {
        refetchInterval: pollWhile(
          ({ pending }: { pending: number }) => pending > 0,
          processingPollMs,
        ),
      },
    );
  },
  /**
   * The sources to filter conversations by: those of the topics and of the newest
   * conversations (the API has no list of sources), and email.
   */
  sources: (orgId: string) =>
    derivedReadOptions(
      '/v1/orgs/{organizationId}/conversations',
      { path: orgPath(orgId) },
      'sources',
      async (signal) => {
        const path = orgPath(orgId);
        const [topics, conversations] = await Promise.all([
          callApi('get', '/v1/orgs/{organizationId}/conversations-clusters', {
            params: { path, query: { limit: 1000 } },
            signal,
          }),
          callApi('get', '/v1/orgs/{organizationId}/conversations', {
            params: { path, query: { limit: conversationPageSize } },
            signal,
          }),
        ]);
        const sources = new Set(['email']);
        for (const topic of topics.items)
          for (const source of Object.keys(topic.sources)) sources.add(source);
        for (const conversation of conversations.items) sources.add(conversation.source);
        return [...sources].sort();
      },
    ),
  /**
   * Every change request linked to the topic, whatever its status, latest first: a view of the
   * organization's change requests, so whatever changes them makes it stale.
   */
  linkedRequests: (orgId: string, clusterId: string) =>
    derivedReadOptions(
      '/v1/orgs/{organizationId}/change-requests',
      { path: orgPath(orgId), query: { conversationsIssuesCluster: clusterId } },
      'linked-to-topic',
      async (signal): Promise<LinkedChangeRequest[]> => {
        const lists = await Promise.all(
          (['draft', 'open', 'merged', 'archived'] as const).map((status) =>
            callApi('get', '/v1/orgs/{organizationId}/change-requests', {
              params: {
                path: orgPath(orgId),
                query: { status, conversationsIssuesCluster: clusterId, limit: 100 },
              },
              signal,
            }),
          ),
        );
        return lists
          .flatMap((list) => list.items)
          .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
      },
    ),
};
