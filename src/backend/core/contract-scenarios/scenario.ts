import type { TestRequest } from '../../test-request.ts';
import { document, paragraph } from '../../../api/document-builders.ts';

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

/**
 * What an operation acts on: its path, and the paths the admin is refused at (400) and finds
 * nothing at (404; none for an operation that declares no 404).
 */
export interface Target {
  path: string;
  invalid: string;
  missing?: string;
}

/**
 * The statuses of a request without a body to `target`: `ok`'s token succeeds (with `status`),
 * no token is 401, `forbidden`'s token 403, and the admin gets 400 and 404 at the target's
 * invalid and missing paths. An operation that differs in one status spreads this and adds it.
 */
export function readScenarios(
  target: Target,
  ok: string,
  forbidden: string,
  status = '200',
): Record<string, Scenario> {
  return {
    [status]: { path: target.path, token: ok },
    '400': { path: target.invalid, token: admin },
    '401': { path: target.path },
    '403': { path: target.path, token: forbidden },
    ...(target.missing === undefined ? {} : { '404': { path: target.missing, token: admin } }),
  };
}

/**
 * The statuses of a list read that takes a query: those of `readScenarios`, with the 200
 * reading the list as `query` filters it (`ok`'s token, as the others).
 */
export function filteredScenarios(
  target: Target,
  query: string,
  ok: string,
  forbidden: string,
): Record<string, Scenario> {
  return {
    ...readScenarios(target, ok, forbidden),
    '200': { path: `${target.path}?${query}`, token: ok },
  };
}

/**
 * The statuses of a write to `target`: `by` (the admin unless given) succeeds with the body
 * `ok`, the admin is refused the body `invalid` (400), and `body`, valid but for who sends it,
 * is 401 without a token and 403 as `forbidden`. The 404 is the admin's `missing` body, one
 * that names something that does not exist, or else `body` at the target's missing path.
 */
export function writeScenarios(
  target: string | { path: string; missing?: string | undefined },
  cases: {
    ok: unknown;
    invalid: unknown;
    body: unknown;
    forbidden: string;
    missing?: unknown;
    by?: string;
    status?: string;
  },
): Record<string, Scenario> {
  const path = typeof target === 'string' ? target : target.path;
  let notFound: Scenario;
  if (cases.missing !== undefined) notFound = withBody(path, admin, cases.missing);
  else if (typeof target !== 'string' && target.missing !== undefined)
    notFound = withBody(target.missing, admin, cases.body);
  else throw new Error(`${path}: a write needs a missing body or a missing path for its 404`);
  return {
    [cases.status ?? '200']: withBody(path, cases.by ?? admin, cases.ok),
    '400': withBody(path, admin, cases.invalid),
    '401': withBody(path, undefined, cases.body),
    '403': withBody(path, cases.forbidden, cases.body),
    '404': notFound,
  };
}
