import { describe, expect, it } from 'vitest';
import { document, paragraph } from '../api/document-builders.ts';
import { seededBackend } from './seeded-backend.ts';
import { errorMessage, send } from './test-request.ts';

/**
 * Inputs the platform refuses and a client may still send: each is refused with a 400 whose
 * message names the field and what is wrong with it, and nothing of it is stored.
 */

interface Refused {
  what: string;
  method: string;
  path: string;
  json: unknown;
  /** The start of the message: the field's pointer, then why. */
  message: RegExp;
}

const manifest = {
  title: 'Acme Status',
  description: 'Shows the status of Acme services on every page.',
  script: 'export default {};',
  organization: 'org_acme',
  visibility: 'unlisted',
  scopes: ['site:script:inject'],
};
const publish = { method: 'POST', path: '/v1/integrations/acme-status' };
const ingest = { method: 'POST', path: '/v1/orgs/org_acme/conversations' };
const conversation = {
  id: 'ticket-hostile',
  subject: 'Where do I find my invoice?',
  parts: [{ type: 'message', role: 'user', body: 'I cannot find the invoice for March.' }],
};

function settingsWith(property: unknown) {
  return { ...manifest, configurations: { account: { properties: { setting: property } } } };
}

const dangerousUrls = ['javascript:alert(1)', 'VBScript:msgbox(1)'];

const dangerousUrlCases: Refused[] = dangerousUrls.flatMap((url) => [
  {
    what: `an integration's external link ${url}`,
    ...publish,
    json: { ...manifest, externalLinks: [{ url, label: 'Status' }] },
    message: /^\/externalLinks\/0\/url must be an http, https or mailto address/,
  },
  {
    what: `a button setting's callback_url ${url}`,
    ...publish,
    json: settingsWith({ type: 'button', callback_url: url, button_text: 'Go' }),
    message: /callback_url must be an http, https or mailto address/,
  },
  {
    what: `a string setting's completion_url ${url}`,
    ...publish,
    json: settingsWith({ type: 'string', completion_url: url }),
    message: /completion_url must be an http, https or mailto address/,
  },
  {
    what: `a conversation's metadata.url ${url}`,
    ...ingest,
    json: [{ ...conversation, metadata: { url } }],
    message: /^\/0\/metadata\/url must be an http, https or mailto address/,
  },
]);

describe('dangerous addresses', () => {
  it.each(dangerousUrlCases.map((c) => [c.what, c] as const))('refuses %s', async (_what, c) => {
    const backend = seededBackend();
    const response = await send(backend, c.method, c.path, { token: 'demo-admin', json: c.json });
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(errorMessage(response.body)).toMatch(c.message);
  });
});

/** Names every object inherits: a lookup by them must find only what the caller sent. */
const memberNames = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];

/** `{ [key]: value }` as JSON would build it: `__proto__` an own key, not the prototype. */
function withKey(key: string, value: unknown): Record<string, unknown> {
  return JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(value)}}`) as Record<string, unknown>;
}

const webhooksInstallation = '/v1/integrations/webhooks/installations/inst_acme_webhooks';

describe.each(memberNames)('a key named %s', (key) => {
  const escaped = key.replace(/[$()*+.?[\\\]^{|}]/g, '\\$&');

  it('is not a setting of an installation, and the message names it', async () => {
    const response = await send(seededBackend(), 'PATCH', webhooksInstallation, {
      token: 'demo-admin',
      json: { configuration: withKey(key, 'x') },
    });
    expect(response.status).toBe(400);
    expect(errorMessage(response.body)).toMatch(
      new RegExp(`^/configuration/${escaped} is not a setting of `),
    );
  });

  it('is not a property a configuration may require', async () => {
    const json = {
      ...manifest,
      configurations: { account: { properties: { token: { type: 'string' } }, required: [key] } },
    };
    const response = await send(seededBackend(), publish.method, publish.path, {
      token: 'demo-admin',
      json,
    });
    expect(response.status).toBe(400);
    expect(errorMessage(response.body)).toBe(
      `/configurations/account/required/0 '${key}' is not a property of this configuration.`,
    );
  });

  it('may name a setting, which an installation then sets as its own', async () => {
    const backend = seededBackend();
    const published = await send(backend, publish.method, publish.path, {
      token: 'demo-admin',
      json: {
        ...manifest,
        configurations: { account: { properties: withKey(key, { type: 'string' }) } },
      },
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const installed = await send(backend, 'POST', `${publish.path}/installations`, {
      token: 'demo-admin',
      json: { organization: 'org_acme' },
    });
    expect(installed.status, JSON.stringify(installed.body)).toBe(201);
    const id = String((installed.body as { id: unknown }).id);
    const updated = await send(backend, 'PATCH', `${publish.path}/installations/${id}`, {
      token: 'demo-admin',
      json: { configuration: withKey(key, 'set') },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const configuration = (updated.body as { configuration: Record<string, unknown> })
      .configuration;
    expect(Object.getOwnPropertyDescriptor(configuration, key)?.value).toBe('set');
  });

  it('may name a visitor claim', async () => {
    const backend = seededBackend();
    const response = await send(
      backend,
      'PUT',
      '/v1/orgs/org_acme/sites/site_docs/adaptive-schema',
      {
        token: 'demo-admin',
        json: {
          jsonSchema: {
            type: 'object',
            properties: withKey(key, { type: 'boolean', description: 'A claim.' }),
            additionalProperties: false,
          },
        },
      },
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  });
});

/** Text no person typed to be read: the one text rule (domain/text.ts) refuses each. */
const brokenTexts = [
  { text: 'Fix\u0000it', why: /must not contain control characters/ },
  { text: 'Fix \ud800 it', why: /must not contain a lone surrogate/ },
  { text: 'Fix \u202Eti', why: /must not contain bidirectional control characters/ },
  { text: '   \t ', why: /must not be empty or only spaces|must match the pattern/ },
];

const textFields: {
  what: string;
  method: string;
  path: string;
  body: (text: string) => unknown;
  field: string;
}[] = [
  {
    what: "a review request's subject",
    method: 'POST',
    path: '/v1/spaces/space_handbook/change-requests/12/requested-reviewers',
    body: (subject) => ({ users: ['user_priya'], subject }),
    field: '/subject',
  },
  {
    what: "an integration's title",
    ...publish,
    body: (title) => ({ ...manifest, title }),
    field: '/title',
  },
  {
    what: "a block's title",
    ...publish,
    body: (title) => ({ ...manifest, blocks: [{ id: 'status', title }] }),
    field: '/blocks/0/title',
  },
  {
    what: "a new site section's title",
    method: 'POST',
    path: '/v1/orgs/org_acme/sites/site_docs/sections',
    body: (title) => ({ spaceId: 'space_security', title }),
    field: '/title',
  },
  {
    what: "a site section's new title",
    method: 'PATCH',
    path: '/v1/orgs/org_acme/sites/site_docs/sections/sitesec_docs_guides',
    body: (title) => ({ title }),
    field: '/title',
  },
];

describe.each(textFields)('$what', (field) => {
  it.each(brokenTexts)('refuses %j, naming the field', async ({ text, why }) => {
    const response = await send(seededBackend(), field.method, field.path, {
      token: 'demo-admin',
      json: field.body(text),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    const message = errorMessage(response.body);
    expect(message.startsWith(`${field.field} `), message).toBe(true);
    expect(message).toMatch(why);
  });
});

describe('a body that may be { markdown } or { document }', () => {
  const comments = '/v1/spaces/space_handbook/change-requests/12/comments';
  const linked = document(paragraph('Read this'));

  async function refusal(body: unknown): Promise<string> {
    const response = await send(seededBackend(), 'POST', comments, {
      token: 'demo-commenter',
      json: { body },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    return errorMessage(response.body);
  }

  it('names what is wrong in the Document that was sent', async () => {
    const link = {
      object: 'inline',
      type: 'link',
      data: { ref: { kind: 'url', url: 'javascript:alert(1)' } },
      nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: 'here', marks: [] }] }],
    };
    const body = structuredClone(linked);
    const first = body.nodes[0] as { nodes: unknown[] };
    first.nodes.push(link);
    const message = await refusal({ document: body });
    expect(message).toMatch(
      /^\/body\/document\/nodes\/0\/nodes\/1\/data\/ref\/url must be an http/,
    );
  });

  it('names what is wrong in the Markdown that was sent', async () => {
    expect(await refusal({ markdown: 42 })).toBe('/body/markdown must be a string.');
  });
});

describe('numeric query parameters', () => {
  const changes = '/v1/spaces/space_handbook/change-requests/12/changes';
  const spaces = '/v1/orgs/org_acme/spaces';

  it.each([
    [changes, '1e309'],
    [changes, 'Infinity'],
    [changes, '0x10'],
    [changes, ' 5'],
    [changes, '1.5'],
    [changes, '99999999999999999999'],
    [spaces, '1e309'],
    [spaces, '-Infinity'],
  ])('%s refuses limit=%s as not an integer', async (path, limit) => {
    const response = await send(
      seededBackend(),
      'GET',
      `${path}?limit=${encodeURIComponent(limit)}`,
      {
        token: 'demo-admin',
      },
    );
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(errorMessage(response.body)).toBe('limit must be an integer.');
  });

  it('takes a plain integer, as large as the schema allows', async () => {
    const response = await send(seededBackend(), 'GET', `${changes}?limit=1000000`, {
      token: 'demo-admin',
    });
    expect(response.status).toBe(200);
  });
});

/**
 * The sources of issue 32's new inputs, each with what a hostile or careless client sends:
 * refused with a 400 at the field, the state unchanged.
 */
const sourceCases: Refused[] = [
  ...[
    { 'script-source': "'self'" },
    { 'script-src': "'self'; img-src *" },
    { 'script-src': "'self', https://x.test" },
    { 'script-src': "'self'\r\nSet-Cookie: a=b" },
    { 'script-src': 42 },
    { 'script-src': 'x'.repeat(1025) },
    // As JSON writes it: an own key named __proto__, not the object's prototype.
    JSON.parse(`{"__proto__":"'self'"}`) as unknown,
    "script-src 'self'\nSet-Cookie: a=b",
    'x'.repeat(4097),
    ["script-src 'self'"],
  ].map((contentSecurityPolicy) => ({
    what: `an integration's contentSecurityPolicy ${JSON.stringify(contentSecurityPolicy).slice(0, 40)}`,
    ...publish,
    json: { ...manifest, contentSecurityPolicy },
    message: /^\/contentSecurityPolicy/,
  })),
  ...[
    { text: '' },
    { text: 42 },
    { text: 'x'.repeat(2_000_001) },
    { text: 'openapi: 3.0.0', url: 'https://api.acme.test/a.yaml' },
    { url: 'javascript:alert(1)' },
    {},
    { text: { openapi: '3.0.0' } },
  ].map((source) => ({
    what: `an OpenAPI source ${JSON.stringify(source).slice(0, 40)}`,
    method: 'POST',
    path: '/v1/orgs/org_acme/openapi',
    json: { slug: 'hostile', source },
    message: /^\/source/,
  })),
  {
    what: 'a SAML provider without a label',
    method: 'POST',
    path: '/v1/orgs/org_acme/saml',
    json: { ssoURL: 'https://idp.acme.test/sso' },
    message: /label/,
  },
];

describe('sources and policies', () => {
  it.each(sourceCases.map((c) => [c.what, c] as const))('refuses %s', async (_what, c) => {
    const backend = seededBackend();
    const before = JSON.stringify([
      backend.store.state.integrations,
      backend.store.state.openAPISpecs,
      backend.store.state.samlProviders,
    ]);
    const response = await send(backend, c.method, c.path, { token: 'demo-admin', json: c.json });
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(errorMessage(response.body)).toMatch(c.message);
    expect(
      JSON.stringify([
        backend.store.state.integrations,
        backend.store.state.openAPISpecs,
        backend.store.state.samlProviders,
      ]),
    ).toBe(before);
  });
});
