import { changeRequestReviewScenarios } from './change-request-reviews.ts';
import { coreScenarios } from './core.ts';
import { integrationScenarios } from './integrations.ts';
import { openAPISpecScenarios } from './openapi-specs.ts';
import { conversationScenarios } from './conversations.ts';
import { importScenarios } from './imports.ts';
import { peopleScenarios } from './people.ts';
import { revisionScenarios } from './revisions.ts';
import type { ScenarioTable } from './scenario.ts';
import { siteSectionScenarios } from './site-sections.ts';
import { siteScenarios } from './sites.ts';
import { translationScenarios } from './translations.ts';

/** Every area's scenarios; an area adds its table here (one file per area). */
export const scenarios: ScenarioTable = {
  ...coreScenarios,
  ...changeRequestReviewScenarios,
  ...siteScenarios,
  ...siteSectionScenarios,
  ...integrationScenarios,
  ...translationScenarios,
  ...openAPISpecScenarios,
  ...importScenarios,
  ...conversationScenarios,
  ...peopleScenarios,
  ...revisionScenarios,
};
