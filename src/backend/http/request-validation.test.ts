import { describe, expect, it } from 'vitest';
import { createBackend } from '../create-backend.ts';
import { errorMessage, send } from '../test-request.ts';
import { withinProcessorTime } from '../test-timing.ts';
import { maxBodyDepth, nestsDeeperThan } from './json-body.ts';

/**
 * A document `depth` blocks deep around `innermost`: quotes in quotes (the platform's model lets
 * a quote hold a quote), the deepest holding a paragraph with `innermost` in it.
 */
function nestedDocument(depth: number, innermost: Record<string, unknown> = textNode('x')) {
  let node: Record<string, unknown> = { object: 'block', type: 'paragraph', nodes: [innermost] };
  for (let level = 1; level < depth; level += 1)
    node = { object: 'block', type: 'blockquote', nodes: [node] };
  return { object: 'document', data: { schemaVersion: 1 }, nodes: [node] };
}

function textNode(text: string) {
  return { object: 'text', leaves: [{ object: 'leaf', text, marks: [] }] };
}

function link(url: string) {
  return {
    object: 'inline',
    type: 'link',
    data: { ref: { kind: 'url', url } },
    nodes: [textNode('a')],
  };
}

const instructions = '/v1/orgs/org_acme/agent-instructions';

function putTo(backend: ReturnType<typeof createBackend>, document: unknown) {
  return send(backend, 'PUT', instructions, {
    token: 'demo-admin',
    json: { instructions: document },
  });
}

async function putInstructions(document: unknown) {
  const backend = createBackend({ seed: 'demo' });
  return { response: await putTo(backend, document), backend };
}

/**
 * The same PUT within 100 ms of processor time. Only the request is measured: building the
 * seeded backend first is most of a fresh backend's cost, and is not what these tests are about.
 * The PUT replaces the instructions, so a second measurement does the same work as the first.
 */
async function putInstructionsQuickly(document: unknown) {
  const backend = createBackend({ seed: 'demo' });
  const response = await withinProcessorTime(100, () => putTo(backend, document));
  return { response, backend };
}

describe('document validation costs time in proportion to the document', () => {
  it('accepts a document nested 50 blocks deep, quickly', async () => {
    await putInstructions(nestedDocument(1)); // compiles the validators
    const { response } = await putInstructionsQuickly(nestedDocument(50));
    expect(response.status).toBe(200);
  });

  it('names the first wrong node, however deep, quickly', async () => {
    await putInstructions(nestedDocument(1));
    const { response } = await putInstructionsQuickly(nestedDocument(55, { object: 'shape' }));
    expect(response.status).toBe(400);
    expect(errorMessage(response.body)).toBe(
      `/instructions${'/nodes/0'.repeat(56)}/object must be one of: text, inline.`,
    );
  });

  it('says which field of a node is missing', async () => {
    const { response } = await putInstructions(nestedDocument(2, { object: 'inline', nodes: [] }));
    expect(errorMessage(response.body)).toBe(
      '/instructions/nodes/0/nodes/0/nodes/0/type is required.',
    );
  });

  it(`refuses a body nested more than ${maxBodyDepth} levels, and names the limit`, async () => {
    const { response } = await putInstructionsQuickly(nestedDocument(70));
    expect(response.status).toBe(400);
    expect(errorMessage(response.body)).toBe(
      `The request body nests more than ${maxBodyDepth} levels of objects and arrays; at most ${maxBodyDepth} are allowed.`,
    );
  });

  it('finds the depth without parsing, skipping brackets inside strings', () => {
    expect(nestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":"[[[[[[\\"[[[["}', 1)).toBe(false);
    expect(nestsDeeperThan('['.repeat(5_000_000), 128)).toBe(true);
  });
});

describe('addresses in documents', () => {
  it.each([
    [
      'javascript:alert(1)',
      'must be an http, https or mailto address or a relative link, not javascript:.',
    ],
    [
      'JaVaScRiPt:alert(1)',
      'must be an http, https or mailto address or a relative link, not javascript:.',
    ],
    [' javascript:alert(1)', 'must not start or end with spaces.'],
    ['\u0001javascript:alert(1)', 'must not contain control characters.'],
    [
      'vbscript:msgbox(1)',
      'must be an http, https or mailto address or a relative link, not vbscript:.',
    ],
  ])('refuses the link %j', async (url, problem) => {
    const { response, backend } = await putInstructions(nestedDocument(1, link(url)));
    expect(response.status).toBe(400);
    expect(errorMessage(response.body)).toBe(
      `/instructions/nodes/0/nodes/0/data/ref/url ${problem}`,
    );
    expect(backend.store.state.agentInstructions).toEqual(
      createBackend({ seed: 'demo' }).store.state.agentInstructions,
    );
  });

  it('refuses unsafe images and embeds in a change request description', async () => {
    const backend = createBackend({ seed: 'demo' });
    // The platform's images block holds void image blocks, each with its own address.
    const image = {
      object: 'block',
      type: 'image',
      isVoid: true,
      data: { ref: { kind: 'url', url: 'data:text/html,<b>x</b>' } },
      fragments: [],
    };
    const images = { object: 'block', type: 'images', isVoid: false, data: {}, nodes: [image] };
    const embed = {
      object: 'block',
      type: 'embed',
      isVoid: true,
      data: { url: 'javascript:alert(1)' },
    };
    for (const [block, pointer] of [
      [images, '/description/nodes/0/nodes/0/data/ref/url'],
      [embed, '/description/nodes/0/data/url'],
    ] as const) {
      const response = await send(backend, 'POST', '/v1/spaces/space_handbook/change-requests', {
        token: 'demo-admin',
        json: {
          subject: 'Images',
          description: { object: 'document', data: { schemaVersion: 1 }, nodes: [block] },
        },
      });
      expect(response.status).toBe(400);
      expect(errorMessage(response.body)).toMatch(new RegExp(`^${pointer} must be an http`));
    }
  });

  it('keeps http, https, mailto and relative links', async () => {
    for (const url of ['https://acme.test', 'http://acme.test', 'mailto:a@acme.test', '/docs'])
      expect((await putInstructions(nestedDocument(1, link(url)))).response.status).toBe(200);
  });
});

describe('titles and subjects', () => {
  const cases = [
    ['PATCH', '/v1/orgs/org_acme', 'title'],
    ['POST', '/v1/orgs/org_acme/spaces', 'title'],
    ['PATCH', '/v1/spaces/space_handbook', 'title'],
    ['POST', '/v1/orgs/org_acme/collections', 'title'],
    ['POST', '/v1/orgs/org_acme/sites', 'title'],
    ['PATCH', '/v1/orgs/org_acme/sites/site_docs', 'title'],
    ['POST', '/v1/spaces/space_handbook/change-requests', 'subject'],
  ] as const;

  it.each(cases)('%s %s trims the %s', async (method, path, field) => {
    const backend = createBackend({ seed: 'demo' });
    const response = await send(backend, method, path, {
      token: 'demo-admin',
      json: { [field]: '  Trimmed title  ' },
    });
    expect(response.status).toBeLessThan(300);
    expect((response.body as Record<string, unknown>)[field]).toBe('Trimmed title');
  });

  it.each(
    cases.flatMap(([method, path, field]) =>
      [
        ['   ', 'must not be empty or only spaces'],
        ['a\u0000b', 'must not contain control characters (U+0000 at character 2)'],
        ['a\ud800', 'must not contain a lone surrogate (U+D800 at character 2)'],
        [
          'invoice\u202Efdp.exe',
          'must not contain bidirectional control characters (U+202E at character 8)',
        ],
      ].map(([value, problem]) => [method, path, field, value, problem] as const),
    ),
  )('%s %s refuses the %s %j', async (method, path, field, value, problem) => {
    // A clock that stands still: with a running one, a seeded import's next page lands on the
    // request when seconds pass after the seed (a busy machine), and the state then differs.
    const seededAt = Date.now();
    const backend = createBackend({ seed: 'demo', realNow: () => seededAt });
    const before = JSON.stringify(backend.store.state);
    const response = await send(backend, method, path, {
      token: 'demo-admin',
      json: { [field]: value },
    });
    expect(response.status).toBe(400);
    expect(errorMessage(response.body)).toBe(`/${field} ${problem}.`);
    expect(JSON.stringify(backend.store.state)).toBe(before);
  });

  it('treats a collection description of only spaces as none, and keeps line breaks', async () => {
    const backend = createBackend({ seed: 'demo' });
    const blank = await send(backend, 'POST', '/v1/orgs/org_acme/collections', {
      token: 'demo-admin',
      json: { title: 'Guides', description: '   ' },
    });
    expect((blank.body as Record<string, unknown>)['description']).toBe('');
    const lines = await send(backend, 'POST', '/v1/orgs/org_acme/collections', {
      token: 'demo-admin',
      json: { title: 'Guides', description: ' One\nTwo ' },
    });
    expect((lines.body as Record<string, unknown>)['description']).toBe('One\nTwo');
  });
});
