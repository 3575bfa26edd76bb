import type { TestRequest } from '../test-request.ts';

/** One request that should produce one declared status of an operation. */
export interface Scenario extends TestRequest {
  /** Concrete path (with query) to request; the method comes from the contract. */
  path: string;
}

/** Per operationId, per declared status, the request that produces it. */
export type ScenarioTable = Record<string, Record<string, Scenario>>;

export const admin = 'demo-admin';
export const longId = 'x'.repeat(256);
export const acme = '/v1/orgs/org_acme';
