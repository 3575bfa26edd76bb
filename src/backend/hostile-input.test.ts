import { describe, expect, it } from 'vitest';
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
