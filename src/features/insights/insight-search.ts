import {
  listConversationsClustersQueryRules,
  listConversationsQueryRules,
} from '@/api/query-rules.gen';
import { contractSearch } from '@/lib/contract-search';

/*
 * The Insights lists' sort and filters in the URL: the query parameters of the operations they
 * list, checked as the contract says. Apart from the lists' words (insight-view), because a
 * route's search check loads with the app's first page.
 */

/** The topics list's sort and filter from the URL; anything else is dropped. */
export const validateTopicSearch = contractSearch<
  '/v1/orgs/{organizationId}/conversations-clusters',
  'orderBy' | 'order' | 'status'
>(listConversationsClustersQueryRules, ['orderBy', 'order', 'status']);

/** The conversations list's source filter from the URL. */
export const validateConversationSearch = contractSearch<
  '/v1/orgs/{organizationId}/conversations',
  'source'
>(listConversationsQueryRules, ['source']);
