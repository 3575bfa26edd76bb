import { issueIdOf } from '../domain/conversation-analysis.ts';
import { conversationIdOf } from '../domain/conversations.ts';
import { seedClusterIds, seedSources } from '../store/seed-conversations.ts';
import { admin, longId, type ScenarioTable, withBody } from './scenario.ts';

// Conversations, issues and clusters (seed ids: src/backend/core/store/seed-conversations.ts).
const orgs = '/v1/orgs/org_acme';
const conversation = conversationIdOf('org_acme', seedSources.zendesk, '1187');
const issue = issueIdOf(conversation, 0);
const oneConversation = {
  id: 'ticket-1',
  subject: 'Where do I find my invoice?',
  parts: [{ type: 'message', role: 'user', body: 'I cannot find the invoice for March.' }],
};

export const conversationScenarios: ScenarioTable = {
  listConversationsClusters: {
    '200': {
      path: `${orgs}/conversations-clusters?orderBy=issues&order=asc&status=pending`,
      token: admin,
    },
    '400': { path: `${orgs}/conversations-clusters?orderBy=title`, token: admin },
    '401': { path: `${orgs}/conversations-clusters` },
    '403': { path: `${orgs}/conversations-clusters`, token: 'demo-editor' },
    '404': { path: '/v1/orgs/org_missing/conversations-clusters', token: admin },
  },
  getConversationsCluster: {
    '200': { path: `${orgs}/conversations-clusters/${seedClusterIds.tokenExpiry}`, token: admin },
    '400': { path: `${orgs}/conversations-clusters/${longId}`, token: admin },
    '401': { path: `${orgs}/conversations-clusters/${seedClusterIds.tokenExpiry}` },
    '403': {
      path: `${orgs}/conversations-clusters/${seedClusterIds.tokenExpiry}`,
      token: 'demo-reader',
    },
    '404': { path: `${orgs}/conversations-clusters/cluster_missing`, token: admin },
  },
  listConversations: {
    '200': { path: `${orgs}/conversations?source=${seedSources.zendesk}`, token: admin },
    '400': { path: `${orgs}/conversations?source=${longId}`, token: admin },
    '401': { path: `${orgs}/conversations` },
    '403': { path: `${orgs}/conversations`, token: 'demo-editor' },
    '404': { path: '/v1/orgs/org_missing/conversations', token: admin },
  },
  ingestConversations: {
    '204': withBody(`${orgs}/conversations`, admin, [oneConversation]),
    '400': withBody(`${orgs}/conversations`, admin, { ...oneConversation, id: '' }),
    '401': withBody(`${orgs}/conversations`, undefined, oneConversation),
    '403': withBody(`${orgs}/conversations`, 'demo-creator', oneConversation),
    '404': withBody('/v1/orgs/org_missing/conversations', admin, oneConversation),
  },
  getConversation: {
    '200': { path: `${orgs}/conversations/${conversation}`, token: admin },
    '400': { path: `${orgs}/conversations/${longId}`, token: admin },
    '401': { path: `${orgs}/conversations/${conversation}` },
    '403': { path: `${orgs}/conversations/${conversation}`, token: 'demo-reviewer' },
    '404': { path: `${orgs}/conversations/conv_missing`, token: admin },
  },
  listConversationsIssues: {
    '200': {
      path: `${orgs}/conversations-issues?cluster=${seedClusterIds.ssoSetup}`,
      token: admin,
    },
    '400': { path: `${orgs}/conversations-issues?conversation=${longId}`, token: admin },
    '401': { path: `${orgs}/conversations-issues` },
    '403': { path: `${orgs}/conversations-issues`, token: 'demo-guest' },
    '404': { path: '/v1/orgs/org_missing/conversations-issues', token: admin },
  },
  getConversationIssue: {
    '200': { path: `${orgs}/conversations-issues/${issue}`, token: admin },
    '400': { path: `${orgs}/conversations-issues/${longId}`, token: admin },
    '401': { path: `${orgs}/conversations-issues/${issue}` },
    '403': { path: `${orgs}/conversations-issues/${issue}`, token: 'demo-umbrella' },
    '404': { path: `${orgs}/conversations-issues/issue_missing`, token: admin },
  },
};
