import type { OperationDefinition, OperationId } from '../http/operation.ts';
import { changeRequestOperations } from './change-requests.ts';
import { collectionOperations } from './collections.ts';
import { memberOperations } from './members.ts';
import { organizationOperations } from './organizations.ts';
import { siteOperations } from './sites.ts';
import { spaceOperations } from './spaces.ts';
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
  // Site paths all live under /v1/orgs/{organizationId}/sites, which no other area uses.
  ...siteOperations,
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
