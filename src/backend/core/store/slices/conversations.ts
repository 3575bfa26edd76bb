import type { components } from '../../../../api/schema.gen.ts';
import { stateSlice } from '../state-slice.ts';

type Schemas = components['schemas'];

/** A topic that conversations' issues are grouped into (decision 0015). */
export interface IssuesClusterRecord {
  id: string;
  organizationId: string;
  label: string;
  icon: string;
  summary: string;
  createdAt: string;
  /** Words and phrases that put an issue in this cluster when a user message says them. */
  keywords: string[];
}

export type ConversationPartValue = Schemas['ConversationPart'];

/**
 * An ingested conversation. Its issues are worked out at ingest (the clusters its user
 * messages match) and show from `ingestedAt` + 30 s on, the moment processing ends.
 */
export interface ConversationRecord {
  id: string;
  organizationId: string;
  /** `email`, or `integration:<integration>:<installation>`. */
  source: string;
  /** The id the source gave it (unique per source). */
  externalId: string;
  subject?: string;
  parts: ConversationPartValue[];
  metadata: { url?: string; attributes?: Record<string, string>; createdAt?: string };
  ingestedAt: string;
  /** Ids of the clusters its user messages match; none gives one issue without a cluster. */
  clusters: string[];
}

/** The state's records of conversations and the topics their issues are grouped into (decision 0015). */
export const conversationsSlice = stateSlice({
  version: 1,
  empty: () => ({
    issuesClusters: [] as IssuesClusterRecord[],
    conversations: [] as ConversationRecord[],
  }),
});
