import { settleTimedWork } from '../domain/timed-work.ts';
import type { OperationDefinition, OperationId } from '../http/operation.ts';
import { changeRequestOperations } from './change-requests.ts';
import { collectionOperations } from './collections.ts';
import { integrationOperations } from './integrations.ts';
import { openAPISpecOperations } from './openapi-specs.ts';
import { organizationOperations } from './organizations.ts';
import { siteOperations } from './sites.ts';
import { spaceOperations } from './spaces.ts';
import { translationOperations } from './translations.ts';

/**
 * Settles the work that moves on the clock before the operation reads or changes anything, so
 * every answer (a translated space in the content tree, a new spec version) is up to date.
 */
function afterSettling(definition: OperationDefinition): OperationDefinition {
  return {
    operationId: definition.operationId,
    run: (context) => {
      settleTimedWork(context.state, context.clock.now());
      return definition.run(context);
    },
  };
}

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
  // Integration paths live under /v1/integrations, or end in their own fixed segments under
  // /v1/orgs/{organizationId} (`installations`, `integrations/...`, `integration-scripts`).
  ...integrationOperations,
  // `/translations/estimate` comes before `/translations/{translationId}` in the list.
  ...translationOperations,
  ...openAPISpecOperations,
].map(afterSettling);

/** For the contract test: which operationIds have a handler. */
export const implementedOperationIds: readonly OperationId[] = operationDefinitions.map(
  (definition) => definition.operationId,
);
