// Written by `npm run generate` (scripts/area-indexes.ts) from the file names: do not edit.
import { changeRequestsSeed } from './seed-change-requests.ts';
import { conversationsSeed } from './seed-conversations.ts';
import { importsSeed } from './seed-imports.ts';
import { integrationsSeed } from './seed-integrations.ts';
import { openAPISpecsSeed } from './seed-openapi-specs.ts';
import { translationsSeed } from './seed-translations.ts';
import type { SeedStep } from './seed-step.ts';

/** Every area's seed step, by file name; `orderedSeedSteps` puts them in the order they ask. */
export const seedSteps: readonly SeedStep[] = [
  changeRequestsSeed,
  conversationsSeed,
  importsSeed,
  integrationsSeed,
  openAPISpecsSeed,
  translationsSeed,
];
