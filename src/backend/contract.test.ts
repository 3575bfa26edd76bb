import { describe, expect, it } from 'vitest';
import { createBackend } from './create-backend.ts';
import { implementedOperationIds } from './handlers/operations.ts';
import { contractOperations, type ContractOperation } from './http/contract.ts';
import { describeValidationErrors, validatorFor } from './http/schema-validator.ts';
import { send, type TestRequest } from './test-request.ts';

/**
 * Walks every operation of the contract and, for every status it declares, sends a request that
 * should produce that status and validates the body against the contract's schema for it. A
 * new operation or status in the contract fails this test until it has a handler and a
 * scenario here.
 */

interface Scenario extends TestRequest {
  /** Concrete path (with query) to request; the method comes from the contract. */
  path: string;
}

const admin = 'demo-admin';
const longId = 'x'.repeat(256);
const acme = '/v1/orgs/org_acme';
const instructions = {
  instructions: {
    object: 'document',
    data: { schemaVersion: 1 },
    nodes: [
      {
        object: 'block',
        type: 'paragraph',
        nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: 'Be brief.', marks: [] }] }],
      },
    ],
  },
};

const scenarios: Record<string, Record<string, Scenario>> = {
  listOrganizations: {
    '200': { path: '/v1/orgs', token: admin },
    '400': { path: '/v1/orgs?limit=0', token: admin },
    '401': { path: '/v1/orgs' },
  },
  getOrganization: {
    '200': { path: acme, token: admin },
    '400': { path: `/v1/orgs/${longId}`, token: admin },
    '401': { path: acme, token: 'not-a-token' },
    '403': { path: acme, token: 'demo-umbrella' },
    '404': { path: '/v1/orgs/org_missing', token: admin },
  },
  updateOrganization: {
    '200': {
      path: acme,
      token: admin,
      json: { title: 'Acme Documentation', logo: 'https://cdn.acme.test/logo.png' },
    },
    '400': { path: acme, token: admin, json: { title: 'x'.repeat(101) } },
    '401': { path: acme, json: { title: 'Nope' } },
    '403': { path: acme, token: 'demo-editor', json: { title: 'Nope' } },
    '404': { path: '/v1/orgs/org_missing', token: admin, json: { title: 'Nope' } },
  },
  deleteLinkInvite: {
    '204': { path: `${acme}/link-invites/invite_acme_editors`, token: admin },
    '400': { path: `${acme}/link-invites/${longId}`, token: admin },
    '401': { path: `${acme}/link-invites/invite_acme_editors` },
    '403': { path: `${acme}/link-invites/invite_acme_editors`, token: 'demo-reader' },
    '404': { path: '/v1/orgs/org_missing/link-invites/invite_acme_editors', token: admin },
  },
  joinOrganization: {
    '204': { path: '/v1/orgs/org_globex/join', token: 'demo-editor' },
    '400': { path: '/v1/orgs/org_umbrella/join', token: admin },
    '401': { path: '/v1/orgs/org_globex/join' },
    '404': { path: '/v1/orgs/org_missing/join', token: admin },
  },
  searchOrganizationContent: {
    '200': { path: `${acme}/search?query=deploy`, token: 'demo-reader' },
    '400': { path: `${acme}/search`, token: admin },
    '401': { path: `${acme}/search?query=deploy` },
    '403': { path: `${acme}/search?query=deploy`, token: 'demo-umbrella' },
    '404': { path: '/v1/orgs/org_missing/search?query=deploy', token: admin },
  },
  getAgentInstructions: {
    '200': { path: `${acme}/agent-instructions`, token: 'demo-guest' },
    '400': { path: `/v1/orgs/${longId}/agent-instructions`, token: admin },
    '401': { path: `${acme}/agent-instructions` },
    '403': { path: `${acme}/agent-instructions`, token: 'demo-umbrella' },
    '404': { path: '/v1/orgs/org_missing/agent-instructions', token: admin },
  },
  updateAgentInstructions: {
    '200': { path: `${acme}/agent-instructions`, token: admin, json: instructions },
    '400': {
      path: `${acme}/agent-instructions`,
      token: admin,
      json: { instructions: { object: 'document' } },
    },
    '401': { path: `${acme}/agent-instructions`, json: instructions },
    '403': { path: `${acme}/agent-instructions`, token: 'demo-editor', json: instructions },
    '404': { path: '/v1/orgs/org_missing/agent-instructions', token: admin, json: instructions },
  },
  listOrganizationsByEmailDomain: {
    '200': { path: '/v1/email-domains/acme.test/orgs', token: 'demo-umbrella' },
    '400': { path: '/v1/email-domains/Not_A_Domain/orgs', token: admin },
    '401': { path: '/v1/email-domains/acme.test/orgs' },
  },
};

function expectMatchesContract(
  operation: ContractOperation,
  status: string,
  response: { status: number; headers: Headers; body: unknown },
) {
  const declared = operation.responses[status];
  if (!declared) throw new Error(`${operation.operationId} declares no ${status}`);
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
    expect([...implementedOperationIds].sort()).toEqual(contractIds);
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
    const backend = createBackend({ seed: 'demo' });
    const { path, ...request } = scenario;
    const response = await send(backend, operation.method.toUpperCase(), path, request);
    expect(response.status, JSON.stringify(response.body)).toBe(Number(status));
    expectMatchesContract(operation, status, response);
  });

  it.each([500, 503, 429] as const)(
    'answers an injected %s as the default response',
    async (status) => {
      const backend = createBackend({ seed: 'demo' });
      backend.setFaults({ latencyMs: 0, errorRate: 1, status });
      const success = scenarios[operation.operationId]?.[String(operation.successStatus)];
      if (!success) throw new Error(`No success scenario for ${operation.operationId}`);
      const { path, ...request } = success;
      const response = await send(backend, operation.method.toUpperCase(), path, request);
      expect(response.status).toBe(status);
      expectMatchesContract(operation, 'default', response);
      if (status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    },
  );
});
