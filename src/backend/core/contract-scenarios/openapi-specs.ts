import {
  acme,
  admin,
  type ScenarioTable,
  listScenarios,
  withBody,
  writeScenarios,
} from './scenario.ts';

// OpenAPI specifications (seed: src/backend/core/store/seed-openapi-specs.ts).
const openapi = `${acme}/openapi`;
const payments = `${openapi}/payments-api`;
const ordersSource = { source: { url: 'https://api.acme.test/openapi/orders.yaml' } };

export const openAPISpecScenarios: ScenarioTable = {
  listOpenAPISpecs: listScenarios(openapi, {
    ok: { path: openapi, token: 'demo-guest' },
    forbidden: 'demo-umbrella',
    missing: '/v1/orgs/org_missing/openapi',
  }),
  createOpenAPISpec: writeScenarios(
    { path: openapi, missing: '/v1/orgs/org_missing/openapi' },
    {
      status: '201',
      ok: { slug: 'Orders-API', ...ordersSource },
      invalid: { slug: 'PAYMENTS-api', ...ordersSource },
      body: { slug: 'orders', ...ordersSource },
      forbidden: 'demo-editor',
    },
  ),
  getOpenAPISpec: {
    '200': { path: `${openapi}/Payments-API`, token: 'demo-guest' },
    '400': { path: `${openapi}/not_a_slug`, token: admin },
    '401': { path: payments },
    '403': { path: payments, token: 'demo-umbrella' },
    '404': { path: `${openapi}/missing-spec`, token: admin },
  },
  replaceOpenAPISpec: {
    '200': withBody(payments, admin, ordersSource),
    // Created from the document itself: the platform's other source form.
    '201': withBody(`${openapi}/orders`, admin, {
      source: { text: 'openapi: 3.1.0\ninfo:\n  title: Orders\n  version: 1.0.0\npaths: {}\n' },
    }),
    '400': withBody(payments, admin, { source: { url: 'ftp://files.acme.test/a' } }),
    '401': withBody(payments, undefined, ordersSource),
    '403': withBody(payments, 'demo-editor', ordersSource),
    '404': withBody('/v1/orgs/org_missing/openapi/orders', admin, ordersSource),
  },
  updateOpenAPISpec: {
    '200': withBody(`${openapi}/billing-api`, admin, { visibility: 'public' }),
    '400': withBody(payments, admin, { visibility: 'everyone' }),
    '401': withBody(payments, undefined, { visibility: 'private' }),
    '403': withBody(payments, 'demo-guest', { visibility: 'private' }),
    '404': withBody(`${openapi}/missing-spec`, admin, { visibility: 'public' }),
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
