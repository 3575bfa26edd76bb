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
import { defineOperation } from '../http/operation.ts';
import { paginateAs } from '../http/pagination.ts';

/**
 * Conversations, their issues and clusters: thin handlers; the rules live in
 * domain/conversations.ts, domain/conversation-analysis.ts and domain/issues-clusters.ts.
 */
export const conversationOperations = [
  defineOperation('listConversationsClusters', ({ state, user, params, query, origin, clock }) => {
    const organization = requireConversationsAdmin(state, params.organizationId, user);
    const views = clusterViews(state, organization.id, clock.now());
    return paginateAs(listClusters(views, query), query, (view) => clusterResponse(view, origin));
  }),

  defineOperation('getConversationsCluster', ({ state, user, params, origin, clock }) => {
    const organization = requireConversationsAdmin(state, params.organizationId, user);
    const views = clusterViews(state, organization.id, clock.now());
    return clusterResponse(findClusterView(views, organization.id, params.clusterId), origin);
  }),

  defineOperation('listConversations', ({ state, user, params, query, origin, clock }) => {
    const organization = requireConversationsAdmin(state, params.organizationId, user);
    const now = clock.now();
    return paginateAs(organizationConversations(state, organization.id, query), query, (record) =>
      conversationResponse(record, now, origin),
    );
  }),

  defineOperation('ingestConversations', ({ state, user, params, body, clock }) => {
    const organization = requireConversationsAdmin(state, params.organizationId, user);
    // Tokens are people's on this backend; an installation's token will pass itself here.
    ingestConversations(state, organization, body, { kind: 'user' }, clock.now());
  }),

  defineOperation('getConversation', ({ state, user, params, origin, clock }) => {
    const organization = requireConversationsAdmin(state, params.organizationId, user);
    const record = findConversation(state, organization.id, params.conversationId);
    return conversationDetailResponse(record, clock.now(), origin);
  }),

  defineOperation('listConversationsIssues', ({ state, user, params, query, origin, clock }) => {
    const organization = requireConversationsAdmin(state, params.organizationId, user);
    const now = clock.now();
    const clusters = clustersById(state, organization.id);
    return paginateAs(organizationIssues(state, organization.id, now, query), query, (issue) =>
      issueWithConversation(issue, clusters, now, origin),
    );
  }),

  defineOperation('getConversationIssue', ({ state, user, params, origin, clock }) => {
    const organization = requireConversationsAdmin(state, params.organizationId, user);
    const now = clock.now();
    const issue = findIssue(state, organization.id, params.issueId, now);
    return issueWithConversation(issue, clustersById(state, organization.id), now, origin);
  }),
];
