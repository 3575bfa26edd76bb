import type { TestRequest } from '../test-request.ts';

/** A request sent before a scenario's own, to bring the state where its status happens. */
export interface SetupRequest extends TestRequest {
  method: string;
  path: string;
}

/** One request that should produce one declared status of an operation. */
export interface Scenario extends TestRequest {
  /** Concrete path (with query) to request; the method comes from the contract. */
  path: string;
  /** Sent first, in order; each must succeed (2xx). */
  setup?: SetupRequest[];
}

/** Per operationId, per declared status, the request that produces it. */
export type ScenarioTable = Record<string, Record<string, Scenario>>;

export const admin = 'demo-admin';
export const longId = 'x'.repeat(256);
export const acme = '/v1/orgs/org_acme';
