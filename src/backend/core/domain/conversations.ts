import type {
  Conversation,
  ConversationDetail,
  ConversationInput,
  ConversationIssue,
  ConversationIssueWithConversation as IssueWithConversation,
} from '../../../api/schema.gen.ts';
import type {
  BackendState,
  ConversationRecord,
  IssuesClusterRecord,
  OrganizationRecord,
  UserRecord,
} from '../store/state.ts';
import { adminOrganization } from './access.ts';
import {
  conversationCreatedAt,
  conversationSubject,
  isProcessed,
  issueWording,
  issuesOf,
  matchClusters,
  processedAtMs,
  type DerivedIssue,
} from './conversation-analysis.ts';
import { stableKey } from './hash.ts';
import { findInOrganization, inOrganization, notFound } from './lookup.ts';

/**
 * Conversations and their issues (decision 0015): admin-only, since they hold customers' own
 * words. Ingest stores a conversation under its source and its id in that source; its issues
 * show once processing ends, 30 seconds later on the backend clock.
 */

/**
 * Who sends conversations. A person's token ingests as `email`; an integration installation's
 * token (once integrations authenticate) ingests as itself, so its conversations are told
 * apart from every other installation's.
 */
export type ConversationSender =
  { kind: 'user' } | { kind: 'installation'; integration: string; installation: string };

export function conversationSource(sender: ConversationSender): string {
  return sender.kind === 'user'
    ? 'email'
    : `integration:${sender.integration}:${sender.installation}`;
}

/** The stored id of `externalId` from `source`: the same pair always names the same record. */
export function conversationIdOf(organizationId: string, source: string, externalId: string) {
  return `conv_${stableKey(`${organizationId}\n${source}\n${externalId}`)}`;
}

/** Only admins read or send conversations; 404 for an unknown organization. */
export function requireConversationsAdmin(
  state: BackendState,
  organizationId: string,
  user: UserRecord,
): OrganizationRecord {
  return adminOrganization(state, organizationId, user, 'read and ingest support conversations');
}

/**
 * Stores each conversation (at most 100 per request, which the contract enforces), replacing
 * one the same source sent with the same id; processing starts over for a replaced one.
 */
export function ingestConversations(
  state: BackendState,
  organization: OrganizationRecord,
  body: ConversationInput | ConversationInput[],
  sender: ConversationSender,
  now: Date,
): ConversationRecord[] {
  const inputs = Array.isArray(body) ? body : [body];
  const source = conversationSource(sender);
  const clusters = state.issuesClusters.filter(
    (cluster) => cluster.organizationId === organization.id,
  );
  const positions = new Map<string, number>();
  state.conversations.forEach((record, index) => positions.set(record.id, index));
  const ingestedAt = now.toISOString();
  return inputs.map((input) => {
    const record: ConversationRecord = {
      id: conversationIdOf(organization.id, source, input.id),
      organizationId: organization.id,
      source,
      externalId: input.id,
      parts: input.parts.map((part) => ({ ...part })),
      metadata: structuredClone(input.metadata ?? {}),
      ingestedAt,
      clusters: matchClusters(clusters, input.parts),
    };
    if (input.subject !== undefined) record.subject = input.subject;
    const position = positions.get(record.id);
    if (position === undefined) {
      positions.set(record.id, state.conversations.length);
      state.conversations.push(record);
    } else state.conversations[position] = record;
    return record;
  });
}

function organizationPath(origin: string, organizationId: string): string {
  return `${origin}/v1/orgs/${encodeURIComponent(organizationId)}`;
}

export function conversationResponse(
  record: ConversationRecord,
  now: Date,
  origin: string,
): Conversation {
  const response: Conversation = {
    object: 'conversation',
    id: record.id,
    subject: conversationSubject(record),
    createdAt: conversationCreatedAt(record),
    source: record.source,
    urls: {
      location: `${organizationPath(origin, record.organizationId)}/conversations/${encodeURIComponent(record.id)}`,
    },
  };
  if (isProcessed(record, now.getTime()))
    response.processedAt = new Date(processedAtMs(record)).toISOString();
  if (record.metadata.url !== undefined) response.urls.source = record.metadata.url;
  return response;
}

export function conversationDetailResponse(
  record: ConversationRecord,
  now: Date,
  origin: string,
): ConversationDetail {
  const metadata: ConversationDetail['metadata'] = {
    attributes: { ...(record.metadata.attributes ?? {}) },
    createdAt: conversationCreatedAt(record),
  };
  if (record.metadata.url !== undefined) metadata.url = record.metadata.url;
  return {
    conversation: conversationResponse(record, now, origin),
    parts: record.parts.map((part) => ({ ...part })),
    metadata,
  };
}

/** Newest first (by when the conversation started); the id breaks ties. */
export function organizationConversations(
  state: BackendState,
  organizationId: string,
  filters: { source?: string | undefined },
): ConversationRecord[] {
  return state.conversations
    .filter(
      (record) =>
        record.organizationId === organizationId &&
        (filters.source === undefined || record.source === filters.source),
    )
    .map((record) => ({ record, createdAt: conversationCreatedAt(record) }))
    .sort(
      (a, b) => b.createdAt.localeCompare(a.createdAt) || a.record.id.localeCompare(b.record.id),
    )
    .map(({ record }) => record);
}

export function findConversation(
  state: BackendState,
  organizationId: string,
  conversationId: string,
): ConversationRecord {
  return findInOrganization(state.conversations, organizationId, conversationId, 'conversation');
}

// ---------------------------------------------------------------------------------------------
// Issues

export interface IssueFilters {
  cluster?: string | undefined;
  conversation?: string | undefined;
}

/** The issues found so far (processed conversations only), newest first. */
export function organizationIssues(
  state: BackendState,
  organizationId: string,
  now: Date,
  filters: IssueFilters,
): DerivedIssue[] {
  const nowMs = now.getTime();
  const issues: { issue: DerivedIssue; at: number }[] = [];
  for (const record of state.conversations) {
    if (record.organizationId !== organizationId || !isProcessed(record, nowMs)) continue;
    if (filters.conversation !== undefined && record.id !== filters.conversation) continue;
    for (const issue of issuesOf(record))
      if (filters.cluster === undefined || issue.clusterId === filters.cluster)
        issues.push({ issue, at: processedAtMs(record) });
  }
  return issues
    .sort((a, b) => b.at - a.at || a.issue.id.localeCompare(b.issue.id))
    .map(({ issue }) => issue);
}

/** An issue that processing already found; 404 before that, as for an unknown id. */
export function findIssue(
  state: BackendState,
  organizationId: string,
  issueId: string,
  now: Date,
): DerivedIssue {
  const match = /^issue_([0-9a-f]{16})_\d+$/.exec(issueId);
  const record =
    match &&
    state.conversations.find(
      (candidate) =>
        candidate.id === `conv_${match[1]}` && candidate.organizationId === organizationId,
    );
  const issue =
    record && isProcessed(record, now.getTime())
      ? issuesOf(record).find((candidate) => candidate.id === issueId)
      : undefined;
  if (!issue) throw notFound('conversation issue', issueId, inOrganization(organizationId));
  return issue;
}

/** Clusters by id, for wording issues without a search per issue. */
export function clustersById(
  state: BackendState,
  organizationId: string,
): Map<string, IssuesClusterRecord> {
  return new Map(
    state.issuesClusters
      .filter((cluster) => cluster.organizationId === organizationId)
      .map((cluster) => [cluster.id, cluster]),
  );
}

export function issueResponse(
  issue: DerivedIssue,
  clusters: ReadonlyMap<string, IssuesClusterRecord>,
  origin: string,
): ConversationIssue {
  const record = issue.conversation;
  const cluster = issue.clusterId === undefined ? undefined : clusters.get(issue.clusterId);
  const response: ConversationIssue = {
    object: 'conversation-issue',
    id: issue.id,
    ...issueWording(issue, cluster),
    createdAt: new Date(processedAtMs(record)).toISOString(),
    ingestedAt: record.ingestedAt,
    conversation: record.id,
    urls: {
      location: `${organizationPath(origin, record.organizationId)}/conversations-issues/${encodeURIComponent(issue.id)}`,
    },
  };
  if (issue.clusterId !== undefined) response.cluster = issue.clusterId;
  return response;
}

export function issueWithConversation(
  issue: DerivedIssue,
  clusters: ReadonlyMap<string, IssuesClusterRecord>,
  now: Date,
  origin: string,
): IssueWithConversation {
  return {
    issue: issueResponse(issue, clusters, origin),
    conversation: conversationResponse(issue.conversation, now, origin),
  };
}
