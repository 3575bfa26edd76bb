import { acme, admin, type ScenarioTable, listScenarios } from './scenario.ts';

// OpenAPI specifications (seed: src/backend/store/seed-openapi-specs.ts).
const openapi = `${acme}/openapi`;
const payments = `${openapi}/payments-api`;
const ordersSource = { source: { url: 'https://api.acme.test/openapi/orders.yaml' } };

export const openAPISpecScenarios: ScenarioTable = {
  listOpenAPISpecs: listScenarios(openapi, {
    ok: { path: openapi, token: 'demo-guest' },
    forbidden: 'demo-umbrella',
    missing: '/v1/orgs/org_missing/openapi',
  }),
  createOpenAPISpec: {
    '201': { path: openapi, token: admin, json: { slug: 'Orders-API', ...ordersSource } },
    '400': { path: openapi, token: admin, json: { slug: 'PAYMENTS-api', ...ordersSource } },
    '401': { path: openapi, json: { slug: 'orders', ...ordersSource } },
    '403': { path: openapi, token: 'demo-editor', json: { slug: 'orders', ...ordersSource } },
    '404': {
      path: '/v1/orgs/org_missing/openapi',
      token: admin,
      json: { slug: 'orders', ...ordersSource },
    },
  },
  getOpenAPISpec: {
    '200': { path: `${openapi}/Payments-API`, token: 'demo-guest' },
    '400': { path: `${openapi}/not_a_slug`, token: admin },
    '401': { path: payments },
    '403': { path: payments, token: 'demo-umbrella' },
    '404': { path: `${openapi}/missing-spec`, token: admin },
  },
  replaceOpenAPISpec: {
    '200': { path: payments, token: admin, json: ordersSource },
    '201': { path: `${openapi}/orders`, token: admin, json: ordersSource },
    '400': { path: payments, token: admin, json: { source: { url: 'ftp://files.acme.test/a' } } },
    '401': { path: payments, json: ordersSource },
    '403': { path: payments, token: 'demo-editor', json: ordersSource },
    '404': { path: '/v1/orgs/org_missing/openapi/orders', token: admin, json: ordersSource },
  },
  updateOpenAPISpec: {
    '200': { path: `${openapi}/billing-api`, token: admin, json: { visibility: 'public' } },
    '400': { path: payments, token: admin, json: { visibility: 'everyone' } },
    '401': { path: payments, json: { visibility: 'private' } },
    '403': { path: payments, token: 'demo-guest', json: { visibility: 'private' } },
    '404': { path: `${openapi}/missing-spec`, token: admin, json: { visibility: 'public' } },
  },
  deleteOpenAPISpec: {
    '204': { path: payments, token: admin },
    '400': { path: `${openapi}/not_a_slug`, token: admin },
    '401': { path: payments },
    '403': { path: payments, token: 'demo-reader' },
    '404': { path: '/v1/orgs/org_missing/openapi/payments-api', token: admin },
  },
  listOpenAPISpecVersions: listScenarios(`${payments}/versions`, {
    ok: { path: `${payments}/versions?limit=2`, token: 'demo-guest' },
    forbidden: 'demo-umbrella',
    missing: `${openapi}/missing-spec/versions`,
  }),
};
