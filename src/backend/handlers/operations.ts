import type { OperationDefinition, OperationId } from '../http/operation.ts';
import { organizationOperations } from './organizations.ts';

/**
 * Every implemented operation, in registration order. MSW tries handlers in order, so areas
 * whose paths could overlap must list specific paths before parameterised ones.
 */
export const operationDefinitions: readonly OperationDefinition[] = [...organizationOperations];

/** For the contract test: which operationIds have a handler. */
export const implementedOperationIds: readonly OperationId[] = operationDefinitions.map(
  (definition) => definition.operationId,
);
