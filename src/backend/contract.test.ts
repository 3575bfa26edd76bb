import { describe, expect, it } from 'vitest';
import { operationDefinitions } from './core/handlers/operations.gen.ts';
import {
  componentSchema,
  contractOperations,
  type ContractOperation,
} from './core/http/contract.ts';
import { describeValidationErrors, validatorFor } from './http/schema-validator.ts';
import { scenarios } from './core/contract-scenarios/index.ts';
import { seededBackend } from './seeded-backend.ts';
import { parseEventStream, send } from './test-request.ts';

/**
 * Walks every operation of the contract and, for every status it declares, sends a request that
 * should produce that status and validates the body against the contract's schema for it. A
 * new operation or status in the contract fails this test until it has a handler and a
 * scenario here.
 */

function expectMatchesContract(
  operation: ContractOperation,
  status: string,
  response: { status: number; headers: Headers; body: unknown },
) {
  const declared = operation.responses[status];
  if (!declared) throw new Error(`${operation.operationId} declares no ${status}`);
  if (response.headers.get('content-type') === 'text/event-stream') {
    // The AI response: every event's data must be a SiteAIResponseEvent, start to finish.
    const validateEvent = validatorFor(componentSchema('SiteAIResponseEvent'), { coerce: false });
    const events = parseEventStream(response.body);
    for (const event of events)
      expect(
        validateEvent(event) ? 'valid' : describeValidationErrors(validateEvent.errors, 'event'),
      ).toBe('valid');
    expect(events.length).toBeGreaterThanOrEqual(2);
    return;
  }
  if (!declared.schema) {
    expect(response.body, `${operation.operationId} ${status} has no body`).toBeUndefined();
    return;
  }
  expect(response.headers.get('content-type')).toBe('application/json');
  const validate = validatorFor(declared.schema, { coerce: false });
  const valid = validate(response.body);
  expect(
    valid ? 'valid' : describeValidationErrors(validate.errors, 'response'),
    `${operation.operationId} ${status}: ${JSON.stringify(response.body).slice(0, 400)}`,
  ).toBe('valid');
}

const operations = contractOperations();

describe('contract coverage', () => {
  it('has a handler for every operation of the contract, and none beyond it', () => {
    const contractIds = operations.map((o) => o.operationId).sort();
    expect(operationDefinitions.map((definition) => definition.operationId).sort()).toEqual(
      contractIds,
    );
  });

  it('has a scenario for every declared status, and none for undeclared ones', () => {
    const missing: string[] = [];
    const extra: string[] = [];
    for (const operation of operations) {
      const declared = Object.keys(operation.responses).filter((s) => s !== 'default');
      const table = scenarios[operation.operationId] ?? {};
      for (const status of declared)
        if (!table[status]) missing.push(`${operation.operationId} ${status}`);
      for (const status of Object.keys(table))
        if (!declared.includes(status)) extra.push(`${operation.operationId} ${status}`);
    }
    for (const id of Object.keys(scenarios))
      if (!operations.some((o) => o.operationId === id)) extra.push(`${id} (not in the contract)`);
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('declares a default (throttling and unexpected failure) response on every operation', () => {
    for (const operation of operations)
      expect(operation.responses['default']?.schema).toBeDefined();
  });
});

describe.each(operations.map((o) => [o.operationId, o] as const))('%s', (_id, operation) => {
  const statuses = Object.keys(operation.responses).filter((s) => s !== 'default');

  it.each(statuses)('answers %s as the contract describes', async (status) => {
    const scenario = scenarios[operation.operationId]?.[status];
    if (!scenario) throw new Error(`No scenario for ${operation.operationId} ${status}`);
    const backend = seededBackend();
    const { path, setup = [], ...request } = scenario;
    for (const { method, path: setupPath, ...step } of setup) {
      const prepared = await send(backend, method, setupPath, step);
      expect(prepared.status, `setup ${method} ${setupPath}`).toBeLessThan(300);
    }
    const response = await send(backend, operation.method.toUpperCase(), path, request);
    expect(response.status, JSON.stringify(response.body)).toBe(Number(status));
    expectMatchesContract(operation, status, response);
  });

  it.each([500, 503, 429] as const)(
    'answers an injected %s as the default response',
    async (status) => {
      const backend = seededBackend();
      backend.setFaults({ latencyMs: 0, errorRate: 1, status });
      const success = scenarios[operation.operationId]?.[String(operation.successStatus)];
      if (!success) throw new Error(`No success scenario for ${operation.operationId}`);
      const { path, ...request } = success;
      const response = await send(backend, operation.method.toUpperCase(), path, request);
      expect(response.status).toBe(status);
      expectMatchesContract(operation, 'default', response);
      if (status === 429 || status === 503)
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      else expect(response.headers.get('retry-after')).toBeNull();
    },
  );
});
