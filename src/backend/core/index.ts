/**
 * The platform in a box: the rules (domain/), the handlers that answer each operation
 * (handlers/), the state and its seeds (store/), and what a handler speaks (http/: operations,
 * errors, paging, streams). This index is all the runtimes around it use (the pipeline in
 * ../http, the journal, the demo's worker and tab leadership, the API server): they import
 * nothing else of the core (eslint-rules/boundaries.js), so the machinery can change without
 * touching an area, and an area without touching the machinery.
 */
export { seedAssetPath } from './domain/site-customization.ts';
export { cleanText, textKinds } from './domain/text.ts';
export type { TextKind } from './domain/text.ts';
export { settleTimeDrivenState } from './domain/time-driven.ts';
export { operationDefinitions } from './handlers/operations.gen.ts';
export {
  ApiError,
  answerForThrown,
  emptyAnswer,
  errorAnswer,
  errorBody,
  jsonAnswer,
  jsonResponse,
  responseForThrown,
  toResponse,
} from './http/api-error.ts';
export type { Answer } from './http/api-error.ts';
export {
  absoluteRefs,
  contractDocument,
  contractOperation,
  contractOperations,
  contractSchemaId,
} from './http/contract.ts';
export type { ContractOperation, ContractParameter, JsonSchema } from './http/contract.ts';
export { EventStreamBody } from './http/event-stream.ts';
export { SuccessWithStatus } from './http/operation.ts';
export type {
  ApiRequest,
  OperationContext,
  OperationDefinition,
  OperationId,
  PathParams,
  QueryParams,
  RequestBody,
} from './http/operation.ts';
export { mergeChanges, trackChanges } from './store/change-tracking.ts';
export type { ChangeSet } from './store/change-tracking.ts';
export { createClock } from './store/clock.ts';
export type { Clock } from './store/clock.ts';
export {
  beginChange,
  changing,
  endChange,
  keptView,
  readingWith,
  stateRevision,
} from './store/indexes.ts';
export { createSeedState, demoUsers } from './store/seeds.ts';
export type { DemoUser } from './store/seeds.ts';
export { isBackendState, isSeedName, seedNames } from './store/state.ts';
export type { BackendState, SeedName, UserRecord } from './store/state.ts';
export { createStore } from './store/store.ts';
export type { Store } from './store/store.ts';
