import { describe, expect, it } from 'vitest';
import { createBackend, type Backend } from './create-backend.ts';
import { eventWithTraceResponse } from './core/domain/integration-events.ts';
import type { JsonSchema } from './core/http/contract.ts';
import { describeValidationErrors, validatorFor } from './http/schema-validator.ts';
import { asRecord, send } from './test-request.ts';

/**
 * Integration events in the platform's shapes (platform-values §1.1 lists the 18 payload types;
 * the published `Event` union names what each requires). The required fields below are written
 * from the published document, not taken from the contract: a contract and a server that drift
 * from the platform together still fail here. Every type is seeded (the local platform sends
 * three of them itself), and one event is answered as `{ event, trace }`.
 */

const admin = 'demo-admin';
const analytics = '/v1/integrations/acme-analytics';

/** What each payload type requires besides `eventId` and `type`, as the platform publishes it. */
const requiredByType: Record<string, string[]> = {
  installation_setup: ['installationId', 'status'],
  installation_deleted: ['installationId', 'previous'],
  space_installation_setup: ['installationId', 'spaceId', 'status'],
  space_installation_deleted: ['installationId', 'spaceId', 'previous'],
  site_installation_setup: ['installationId', 'siteId', 'status'],
  site_installation_deleted: ['installationId', 'siteId', 'previous'],
  site_view: ['installationId', 'siteId', 'url', 'referrer', 'visitor'],
  space_content_updated: ['installationId', 'spaceId', 'revisionId', 'updatedBy'],
  space_gitsync_completed: ['installationId', 'spaceId', 'revisionId', 'commitId', 'state'],
  space_gitsync_started: ['installationId', 'spaceId', 'revisionId', 'commitId'],
  space_visibility_updated: ['installationId', 'spaceId', 'previousVisibility', 'visibility'],
  fetch: ['request'],
  fetch_published_script: ['installationId', 'siteId'],
  fetch_visitor_authentication: ['installationId', 'siteId'],
  ui_render: ['installationId', 'componentId', 'props', 'context'],
  content_compute_document: ['installationId', 'spaceId', 'sourceId', 'props', 'dependencies'],
  content_compute_revision: ['installationId', 'spaceId', 'sourceId', 'props', 'dependencies'],
  page_feedback: ['installationId', 'siteId', 'url', 'referrer', 'visitor', 'feedback'],
};
const eventTypes = Object.keys(requiredByType);

/** Nested shapes the platform fixes for some of those fields. */
const visitor = {
  type: 'object',
  required: ['anonymousId', 'cookies', 'userAgent', 'ip'],
  properties: { cookies: { type: 'object', additionalProperties: { type: 'string' } } },
};
const nested: Record<string, JsonSchema> = {
  status: { enum: ['active', 'pending', 'paused'] },
  previous: { type: 'object' },
  visitor,
  updatedBy: {
    type: 'array',
    items: { type: 'object', required: ['object', 'id', 'displayName', 'urls'] },
  },
  state: { enum: ['success', 'failure'] },
  request: {
    type: 'object',
    required: ['method', 'url', 'headers'],
    properties: { method: { enum: ['post', 'get', 'put', 'delete'] } },
  },
  feedback: {
    type: 'object',
    required: ['rating'],
    properties: { rating: { enum: ['bad', 'ok', 'good'] } },
  },
  props: { type: 'object' },
  dependencies: { type: 'object' },
  context: { type: 'object' },
  previousVisibility: {
    enum: ['public', 'unlisted', 'share-link', 'visitor-auth', 'in-collection', 'private'],
  },
};

function platformPayload(type: string): JsonSchema {
  const required = requiredByType[type] ?? [];
  const properties: Record<string, JsonSchema> = {
    eventId: { type: 'string' },
    type: { const: type },
  };
  for (const field of required) properties[field] = nested[field] ?? { type: 'string' };
  return { type: 'object', required: ['eventId', 'type', ...required], properties };
}

/** `GET .../events/{eventId}`: the event without a log, the log lines in `trace`. */
const platformEventWithTrace: JsonSchema = {
  type: 'object',
  required: ['event'],
  properties: {
    event: {
      type: 'object',
      required: ['id', 'integrationId', 'createdAt', 'payload', 'status'],
      properties: { status: { enum: ['success', 'failed'] } },
    },
    trace: {
      type: 'object',
      required: ['logs'],
      properties: {
        logs: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              message: { type: 'string' },
              level: { enum: ['debug', 'info', 'warn', 'error'] },
            },
          },
        },
      },
    },
  },
};

function problems(schema: JsonSchema, value: unknown): string {
  const validate = validatorFor(schema, { coerce: false });
  return validate(value) ? 'valid' : describeValidationErrors(validate.errors, 'response');
}

const contractPayload: JsonSchema = {
  $ref: 'openapi#/components/schemas/IntegrationEventPayload',
};

function seededPayload(backend: Backend, type: string): Record<string, unknown> {
  const event = backend.store.state.integrationEvents.find((e) => e.payload.type === type);
  expect(event, `a seeded ${type} event`).toBeDefined();
  return asRecord(event && eventWithTraceResponse(event).event.payload);
}

describe('integration event payloads', () => {
  const backend = createBackend({ seed: 'demo' });

  it.each(eventTypes)('a seeded %s carries every field the platform requires', (type) => {
    const payload = seededPayload(backend, type);
    expect(problems(platformPayload(type), payload), JSON.stringify(payload)).toBe('valid');
    expect(problems(contractPayload, payload)).toBe('valid');
  });

  it.each(eventTypes)('the contract refuses a %s without any one of its fields', (type) => {
    const payload = seededPayload(backend, type);
    for (const field of requiredByType[type] ?? []) {
      const incomplete = { ...payload };
      delete incomplete[field];
      expect(problems(contractPayload, incomplete), `${type} without ${field}`).not.toBe('valid');
    }
  });
});

describe('one integration event', () => {
  it('is answered as { event, trace }, the log lines in the trace', async () => {
    const backend = createBackend({ seed: 'demo' });
    const response = await send(backend, 'GET', `${analytics}/events/evt_acme_analytics_06`, {
      token: admin,
    });
    expect(response.status).toBe(200);
    expect(problems(platformEventWithTrace, response.body)).toBe('valid');
    const { event, trace } = asRecord(response.body);
    expect(asRecord(event)['id']).toBe('evt_acme_analytics_06');
    expect(JSON.stringify(asRecord(trace)['logs'])).toContain("reading 'trackingId'");
  });

  it('records complete installation_setup and installation_deleted payloads', async () => {
    const backend = createBackend({ seed: 'demo' });
    const installation = `${analytics}/installations/inst_acme_analytics`;
    expect((await send(backend, 'DELETE', installation, { token: admin })).status).toBe(205);
    const installed = await send(backend, 'POST', `${analytics}/installations`, {
      token: admin,
      json: { organization: 'org_acme' },
    });
    expect(installed.status).toBe(201);
    const list = await send(backend, 'GET', `${analytics}/events?limit=2`, { token: admin });
    const [setup, deleted] = (asRecord(list.body)['items'] as unknown[]).map((event) =>
      asRecord(asRecord(event)['payload']),
    );
    expect(setup?.['type']).toBe('installation_setup');
    expect(problems(platformPayload('installation_setup'), setup)).toBe('valid');
    expect(deleted?.['type']).toBe('installation_deleted');
    expect(problems(platformPayload('installation_deleted'), deleted)).toBe('valid');
  });
});
