// Written by `npm run generate` (scripts/area-indexes.ts) from the file names: do not edit.
import { changeRequestsSlice } from './slices/change-requests.ts';
import { contentSlice } from './slices/content.ts';
import { conversationsSlice } from './slices/conversations.ts';
import { importsSlice } from './slices/imports.ts';
import { integrationsSlice } from './slices/integrations.ts';
import { openapiSpecsSlice } from './slices/openapi-specs.ts';
import { peopleSlice } from './slices/people.ts';
import { sitesSlice } from './slices/sites.ts';
import { translationsSlice } from './slices/translations.ts';
import type { SliceLists } from './state-slice.ts';

export * from './slices/change-requests.ts';
export * from './slices/content.ts';
export * from './slices/conversations.ts';
export * from './slices/imports.ts';
export * from './slices/integrations.ts';
export * from './slices/openapi-specs.ts';
export * from './slices/people.ts';
export * from './slices/sites.ts';
export * from './slices/translations.ts';

/** Every area's slice of the state, by file name. */
export const stateSlices = {
  'change-requests': changeRequestsSlice,
  content: contentSlice,
  conversations: conversationsSlice,
  imports: importsSlice,
  integrations: integrationsSlice,
  'openapi-specs': openapiSpecsSlice,
  people: peopleSlice,
  sites: sitesSlice,
  translations: translationsSlice,
};

/** The lists of every slice, as the state holds them. */
export type SlicesState = SliceLists<typeof changeRequestsSlice> &
  SliceLists<typeof contentSlice> &
  SliceLists<typeof conversationsSlice> &
  SliceLists<typeof importsSlice> &
  SliceLists<typeof integrationsSlice> &
  SliceLists<typeof openapiSpecsSlice> &
  SliceLists<typeof peopleSlice> &
  SliceLists<typeof sitesSlice> &
  SliceLists<typeof translationsSlice>;
