import type { components } from '../../../../api/schema.gen.ts';
import { stateSlice } from '../state-slice.ts';

type Schemas = components['schemas'];

export interface OpenAPISpecVersionRecord {
  id: string;
  createdAt: string;
  /** The source URL it was fetched from; absent when the document was given as text. */
  sourceURL?: string;
  /** What the fetched document hashed to; a refresh adds a version only when it differs. */
  contentHash: string;
}

export interface OpenAPISpecErrorRecord {
  code: string;
  message: string;
}

/**
 * An OpenAPI specification of an organization (decision 0014). Processing happens after every
 * create and replace (`processRequestedAt`) and every 6 hours after that; `processedCycles`
 * counts those already applied, so `processingState` follows from the clock.
 */
export interface OpenAPISpecRecord {
  id: string;
  organizationId: string;
  /** Lower case; unique in the organization. */
  slug: string;
  /** The source: an address to fetch (`sourceURL`) or the document itself (`sourceText`). */
  sourceURL?: string;
  sourceText?: string;
  visibility: Schemas['OpenAPISpecVisibility'];
  createdAt: string;
  updatedAt: string;
  processRequestedAt: string;
  processedCycles: number;
  /** Oldest first. */
  versions: OpenAPISpecVersionRecord[];
  lastProcessedAt?: string;
  /** Set while the last processing failed. */
  lastProcessErrorCode?: Schemas['OpenAPISpecErrorCode'];
  lastProcessedErrors?: OpenAPISpecErrorRecord[];
}

/** The state's records of OpenAPI specifications and their versions (decision 0014). */
export const openapiSpecsSlice = stateSlice({
  version: 1,
  empty: () => ({
    openAPISpecs: [] as OpenAPISpecRecord[],
  }),
});
