import type { IssuesClusterStatus, TopicListSearch, TopicOrderBy } from './api/insight-queries';

/**
 * The Insights lists' sort and filters in the URL. Apart from the lists' words (insight-view),
 * because a route's search check loads with the app's first page.
 */

/** Every sort of the topics list; the check below fails to compile when the contract adds one. */
const topicOrders = [
  'updatedAt',
  'issues',
  'conversations',
  'tasksTotal',
  'tasksBacklog',
  'tasksStarted',
] as const satisfies readonly TopicOrderBy[];
const topicStatuses = ['analysing', 'pending'] as const satisfies readonly IssuesClusterStatus[];

type Unlisted =
  | Exclude<TopicOrderBy, (typeof topicOrders)[number]>
  | Exclude<IssuesClusterStatus, (typeof topicStatuses)[number]>;
const everyValueListed: [Unlisted] extends [never] ? true : never = true;
void everyValueListed;

/** The topics list's sort and filter from the URL; anything else is dropped. */
export function validateTopicSearch(search: Record<string, unknown>): TopicListSearch {
  const orderBy = topicOrders.find((value) => value === search.orderBy);
  const status = topicStatuses.find((value) => value === search.status);
  const order = search.order === 'asc' ? 'asc' : undefined;
  return {
    ...(orderBy && orderBy !== 'updatedAt' ? { orderBy } : {}),
    ...(order ? { order } : {}),
    ...(status ? { status } : {}),
  };
}

/** The conversations list's source filter from the URL. */
export function validateConversationSearch(search: Record<string, unknown>): { source?: string } {
  const source = typeof search.source === 'string' ? search.source.trim().slice(0, 255) : '';
  return source ? { source } : {};
}
