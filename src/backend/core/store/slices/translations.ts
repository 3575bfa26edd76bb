import type { components } from '../../../../api/schema.gen.ts';
import type { DocumentValue } from '../state.ts';
import { stateSlice } from '../state-slice.ts';

type Schemas = components['schemas'];

/** One finished run of a translation (decision 0014); its numbers never change again. */
export interface TranslationRunRecord {
  /** Asked for: the run is pending from then. */
  requestedAt: string;
  /** Started: it translates the source as it is at this moment. */
  startedAt: string;
  completedAt: string;
  pages: number;
  words: number;
  /** The revision of the translated space it made. */
  revision: string;
}

/**
 * A translation of a space into another language. Its status is not stored: it follows from
 * `queuedAt`, `runs` and the clock (domain/translations.ts).
 */
export interface TranslationRecord {
  id: string;
  organizationId: string;
  sourceSpaceId: string;
  sourceLanguage: Schemas['Language'];
  language: Schemas['Language'];
  instructions: DocumentValue;
  createdAt: string;
  updatedAt: string;
  /** When the run not finished yet was asked for; absent when none is. */
  queuedAt?: string;
  /** Finished runs, oldest first. */
  runs: TranslationRunRecord[];
  /** The translated space, made by the first run. */
  resultSpaceId?: string;
}

/** The state's records of translations of spaces and their runs (decision 0014). */
export const translationsSlice = stateSlice({
  version: 1,
  empty: () => ({
    translations: [] as TranslationRecord[],
  }),
});
