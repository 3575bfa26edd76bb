import { http, type HttpHandler } from 'msw';
import {
  ApiError,
  type Clock,
  type DemoUser,
  jsonResponse,
  type JsonSchema,
  responseForThrown,
  type Store,
} from '../core/index.ts';
import type { Faults } from './faults.ts';
import { parseJsonBody } from './json-body.ts';
import { bodyRoot, describeValidationErrors, validatorFor } from './schema-validator.ts';

/**
 * Control endpoints outside `/v1` for tests and the demo: health, reset, clock and faults.
 * They need no token (they are not part of the platform) and faults never apply to them.
 *
 * Because no token guards them, a web page must not be able to call them (docs/decisions/0016):
 * a POST takes only `Content-Type: application/json`, which a browser never sends across
 * origins without a preflight that the API server grants to trusted origins only, and no
 * answer holds a token.
 */

export interface ControlRuntime {
  store: Store;
  clock: Clock;
  demoUsers: readonly DemoUser[];
  getFaults(): Faults;
  setFaults(faults: Faults): void;
  /** Back to the seed: data, clock offset and faults; also forgets what was saved. */
  reset(): Promise<void>;
  persist(): Promise<void>;
}

const clockSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['advanceMs'],
  properties: { advanceMs: { type: 'integer', minimum: 0 } },
};

const faultsSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    latencyMs: { type: 'integer', minimum: 0, maximum: 60_000 },
    errorRate: { type: 'number', minimum: 0, maximum: 1 },
    status: { enum: [500, 503, 429] },
  },
};

/** `application/json`, with or without parameters such as `charset`, in any letter case. */
export function isJsonContentType(header: string | null): boolean {
  return header !== null && /^application\/json\s*(;|$)/i.test(header.trim());
}

/**
 * 415 unless the request says it sends JSON, even when it sends nothing (a reset): a form or a
 * `no-cors` fetch from another site can send any other type, or none, without a preflight.
 */
function requireJson(request: Request): void {
  if (!isJsonContentType(request.headers.get('content-type')))
    throw new ApiError(
      415,
      'Control endpoints take only JSON: send the header Content-Type: application/json.',
    );
}

async function readJson(request: Request, schema: JsonSchema): Promise<Record<string, unknown>> {
  requireJson(request);
  const body = parseJsonBody(await request.text()) ?? {};
  const validate = validatorFor(schema, { coerce: false });
  if (!validate(body)) throw new ApiError(400, describeValidationErrors(validate.errors, bodyRoot));
  return body as Record<string, unknown>;
}

async function safely(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (thrown) {
    return responseForThrown(thrown);
  }
}

export function controlHandlers(runtime: ControlRuntime): HttpHandler[] {
  const now = () => runtime.clock.nowIso();
  return [
    http.get('*/_backend/health', () =>
      jsonResponse(200, {
        ok: true,
        seed: runtime.store.seed,
        now: now(),
        // Who the demo users are, never their tokens: the server prints those when it starts.
        users: runtime.demoUsers.map(({ token: _token, ...user }) => user),
      }),
    ),
    http.post('*/_backend/reset', ({ request }) =>
      safely(async () => {
        requireJson(request);
        await runtime.reset();
        return jsonResponse(200, { ok: true, seed: runtime.store.seed, now: now() });
      }),
    ),
    http.get('*/_backend/clock', () => jsonResponse(200, { now: now() })),
    http.post('*/_backend/clock', ({ request }) =>
      safely(async () => {
        const body = await readJson(request, clockSchema);
        runtime.clock.advance(Number(body['advanceMs']));
        await runtime.persist();
        return jsonResponse(200, { now: now() });
      }),
    ),
    http.get('*/_backend/faults', () => jsonResponse(200, runtime.getFaults())),
    http.post('*/_backend/faults', ({ request }) =>
      safely(async () => {
        const body = await readJson(request, faultsSchema);
        const next: Faults = { ...runtime.getFaults() };
        if (typeof body['latencyMs'] === 'number') next.latencyMs = body['latencyMs'];
        if (typeof body['errorRate'] === 'number') next.errorRate = body['errorRate'];
        const status = body['status'];
        if (status === 500 || status === 503 || status === 429) next.status = status;
        runtime.setFaults(next);
        await runtime.persist();
        return jsonResponse(200, next);
      }),
    ),
  ];
}
