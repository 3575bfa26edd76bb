import type { TestRequest } from '../test-request.ts';
import { document, paragraph } from '../../api/document-builders.ts';

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

/** A request with a JSON body, as `token` (none when undefined): one line per status. */
export function withBody(path: string, token: string | undefined, json: unknown): Scenario {
  return token === undefined ? { path, json } : { path, token, json };
}

/** A body with `instructions`: a Document of one paragraph. */
export function instructionsOf(line: string) {
  return { instructions: document(paragraph(line)) };
}

/**
 * The statuses every paged list declares: `ok` reads it (200), a negative limit (400), no
 * token (401), `forbidden`'s token (403), and `missing`, where what it lists from is not found
 * (404; by default as the admin).
 */
export function listScenarios(
  path: string,
  cases: { ok: Scenario; forbidden: string; missing: string | Scenario },
): Record<string, Scenario> {
  return {
    '200': cases.ok,
    '400': { path: `${path}?limit=-1`, token: admin },
    '401': { path },
    '403': { path, token: cases.forbidden },
    '404':
      typeof cases.missing === 'string' ? { path: cases.missing, token: admin } : cases.missing,
  };
}
