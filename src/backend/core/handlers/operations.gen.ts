// Written by `npm run generate` (scripts/area-indexes.ts) from the file names: do not edit.
import type { OperationDefinition } from '../http/operation.ts';
import { changeRequestReviewOperations } from './change-request-reviews.ts';
import { changeRequestOperations } from './change-requests.ts';
import { collectionOperations } from './collections.ts';
import { conversationOperations } from './conversations.ts';
import { importOperations } from './imports.ts';
import { integrationOperations } from './integrations.ts';
import { memberOperations } from './members.ts';
import { openAPISpecOperations } from './openapi-specs.ts';
import { organizationOperations } from './organizations.ts';
import { revisionOperations } from './revisions.ts';
import { siteSectionOperations } from './site-sections.ts';
import { siteOperations } from './sites.ts';
import { spaceOperations } from './spaces.ts';
import { ssoOperations } from './sso.ts';
import { teamOperations } from './teams.ts';
import { translationOperations } from './translations.ts';

/**
 * Every area's handlers, by file name. Their order does not matter: the route table tries a
 * path's literal segments before parameters (src/backend/http/route-table.ts).
 */
export const operationDefinitions: readonly OperationDefinition[] = [
  ...changeRequestReviewOperations,
  ...changeRequestOperations,
  ...collectionOperations,
  ...conversationOperations,
  ...importOperations,
  ...integrationOperations,
  ...memberOperations,
  ...openAPISpecOperations,
  ...organizationOperations,
  ...revisionOperations,
  ...siteSectionOperations,
  ...siteOperations,
  ...spaceOperations,
  ...ssoOperations,
  ...teamOperations,
  ...translationOperations,
];
