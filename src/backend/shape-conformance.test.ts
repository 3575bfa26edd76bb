import { describe, expect, it } from 'vitest';
import { createBackend, type Backend } from './create-backend.ts';
import { describeValidationErrors, validatorFor } from './http/schema-validator.ts';
import type { JsonSchema } from './core/http/contract.ts';
import { seedSiteIds } from './core/store/seed-sites.ts';
import { asRecord, errorMessage, send } from './test-request.ts';

/**
 * Responses in the platform's shapes where the seed spec is silent (platform-values §3–§4,
 * issue 17): sites' proxy, basename and ads, section groups, the structure sort's answer, the
 * seeded sites, space links and the customizations' deprecated fields. The shapes below are
 * written from the sheet, not taken from the contract, so a contract and a server that drift
 * together from the platform still fail here. (The contract test checks every answer against
 * the contract; document-conformance.test.ts the Documents.)
 */

const admin = 'demo-admin';
const acme = '/v1/orgs/org_acme';
const docs = `${acme}/sites/${seedSiteIds.docs}`;
const ref = (name: string) => ({ $ref: `openapi#/components/schemas/${name}` });

/** §4.4: one shape per status; `topic` is `webdev` or `crypto`. */
const topic = { enum: ['webdev', 'crypto'] };
const platformAds: JsonSchema = {
  oneOf: [
    {
      type: 'object',
      additionalProperties: false,
      required: ['status', 'submittable'],
      properties: { status: { const: 'pending' }, submittable: { type: 'boolean' } },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['status', 'topic'],
      properties: { status: { const: 'in-review' }, topic },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['status'],
      properties: { status: { const: 'rejected' }, reason: { type: 'string' } },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['status', 'topic', 'zoneId'],
      properties: { status: { enum: ['live', 'disabled'] }, topic, zoneId: { type: 'string' } },
    },
  ],
};

/** §3 Sites and the issue: the proxy as given (host plus path, no scheme), basename 1..100. */
const platformSite: JsonSchema = {
  type: 'object',
  required: ['basename', 'ads'],
  properties: {
    basename: { type: 'string', minLength: 1, maxLength: 100 },
    proxy: {
      type: 'object',
      required: ['origin', 'target'],
      properties: {
        origin: {
          type: 'string',
          maxLength: 512,
          pattern: '^([\\w-]+\\.)*[\\w-]+\\.[a-zA-Z]{2,}(\\/[\\w-]+)+$',
        },
        target: { type: 'string' },
      },
    },
    ads: platformAds,
  },
};

/** §4.5 and §4.6: the three items of a structure, a group with `sections` beside `children`. */
const platformSiteSpace: JsonSchema = {
  type: 'object',
  required: ['object', 'id', 'space', 'title', 'path', 'urls'],
  properties: { object: { const: 'site-space' }, space: ref('Space') },
};
const platformSection: JsonSchema = {
  type: 'object',
  required: ['object', 'id', 'title', 'path', 'siteSpaces', 'urls'],
  properties: {
    object: { const: 'site-section' },
    siteSpaces: { type: 'array', items: platformSiteSpace },
  },
};
const platformGroup: JsonSchema = {
  type: 'object',
  required: ['object', 'id', 'title', 'sections', 'children'],
  properties: {
    object: { const: 'site-section-group' },
    sections: { type: 'array', items: platformSection },
    children: { type: 'array', items: { type: 'object', required: ['object'] } },
  },
};
const platformStructureItem: JsonSchema = {
  oneOf: [platformSiteSpace, platformSection, platformGroup],
};

/** §4.3: eight kinds, each embedding whole objects; a document page with its layout. */
const layoutKeys = [
  'width',
  'cover',
  'coverSize',
  'title',
  'description',
  'tableOfContents',
  'outline',
  'pagination',
  'metadata',
];
const platformPage: JsonSchema = {
  type: 'object',
  required: ['id', 'title', 'kind', 'type', 'urls', 'slug', 'path', 'pages', 'layout'],
  properties: {
    kind: { const: 'sheet' },
    type: { const: 'document' },
    urls: { type: 'object', required: ['app'] },
    layout: {
      type: 'object',
      required: layoutKeys,
      properties: {
        width: { enum: ['default', 'wide'] },
        coverSize: { enum: ['hero', 'full'] },
      },
    },
  },
};
const organization = {
  type: 'object',
  required: ['object', 'id'],
  properties: { object: { const: 'organization' } },
};
const space = {
  type: 'object',
  required: ['object', 'id'],
  properties: { object: { const: 'space' } },
};
const reference = (kind: string, properties: Record<string, JsonSchema>): JsonSchema => ({
  type: 'object',
  required: ['kind', ...Object.keys(properties)],
  properties: { kind: { const: kind }, ...properties },
});
const platformReference: JsonSchema = {
  oneOf: [
    reference('file', {
      organization,
      space,
      file: { type: 'object', required: ['id', 'name', 'contentType', 'downloadURL', 'size'] },
    }),
    reference('url', { url: { type: 'string' } }),
    {
      ...reference('page', { organization, space, page: platformPage }),
      properties: {
        kind: { const: 'page' },
        organization,
        space,
        page: platformPage,
        internalLocation: {
          oneOf: [
            {
              type: 'object',
              required: ['type', 'anchor'],
              properties: { type: { const: 'anchor' }, anchor: { type: 'string' } },
            },
            {
              type: 'object',
              required: ['type', 'node'],
              properties: { type: { const: 'node' }, node: { type: 'string' } },
            },
          ],
        },
      },
    },
    reference('user', { user: { type: 'object', required: ['object', 'id', 'displayName'] } }),
    reference('collection', {
      organization,
      collection: {
        type: 'object',
        required: ['object', 'id', 'title'],
        properties: { object: { const: 'collection' } },
      },
    }),
    reference('space', { organization, space }),
    reference('reusable-content', {
      organization,
      space,
      reusableContent: { type: 'object', required: ['id', 'title'] },
    }),
    reference('openapi', { organization, openAPISpec: { type: 'object' } }),
  ],
};

/** §1.3: the customization fields the platform deprecates but still requires in its answers. */
const platformCustomization: JsonSchema = {
  type: 'object',
  required: ['styling', 'internationalization', 'header'],
  properties: {
    styling: {
      type: 'object',
      required: ['background'],
      properties: { background: { enum: ['plain', 'match'] } },
    },
    internationalization: {
      type: 'object',
      required: ['locale'],
      properties: {
        locale: { enum: ['en', 'fr', 'es', 'zh', 'ja', 'de', 'nl', 'no', 'pt-br', 'ru'] },
      },
    },
    header: {
      type: 'object',
      required: ['preset', 'links'],
      properties: {
        preset: { enum: ['default', 'bold', 'contrast', 'custom', 'none'] },
        // §3 Published content: every item has `to` (null for a menu) and `links`.
        links: {
          type: 'array',
          items: {
            type: 'object',
            required: ['title', 'to', 'links'],
            properties: {
              to: { type: ['object', 'null'] },
              links: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['title', 'to'],
                  properties: { title: { type: 'string', maxLength: 64 }, to: { type: 'object' } },
                },
              },
            },
          },
        },
      },
    },
    announcement: {
      type: 'object',
      required: ['enabled', 'message', 'style'],
      properties: {
        message: { type: 'string', minLength: 2, maxLength: 128 },
        style: { enum: ['info', 'warning', 'danger', 'success'] },
      },
    },
  },
};

/** §3 Sites: the adaptive schema's root, its `unsigned` object and its claims. */
const described = (type: string, more: Record<string, JsonSchema> = {}): JsonSchema => ({
  type: 'object',
  additionalProperties: false,
  required: ['type', 'description', ...Object.keys(more).filter((key) => key !== 'enum')],
  properties: { type: { const: type }, description: { type: 'string' }, ...more },
});
const claim: JsonSchema = {
  oneOf: [
    described('boolean'),
    described('string', { enum: { type: 'array', items: { type: 'string' } } }),
    described('number'),
    described('array', { items: { type: 'object' } }),
    described('object', {
      properties: { type: 'object' },
      additionalProperties: { const: false },
    }),
  ],
};
const platformAdaptiveSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'properties', 'additionalProperties'],
  properties: {
    $schema: { const: 'http://json-schema.org/draft-07/schema#' },
    type: { const: 'object' },
    additionalProperties: { const: false },
    properties: {
      type: 'object',
      properties: {
        unsigned: {
          type: 'object',
          required: ['type', 'description', 'properties', 'additionalProperties'],
          properties: {
            type: { const: 'object' },
            description: { const: 'Unsigned claims of the site visitor.' },
            properties: { type: 'object', additionalProperties: claim },
            additionalProperties: { const: false },
          },
        },
      },
      additionalProperties: claim,
    },
  },
};

function problems(schema: JsonSchema, value: unknown): string {
  const validate = validatorFor(schema, { coerce: false });
  return validate(value) ? 'valid' : describeValidationErrors(validate.errors, 'response');
}

async function get(backend: Backend, path: string, token = admin) {
  const response = await send(backend, 'GET', path, { token });
  expect(response.status, `GET ${path}`).toBe(200);
  return response.body;
}

const itemsOf = (body: unknown) => asRecord(body)['items'] as Record<string, unknown>[];

/** Every section group anywhere in a value (groups nest in groups). */
function groupsIn(value: unknown, found: Record<string, unknown>[] = []) {
  if (Array.isArray(value)) for (const item of value) groupsIn(item, found);
  else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (record['object'] === 'site-section-group') found.push(record);
    for (const inner of Object.values(record)) groupsIn(inner, found);
  }
  return found;
}

function expectPlatformGroups(value: unknown, where: string) {
  const groups = groupsIn(value);
  expect(groups.length, `${where} has section groups`).toBeGreaterThan(0);
  for (const group of groups) {
    expect(problems(platformGroup, group), `${where}: ${String(group['id'])}`).toBe('valid');
    // The deprecated list is the group's direct sections, in the order of `children`.
    const children = group['children'] as { object: string; id: string }[];
    expect((group['sections'] as { id: string }[]).map((s) => s.id)).toEqual(
      children.filter((c) => c.object === 'site-section').map((c) => c.id),
    );
  }
}

describe('sites in the platform’s shapes', () => {
  it('answer basename, proxy and ads as the platform does, ads in each of its statuses', async () => {
    const statuses = new Set<string>();
    for (const seed of ['demo', 'large'] as const) {
      const backend = createBackend({ seed });
      const organizations = seed === 'demo' ? ['org_acme', 'org_globex'] : ['org_large'];
      for (const id of organizations)
        for (const site of itemsOf(await get(backend, `/v1/orgs/${id}/sites?limit=100`))) {
          expect(problems(platformSite, site), String(site['id'])).toBe('valid');
          statuses.add(String(asRecord(site['ads'])['status']));
        }
    }
    expect([...statuses].sort()).toEqual(['disabled', 'in-review', 'live', 'pending', 'rejected']);
  });

  it('answer a proxy as it was given, and refuse an empty basename at its pointer', async () => {
    const backend = createBackend({ seed: 'demo' });
    const set = await send(backend, 'PATCH', docs, {
      token: admin,
      json: { proxy: 'developer.acme.test/docs/v2' },
    });
    expect(problems(platformSite, set.body)).toBe('valid');
    expect(asRecord(asRecord(set.body)['proxy'])['origin']).toBe('developer.acme.test/docs/v2');
    const empty = await send(backend, 'PATCH', docs, { token: admin, json: { basename: '' } });
    expect(empty.status).toBe(400);
    expect(errorMessage(empty.body)).toMatch(/^\/basename /);
  });

  it('seed Acme with the three sites the sites issue asked for', async () => {
    const backend = createBackend({ seed: 'demo' });
    const sites = itemsOf(await get(backend, `${acme}/sites`));
    expect(sites).toHaveLength(3);
    const structures = await Promise.all(
      sites.map(async (site) =>
        asRecord(await get(backend, `${acme}/sites/${String(site['id'])}/structure`)),
      ),
    );
    // One with sections and groups.
    expect(
      structures.some((s) => s['type'] === 'sections' && groupsIn(s['structure']).length > 0),
    ).toBe(true);
    // One share-link.
    expect(sites.some((site) => site['visibility'] === 'share-link')).toBe(true);
    // One visitor-auth with an adaptive schema in the platform's form.
    const visitorAuth = sites.find((site) => site['visibility'] === 'visitor-auth');
    expect(visitorAuth?.['adaptiveContent']).toEqual({ enabled: true });
    const schema = asRecord(
      await get(backend, `${acme}/sites/${String(visitorAuth?.['id'])}/adaptive-schema`),
    );
    expect(problems(platformAdaptiveSchema, schema['jsonSchema'])).toBe('valid');
    // Besides booleans, the platform's other kinds: a string of allowed values and a number.
    const claims = Object.values(asRecord(asRecord(schema['jsonSchema'])['properties']));
    expect(claims).toContainEqual(
      expect.objectContaining({ type: 'string', enum: expect.any(Array) }),
    );
    expect(claims).toContainEqual(expect.objectContaining({ type: 'number' }));
  });
});

describe('section groups and the structure sort', () => {
  it('carry the deprecated sections beside children wherever a group is answered', async () => {
    const backend = createBackend({ seed: 'demo' });
    const build = `${docs}/section-groups/${seedSiteIds.groups.build}`;
    expectPlatformGroups(await get(backend, `${docs}/structure`), 'structure');
    expectPlatformGroups(await get(backend, `${docs}/section-groups`), 'group list');
    expectPlatformGroups(await get(backend, `${docs}/published`), 'published content');
    // One after another: each answers a group (add a section, move, create).
    const changes: [string, unknown][] = [
      [`${build}/sections`, { sectionId: seedSiteIds.sections.api }],
      [
        `${build}/move`,
        { position: { before: { type: 'site-section', id: seedSiteIds.sections.guides } } },
      ],
      [`${docs}/section-groups`, { title: 'Reference', sections: [seedSiteIds.sections.guides] }],
    ];
    for (const [path, json] of changes) {
      const response = await send(backend, 'POST', path, { token: admin, json });
      expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
      expectPlatformGroups(response.body, path);
    }
  });

  it('answers the one moved item, for each of the three kinds', async () => {
    const backend = createBackend({ seed: 'demo' });
    const moves = [
      {
        item: { type: 'site-space', id: 'sitesp_docs_onboarding' },
        position: { before: { type: 'site-space', id: 'sitesp_docs_handbook' } },
      },
      {
        item: { type: 'site-section', id: seedSiteIds.sections.api },
        position: { before: { type: 'site-section', id: seedSiteIds.sections.guides } },
      },
      {
        item: { type: 'site-section-group', id: seedSiteIds.groups.operate },
        position: { before: { type: 'site-section-group', id: seedSiteIds.groups.build } },
      },
    ];
    for (const move of moves) {
      const response = await send(backend, 'PATCH', `${docs}/structure/sort`, {
        token: admin,
        json: move,
      });
      expect(response.status).toBe(200);
      expect(problems(platformStructureItem, response.body), move.item.type).toBe('valid');
      expect(asRecord(response.body)).toMatchObject({ object: move.item.type, id: move.item.id });
    }
  });
});

/**
 * The check of integration events against the platform's event types: a `site_view`
 * carries the page's `url`, the `referrer` and the `visitor` (its client reads each).
 */
const platformSiteView: JsonSchema = {
  type: 'object',
  required: ['type', 'siteId', 'url', 'referrer', 'visitor'],
  properties: {
    type: { const: 'site_view' },
    url: { type: 'string' },
    referrer: { type: 'string' },
    visitor: {
      type: 'object',
      required: ['anonymousId', 'cookies', 'userAgent', 'ip'],
      properties: {
        anonymousId: { type: 'string' },
        cookies: { type: 'object', additionalProperties: { type: 'string' } },
        userAgent: { type: 'string' },
        ip: { type: 'string' },
        language: { type: 'string' },
      },
    },
  },
};

describe('integration events', () => {
  it('carry the visitor and the referrer of every site view', async () => {
    const backend = createBackend({ seed: 'demo' });
    const events = itemsOf(await get(backend, '/v1/integrations/acme-analytics/events?limit=100'));
    const views = events
      .map((event) => asRecord(event['payload']))
      .filter((payload) => payload['type'] === 'site_view');
    expect(views.length).toBeGreaterThan(0);
    for (const payload of views)
      expect(problems(platformSiteView, payload), String(payload['eventId'])).toBe('valid');
  });
});

describe('space links', () => {
  it('use the platform’s kinds and embed the objects they name', async () => {
    const backend = createBackend({ seed: 'demo' });
    const kinds = new Set<string>();
    for (const spaceId of ['space_handbook', 'space_api', 'space_onboarding'])
      for (const link of itemsOf(await get(backend, `/v1/spaces/${spaceId}/links`))) {
        const references = [link['targetReference'], ...(link['locationReferences'] as unknown[])];
        for (const item of references) {
          expect(problems(platformReference, item), `${spaceId}: ${JSON.stringify(item)}`).toBe(
            'valid',
          );
          kinds.add(String(asRecord(item)['kind']));
        }
      }
    expect([...kinds].sort()).toEqual(['collection', 'file', 'page', 'space', 'url', 'user']);
  });

  it('hold the contract to the platform’s location union for a place in a page', async () => {
    // No seeded link names a place in its page, so the contract's own schema is held to the
    // sheet here: a place is an anchor or a node, each with its value.
    const backend = createBackend({ seed: 'demo' });
    const links = itemsOf(await get(backend, '/v1/spaces/space_handbook/links'));
    const page = links
      .flatMap((link) => [link['targetReference'], ...(link['locationReferences'] as unknown[])])
      .map(asRecord)
      .find((item) => item['kind'] === 'page');
    expect(page).toBeDefined();
    const contract = ref('ContentReferencePage');
    for (const internalLocation of [
      { type: 'anchor', anchor: 'install' },
      { type: 'node', node: 'node_1' },
    ]) {
      const located = { ...page, internalLocation };
      expect(problems(platformReference, located)).toBe('valid');
      expect(problems(contract, located)).toBe('valid');
    }
    for (const internalLocation of [{ type: 'anchor' }, { type: 'node', anchor: 'x' }]) {
      const located = { ...page, internalLocation };
      expect(problems(platformReference, located)).not.toBe('valid');
      expect(problems(contract, located), JSON.stringify(internalLocation)).not.toBe('valid');
    }
  });
});

describe('site customizations', () => {
  it('carry the fields the platform deprecates but still requires, menus and announcements', async () => {
    const backend = createBackend({ seed: 'demo' });
    const seen = new Set<string>();
    for (const site of itemsOf(await get(backend, `${acme}/sites?published=true`))) {
      // A share-link site answers with its key (members see it on the site).
      const key = typeof site['shareKey'] === 'string' ? `?shareKey=${site['shareKey']}` : '';
      const published = asRecord(
        await get(backend, `${acme}/sites/${String(site['id'])}/published${key}`),
      );
      const customizations = asRecord(published['customizations']);
      const all = [
        customizations['site'],
        ...Object.values(asRecord(customizations['siteSpaces'])),
      ];
      for (const customization of all) {
        expect(problems(platformCustomization, customization), String(site['id'])).toBe('valid');
        seen.add(String(asRecord(asRecord(customization)['styling'])['background']));
      }
    }
    expect([...seen].sort()).toEqual(['match', 'plain']);
  });

  it('answer a new site’s defaults in the platform’s shape', async () => {
    const backend = createBackend({ seed: 'demo' });
    const created = await send(backend, 'POST', `${acme}/sites`, {
      token: admin,
      json: { title: 'Partner Portal', spaces: ['space_handbook'] },
    });
    expect(created.status).toBe(201);
    const site = `${acme}/sites/${String(asRecord(created.body)['id'])}`;
    const publish = await send(backend, 'POST', `${site}/publish`, { token: admin });
    expect(publish.status, JSON.stringify(publish.body)).toBeLessThan(300);
    const published = asRecord(await get(backend, `${site}/published`));
    const customization = asRecord(published['customizations'])['site'];
    expect(problems(platformCustomization, customization)).toBe('valid');
  });
});
