import { http, type HttpHandler } from 'msw';
import type { DemoUser } from '../store/seeds.ts';
import { ApiError, jsonResponse, responseForThrown } from './api-error.ts';
import type { Faults } from './faults.ts';
import { bodyRoot, describeValidationErrors, validatorFor } from './schema-validator.ts';
import type { JsonSchema } from './contract.ts';
import type { Store } from '../store/store.ts';
import type { Clock } from '../store/clock.ts';

/**
 * Control endpoints outside `/v1` for tests and the demo: health, reset, clock and faults.
 * They need no token (they are not part of the platform) and faults never apply to them.
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

async function readJson(request: Request, schema: JsonSchema): Promise<Record<string, unknown>> {
  const text = await request.text();
  let body: unknown;
  try {
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON.');
  }
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
        users: runtime.demoUsers,
      }),
    ),
    http.post('*/_backend/reset', () =>
      safely(async () => {
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
