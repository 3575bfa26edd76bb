import { queryOptions } from '@tanstack/react-query';
import type {
  ChangeRequest as LinkedChangeRequest,
  ConversationDetail,
  IssuesCluster,
  IssuesClusterStatus,
} from '@/api/schema.gen';
import { callApi } from '@/lib/api-call';
import { apiQueryOptions, pagedQueryOptions } from '@/lib/api-queries';
import { pollWhile } from '@/lib/polling';
import { queryRoots } from '@/lib/query-keys';

export type {
  Conversation,
  ConversationDetail,
  ConversationPart,
  IssuesCluster,
  IssuesClusterStatus,
  ConversationIssueWithConversation as IssueWithConversation,
  ChangeRequest as LinkedChangeRequest,
} from '@/api/schema.gen';

export type TopicOrderBy =
  'updatedAt' | 'issues' | 'conversations' | 'tasksTotal' | 'tasksBacklog' | 'tasksStarted';

/** The topics list's sort and filter, as the URL carries them. */
export interface TopicListSearch {
  orderBy?: TopicOrderBy;
  order?: 'asc' | 'desc';
  status?: IssuesClusterStatus;
}

/** Conversations, their issues and the topics (issues clusters) they fall into. */
export const insightKeys = {
  all: queryRoots.conversations,
  topicLists: () => [...insightKeys.all, 'clusters'] as const,
  topicList: (orgId: string, search: TopicListSearch) =>
    [...insightKeys.topicLists(), orgId, search] as const,
  topics: () => [...insightKeys.all, 'cluster'] as const,
  topic: (orgId: string, clusterId: string) => [...insightKeys.topics(), orgId, clusterId] as const,
  conversationLists: () => [...insightKeys.all, 'list'] as const,
  conversationList: (orgId: string, source: string | undefined) =>
    [...insightKeys.conversationLists(), orgId, source ?? null] as const,
  conversations: () => [...insightKeys.all, 'detail'] as const,
  conversation: (orgId: string, id: string) => [...insightKeys.conversations(), orgId, id] as const,
  issueLists: () => [...insightKeys.all, 'issues'] as const,
  issueList: (orgId: string, filter: { cluster?: string; conversation?: string }) =>
    [...insightKeys.issueLists(), orgId, filter] as const,
  processing: (orgId: string) => [...insightKeys.all, 'processing', orgId] as const,
  sources: (orgId: string) => [...insightKeys.all, 'sources', orgId] as const,
};

/**
 * The change requests that work on a topic. They hang from the change requests' root, so a
 * request that is merged, archived or created anywhere makes them stale.
 */
export const linkedRequestKeys = {
  all: [...queryRoots.changeRequests, 'cluster-links'] as const,
  list: (orgId: string, clusterId: string) => [...linkedRequestKeys.all, orgId, clusterId] as const,
};

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

export const insightQueries = {
  topics: (orgId: string, search: TopicListSearch) =>
    pagedQueryOptions(
      insightKeys.topicList(orgId, search),
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
    apiQueryOptions(
      insightKeys.topic(orgId, clusterId),
      '/v1/orgs/{organizationId}/conversations-clusters/{clusterId}',
      { path: { organizationId: orgId, clusterId } },
      { refetchInterval: (query) => (analysing(query.state.data) ? analysisPollMs : false) },
    ),
  conversations: (orgId: string, source: string | undefined) =>
    pagedQueryOptions(
      insightKeys.conversationList(orgId, source),
      '/v1/orgs/{organizationId}/conversations',
      {
        path: orgPath(orgId),
        query: { limit: conversationPageSize, ...(source ? { source } : {}) },
      },
    ),
  conversation: (orgId: string, conversationId: string) =>
    apiQueryOptions(
      insightKeys.conversation(orgId, conversationId),
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
    pagedQueryOptions(
      insightKeys.issueList(orgId, filter),
      '/v1/orgs/{organizationId}/conversations-issues',
      { path: orgPath(orgId), query: { ...filter, limit: issuePageSize } },
    ),
  /**
   * How many of the newest conversations are still being processed. While some are, it asks
   * again every two seconds; when none are, it stops (see useAnalysisWatch).
   */
  processing: (orgId: string) =>
    queryOptions({
      queryKey: insightKeys.processing(orgId),
      queryFn: async ({ signal }) => {
        const list = await callApi('get', '/v1/orgs/{organizationId}/conversations', {
          params: { path: orgPath(orgId), query: { limit: 50 } },
          signal,
        });
        return { pending: list.items.filter((item) => !item.processedAt).length };
      },
      refetchInterval: pollWhile(
        ({ pending }: { pending: number }) => pending > 0,
        processingPollMs,
      ),
    }),
  /**
   * The sources to filter conversations by: those of the topics and of the newest
   * conversations (the API has no list of sources), and email.
   */
  sources: (orgId: string) =>
    queryOptions({
      queryKey: insightKeys.sources(orgId),
      queryFn: async ({ signal }) => {
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
    }),
  /** Every change request linked to the topic, whatever its status, latest first. */
  linkedRequests: (orgId: string, clusterId: string) =>
    queryOptions({
      queryKey: linkedRequestKeys.list(orgId, clusterId),
      queryFn: async ({ signal }): Promise<LinkedChangeRequest[]> => {
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
    }),
};
