import type {
  ConversationPartValue,
  ConversationRecord,
  IssuesClusterRecord,
} from '../store/state.ts';

/**
 * What processing finds in a conversation (decision 0015): the clusters whose keywords its user
 * messages say. Worked out at ingest and stored with the conversation, but shown only from
 * `processedAt` on, 30 seconds later: the clock decides when, nothing is scheduled.
 */

export const processingMs = 30_000;

/** Lower case, every run of other characters one space, padded: phrases match whole words. */
export function normalizedText(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

/** What the customer said: only user messages count, never the assistant's or the team's. */
export function userText(parts: readonly ConversationPartValue[]): string {
  return normalizedText(
    parts
      .filter((part) => part.role === 'user')
      .map((part) => part.body)
      .join('\n'),
  );
}

/** The first of the cluster's keywords that `text` (normalized) says, if any. */
export function matchedKeyword(cluster: IssuesClusterRecord, text: string): string | undefined {
  return cluster.keywords.find((keyword) => text.includes(normalizedText(keyword)));
}

/** Ids of the clusters (of the conversation's organization) its user messages match. */
export function matchClusters(
  clusters: readonly IssuesClusterRecord[],
  parts: readonly ConversationPartValue[],
): string[] {
  const text = userText(parts);
  return clusters
    .filter((cluster) => matchedKeyword(cluster, text) !== undefined)
    .map((cluster) => cluster.id);
}

export function processedAtMs(record: ConversationRecord): number {
  return Date.parse(record.ingestedAt) + processingMs;
}

export function isProcessed(record: ConversationRecord, nowMs: number): boolean {
  return nowMs >= processedAtMs(record);
}

/** One issue found in a conversation: one per matched cluster, or one without a cluster. */
export interface DerivedIssue {
  id: string;
  conversation: ConversationRecord;
  clusterId?: string;
}

/** `conv_<key>` → `issue_<key>_<n>`: stable, so a replaced conversation keeps its issues' ids. */
export function issueIdOf(conversationId: string, index: number): string {
  return `issue_${conversationId.replace(/^conv_/, '')}_${index + 1}`;
}

export function issuesOf(record: ConversationRecord): DerivedIssue[] {
  if (record.clusters.length === 0) return [{ id: issueIdOf(record.id, 0), conversation: record }];
  return record.clusters.map((clusterId, index) => ({
    id: issueIdOf(record.id, index),
    conversation: record,
    clusterId,
  }));
}

/** When the conversation started: as its source said, or when it was ingested. */
export function conversationCreatedAt(record: ConversationRecord): string {
  return record.metadata.createdAt ?? record.ingestedAt;
}

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function firstUserMessage(record: ConversationRecord): string {
  return (record.parts.find((part) => part.role === 'user') ?? record.parts[0])?.body ?? '';
}

/** Its subject, or the start of the first user message when the source sent none. */
export function conversationSubject(record: ConversationRecord): string {
  return record.subject !== undefined && record.subject.trim() !== ''
    ? record.subject
    : shorten(firstUserMessage(record), 100);
}

/** The issue's title and summary, in words a person scanning a topic reads. */
export function issueWording(
  issue: DerivedIssue,
  cluster: IssuesClusterRecord | undefined,
): { title: string; summary: string } {
  const excerpt = shorten(firstUserMessage(issue.conversation), 200);
  const keyword = cluster ? matchedKeyword(cluster, userText(issue.conversation.parts)) : undefined;
  return {
    title: conversationSubject(issue.conversation),
    summary:
      cluster === undefined
        ? `Matches no known topic. The customer wrote: “${excerpt}”`
        : `${cluster.label}: the customer mentions “${keyword ?? cluster.label.toLowerCase()}”. “${excerpt}”`,
  };
}
