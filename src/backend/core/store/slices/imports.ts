import type { components } from '../../../../api/schema.gen.ts';
import { stateSlice } from '../state-slice.ts';

type Schemas = components['schemas'];

/** Where an import puts its pages: the change request is stored by id (never by number). */
export type ImportTargetValue = Schemas['ImportTarget'];

/**
 * An import run (decision 0015). Only what happened is stored: when it started, when it was
 * cancelled, and how many of its pages are already written into the target. Its status and
 * pages are derived from these and the backend clock when read.
 */
export interface ImportRunRecord {
  id: string;
  organizationId: string;
  createdBy: string;
  source: Schemas['ImportSourceWebsite'];
  target: ImportTargetValue;
  enhance: boolean;
  startedAt: string;
  cancelledAt?: string;
  /** Set when the target stopped taking pages (merged, archived, deleted) before the end. */
  stopped?: { at: string; pages: number; error: string };
  /** How many of its pages are in the target already (they appear one by one). */
  written: number;
  /** True once the run ended and all its pages are written: nothing left to do. */
  settled: boolean;
}

/** The state's records of website imports (decision 0015). */
export const importsSlice = stateSlice({
  version: 1,
  empty: () => ({
    importRuns: [] as ImportRunRecord[],
  }),
});
