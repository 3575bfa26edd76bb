import type { OperationDefinition, OperationId } from '../http/operation.ts';
import { changeRequestReviewOperations } from './change-request-reviews.ts';
import { changeRequestOperations } from './change-requests.ts';
import { collectionOperations } from './collections.ts';
import { integrationOperations } from './integrations.ts';
import { openAPISpecOperations } from './openapi-specs.ts';
import { conversationOperations } from './conversations.ts';
import { importOperations } from './imports.ts';
import { organizationOperations } from './organizations.ts';
import { siteSectionOperations } from './site-sections.ts';
import { siteOperations } from './sites.ts';
import { revisionOperations } from './revisions.ts';
import { spaceOperations } from './spaces.ts';
import { translationOperations } from './translations.ts';
import { memberOperations } from './members.ts';
import { ssoOperations } from './sso.ts';
import { teamOperations } from './teams.ts';

/**
 * Every implemented operation, in registration order. MSW tries handlers in order, so areas
 * whose paths could overlap must list specific paths before parameterised ones.
 */
export const operationDefinitions: readonly OperationDefinition[] = [
  ...organizationOperations,
  // Paths of spaces and collections never overlap (`/v1/spaces/{spaceId}` does not match
  // `/v1/spaces/{spaceId}/move`: a parameter is one path segment).
  ...spaceOperations,
  ...collectionOperations,
  ...changeRequestOperations,
  // Reviews, reviewers, changes and comments end in their own segments after the request's id.
  ...changeRequestReviewOperations,
  // `/content...` and `/revisions/...` are their own segments under a space or a request.
  ...revisionOperations,
  // Site paths all live under /v1/orgs/{organizationId}/sites, which no other area uses.
  ...siteOperations,
  // `sections` and `site-spaces` are their own segments under a site: no overlap with
  // `section-groups`, and `{id}/move` is one segment longer than `{id}`.
  ...siteSectionOperations,
  // Integration paths live under /v1/integrations, or end in their own fixed segments under
  // /v1/orgs/{organizationId} (`installations`, `integrations/...`, `integration-scripts`).
  ...integrationOperations,
  // `/translations/estimate` comes before `/translations/{translationId}` in the list.
  ...translationOperations,
  ...openAPISpecOperations,
  // Under /v1/org/ (singular): no other area's paths.
  ...importOperations,
  // Under /v1/orgs/{organizationId}/conversations*: `conversations-clusters` and
  // `conversations-issues` are whole segments, so they never match `conversations/{id}`.
  ...conversationOperations,
  // People and access live under /v1/orgs/{organizationId}/members, /teams, /saml and /sso,
  // plus /v1/user; none of them overlaps another area's paths.
  ...memberOperations,
  ...teamOperations,
  ...ssoOperations,
];

/** For the contract test: which operationIds have a handler. */
export const implementedOperationIds: readonly OperationId[] = operationDefinitions.map(
  (definition) => definition.operationId,
);
