import {
  cancelImport,
  findImportRun,
  importRunResponse,
  organizationImportRuns,
  settleImports,
  startImport,
} from '../domain/imports.ts';
import { defineOperation, scopedOperation } from '../http/operation.ts';
import { paginateAs } from '../http/pagination.ts';
import type { Clock } from '../store/clock.ts';
import type { BackendState } from '../store/state.ts';
import { memberOf } from './scopes.ts';

/**
 * Imports: thin handlers; the rules live in domain/imports.ts. Members read the runs of their
 * organization; anyone else gets 403.
 */

/**
 * One moment for the whole answer: the pages written into the target and the pages the run
 * reports are those of the same instant.
 */
function settledNow(state: BackendState, clock: Clock): Date {
  const now = clock.now();
  settleImports(state, now);
  return now;
}

export const importOperations = [
  scopedOperation('listImportRuns', memberOf, (organization, { state, query, origin, clock }) => {
    const now = settledNow(state, clock);
    return paginateAs(organizationImportRuns(state, organization.id), query, (run) =>
      importRunResponse(run, now, origin),
    );
  }),

  defineOperation('startImport', ({ state, user, params, body, origin, clock }) => {
    const now = settledNow(state, clock);
    const run = startImport(state, params.organizationId, user, body, now);
    return importRunResponse(run, now, origin);
  }),

  scopedOperation('getImportRun', memberOf, (organization, { state, params, origin, clock }) => {
    const run = findImportRun(state, organization.id, params.importRunId);
    return importRunResponse(run, settledNow(state, clock), origin);
  }),

  scopedOperation(
    'cancelImportRun',
    memberOf,
    (organization, { state, user, params, origin, clock }) => {
      const run = findImportRun(state, organization.id, params.importRunId);
      const now = settledNow(state, clock);
      cancelImport(state, run, user, now);
      return importRunResponse(run, now, origin);
    },
  ),
];
