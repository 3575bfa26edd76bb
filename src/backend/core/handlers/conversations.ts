import {
  clustersById,
  conversationDetailResponse,
  conversationResponse,
  findConversation,
  findIssue,
  ingestConversations,
  issueWithConversation,
  organizationConversations,
  organizationIssues,
  requireConversationsAdmin,
} from '../domain/conversations.ts';
import {
  clusterResponse,
  clusterViews,
  findClusterView,
  listClusters,
} from '../domain/issues-clusters.ts';
import { scopedOperation } from '../http/operation.ts';
import { paginateAs } from '../http/pagination.ts';
import { inOrganization } from './scopes.ts';

/**
 * Conversations, their issues and clusters: thin handlers; the rules live in
 * domain/conversations.ts, domain/conversation-analysis.ts and domain/issues-clusters.ts.
 */

const admin = inOrganization(requireConversationsAdmin);

export const conversationOperations = [
  scopedOperation(
    'listConversationsClusters',
    admin,
    (organization, { state, query, origin, clock }) => {
      const views = clusterViews(state, organization.id, clock.now());
      return paginateAs(listClusters(views, query), query, (view) => clusterResponse(view, origin));
    },
  ),

  scopedOperation(
    'getConversationsCluster',
    admin,
    (organization, { state, params, origin, clock }) => {
      const views = clusterViews(state, organization.id, clock.now());
      return clusterResponse(findClusterView(views, organization.id, params.clusterId), origin);
    },
  ),

  scopedOperation('listConversations', admin, (organization, { state, query, origin, clock }) => {
    const now = clock.now();
    return paginateAs(organizationConversations(state, organization.id, query), query, (record) =>
      conversationResponse(record, now, origin),
    );
  }),

  scopedOperation('ingestConversations', admin, (organization, { state, body, clock }) => {
    // Tokens are people's on this backend; an installation's token will pass itself here.
    ingestConversations(state, organization, body, { kind: 'user' }, clock.now());
  }),

  scopedOperation('getConversation', admin, (organization, { state, params, origin, clock }) => {
    const record = findConversation(state, organization.id, params.conversationId);
    return conversationDetailResponse(record, clock.now(), origin);
  }),

  scopedOperation(
    'listConversationsIssues',
    admin,
    (organization, { state, query, origin, clock }) => {
      const now = clock.now();
      const clusters = clustersById(state, organization.id);
      return paginateAs(organizationIssues(state, organization.id, now, query), query, (issue) =>
        issueWithConversation(issue, clusters, now, origin),
      );
    },
  ),

  scopedOperation(
    'getConversationIssue',
    admin,
    (organization, { state, params, origin, clock }) => {
      const now = clock.now();
      const issue = findIssue(state, organization.id, params.issueId, now);
      return issueWithConversation(issue, clustersById(state, organization.id), now, origin);
    },
  ),
];
