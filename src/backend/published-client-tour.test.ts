/// <reference types="node" />
import { GitBookAPI as NewerClient } from '@gitbook/api';
import { GitBookAPI as SheetClient } from 'gitbook-api-0146';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenarios } from './core/contract-scenarios/index.ts';
import type { Scenario } from './core/contract-scenarios/scenario.ts';
import { contractOperations } from './core/http/contract.ts';
import {
  declaredContent,
  describeErrors,
  draft4OnlyKeywords,
  newerContract,
  publishedOperation,
  publishedValidator,
  sheetContract,
  type PublishedDocument,
  type PublishedOperation,
  type WireAnswer,
} from './published-contract.ts';
import { copiesOf } from './seeded-backend.ts';
import { startApiServer, type ApiServer } from './server.ts';
import type { BackendState } from './core/store/state.ts';

/**
 * A tour of the local HTTP server with the platform's own published client: every operation the
 * server implements and the platform publishes is called through the client's method, once for
 * every status its contract scenario produces (contract-scenarios), on the seed's state (a fresh
 * copy after any call that may have changed it), with the clock standing still.
 *
 * The client is the one of `@gitbook/api` 0.146.0, the version platform-values.md is written
 * against; an operation that version does not have is called with the newer installed client and
 * held to that version's document (`newerOnly` below). Each call must answer the scenario's
 * status, one the published operation declares (or one of the statuses the whole platform
 * answers, `platformWideStatuses`, or a conflict listed with its rule, `undeclaredConflicts`), in
 * a media type the operation declares, and the answer must
 * validate whole, nested, against the published schema of that operation, status and media type.
 * A real server of the platform would pass the same tour; a failure is a difference to fix.
 */

type Json = Record<string, unknown>;
type ClientMethod = (...args: unknown[]) => unknown;

/**
 * Where the sheet (platform-values.md, decisions.md) or a decision of ours stands against a rule
 * of the 0.146.0 document: the rule, why ours stands, and how the tour reads the document there
 * (`repair` changes the loaded document before anything is compiled).
 */
const sheetOverDocument: {
  rule: string;
  reason: string;
  repair?: (schemas: Record<string, Json>) => void;
}[] = [
  {
    rule: 'A status the operation does not declare (0.146.0 declares 401 and 403 nowhere, 400 and 404 on some operations only)',
    reason:
      'decisions.md gives the platform’s codes for every operation: 400 for a body or query that fails validation, 401 without a known token, 403 when the role does not allow it, 404 for what does not exist (our 409 and 412 are listed one by one in `undeclaredConflicts`). Such an answer is held to the document’s response of that status (NotFoundError, BadRequestError, …) or its Error schema',
  },
  {
    rule: 'A DELETE of the seed spec’s operations (a space, collection, site, section group, team, SAML provider, translation, OpenAPI spec, link invite, integration; a team member; a section from its group) declares 205 for a removal',
    reason:
      'platform-api.md answers each of them "204 no content (also when absent)", and platform-values §5 says produce 204 and accept 205: the 204 is declared, only its case differs. The operations §6 adds (a member, an installation, a site space or section, a comment, a requested reviewer) answer 205 for a removal, as the document does',
  },
  {
    rule: '`ssoURL` of a SAML provider is a required `uri` in the answer',
    reason:
      'the document’s own create takes a label alone, so a pending provider has no address to answer; decision 0021 answers the empty string (status `pending` says why), rather than inventing one',
    repair: (schemas) => {
      const provider = schemas['OrganizationSAMLProvider'] as { properties: Json };
      provider.properties['ssoURL'] = {
        anyOf: [provider.properties['ssoURL'], { type: 'string', maxLength: 0 }],
      };
    },
  },
  {
    rule: 'A `page_edited` change’s `attributes` match exactly one of three forms (`oneOf`)',
    reason:
      'the three forms are open objects that share `title` and `emoji`, so every value matches two or three of them and no answer, the platform’s included, passes `oneOf`; the sheet (§6.1) reads it as "one of three forms", so the tour asks for at least one (`anyOf`)',
    repair: (schemas) => {
      const edited = schemas['RevisionSemanticChangePageEdited'] as { properties: Json };
      const attributes = edited.properties['attributes'] as { oneOf?: unknown };
      edited.properties['attributes'] = { anyOf: attributes.oneOf };
    },
  },
];
for (const { repair } of sheetOverDocument) repair?.(sheetContract.components.schemas);

/**
 * The statuses the platform answers on any operation (decisions.md's error table), held to the
 * document's response of that status when the operation does not declare it.
 */
const platformWideStatuses = new Set(['400', '401', '403', '404']);

/**
 * The other statuses we answer where the operation declares none for the case: a conflict with
 * the state (409, the document's ConflictError) or a move that cannot be made (412, its
 * PreconditionFailedError), each for the rule that refuses it.
 */
const undeclaredConflicts: Record<string, string> = {
  'moveCollection 412':
    'decisions.md: a collection that cannot be moved (into its own descendant) is 412, as transferCollection declares',
  'installIntegration 409':
    'a second installation of an integration in the same organization: the installation is one per owner',
  'updateOrganizationMember 409':
    'decision 0012: the last active admin cannot be demoted, or nobody could manage the organization',
  'removeOrganizationMember 409': 'decision 0012: the last active admin cannot be removed',
  'createSiteSpace 409': 'decision 0020: the same space is never twice in one section',
  'updateSiteSpace 409': 'decision 0020: pointing a site space at a space its section already has',
  'deleteSiteSpace 409': 'decision 0020: a section always keeps a site space',
  'moveSiteSpace 409': 'decision 0020: a move that would leave its section without a site space',
  'moveSpace 412':
    'decisions.md: a space that cannot be moved (an `in-collection` space to the root) is 412, as transferSpace declares',
  'updateTeamMembers 409': 'a team that has an owner keeps one',
  'updateTeamMember 409': 'a team that has an owner keeps one',
  'removeTeamMember 409': 'a team that has an owner keeps one',
  'createTranslation 409':
    'a space has one translation per language; the answer names the one that exists',
  'runTranslation 412': 'the source space was deleted: there is nothing to translate',
};

/**
 * Where our answer differs from the platform's document on purpose, by operation and status, and
 * why. The tour checks that each still differs, so the list cannot go stale.
 */
const deliberateDifferences: Record<string, string> = {
  'listOrganizationsByEmailDomain 200':
    'decision 0016: someone outside an organization reads only its public part (`object`, `id`, `title`, `urls`), not the billing, plan, email domains, merge rules and settings the whole Organization carries',
};

/** Operations 0.146.0 does not have: called with the newer client, held to its document. */
const newerOnly: string[] = [];

/** Operations no published version has: not toured. */
const unpublished: string[] = [];

interface Stop {
  operationId: string;
  status: string;
  scenario: Scenario;
  template: string;
  method: string;
  document: PublishedDocument;
  operation: PublishedOperation;
}

function tourStops(): Stop[] {
  return contractOperations().flatMap((operation) => {
    const sheet = publishedOperation(sheetContract, operation.method, operation.path);
    const newer = sheet
      ? undefined
      : publishedOperation(newerContract, operation.method, operation.path);
    if (!sheet && !newer) {
      unpublished.push(operation.operationId);
      return [];
    }
    if (!sheet) newerOnly.push(operation.operationId);
    const document = sheet ? sheetContract : newerContract;
    const published = (sheet ?? newer) as PublishedOperation;
    return Object.entries(scenarios[operation.operationId] ?? {}).map(([status, scenario]) => ({
      operationId: operation.operationId,
      status,
      scenario,
      template: operation.path,
      method: operation.method,
      document,
      operation: published,
    }));
  });
}

const stops = tourStops();

/**
 * The client's method for a published operation id, in whichever group the client put it. The
 * client spells some names its own way (`createOpenApiSpec` for `createOpenAPISpec`), so the
 * name is compared without case.
 */
function clientMethod(client: object, operationId: string): ClientMethod | undefined {
  const wanted = operationId.toLowerCase();
  for (const group of Object.values(client as Json)) {
    if (typeof group !== 'object' || group === null) continue;
    const methods = group as Json;
    const name = Object.keys(methods).find((key) => key.toLowerCase() === wanted);
    if (name !== undefined && typeof methods[name] === 'function')
      return methods[name] as ClientMethod;
  }
  return undefined;
}

/** The method's parameter names, as the generated client declares them. */
function parameterNames(method: ClientMethod): string[] {
  const head = /^\(([^)]*)\)/.exec(method.toString().replace(/^async\s*/, ''))?.[1] ?? '';
  return head.split(',').map((name) => name.replace(/=.*$/, '').trim());
}

/** The scenario's path values, in the order of the contract's path template. */
function pathValues(template: string, path: string): string[] {
  // A parameter that ends the template may span segments (a page's path: `x-multi-segment`).
  const source = template.replace(/\{[^}]+\}$/, '(.+)').replace(/\{[^}]+\}/g, '([^/]+)');
  const match = new RegExp(`^${source}$`).exec(path);
  return match ? match.slice(1).map((value) => decodeURIComponent(value)) : [];
}

function queryOf(search: string): Json {
  const query: Json = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const previous = query[key];
    query[key] =
      previous === undefined
        ? value
        : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return query;
}

let server: ApiServer;
let seededCopy: () => BackendState;
let stateChanged = false;
/** The last answer a client received, as it came off the wire (the tour calls one at a time). */
let lastAnswer: WireAnswer | undefined;

/** Hands the client's requests to `fetch` and keeps a copy of each answer. */
const recordingBinding = {
  async fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const response = await fetch(input, init);
    const mediaType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
    lastAnswer = { status: response.status, mediaType, text: await response.clone().text() };
    return response;
  },
};

const clients = new Map<string, object>();

function clientAs(document: PublishedDocument, token: string | undefined): object {
  const key = `${document.version} ${token ?? ''}`;
  let client = clients.get(key);
  if (!client) {
    const options = {
      endpoint: server.url,
      serviceBinding: recordingBinding,
      ...(token ? { authToken: token } : {}),
    };
    client = document === sheetContract ? new SheetClient(options) : new NewerClient(options);
    clients.set(key, client);
  }
  return client;
}

beforeAll(async () => {
  // The clock stands still: what the seed has pending (an import run, a translation) stays so
  // for every call, however long the tour takes.
  const frozenAt = Date.now();
  server = await startApiServer({ port: 0, seed: 'demo', eventPaceMs: 0, realNow: () => frozenAt });
  seededCopy = copiesOf(server.backend.store.state).copy;
});

afterAll(async () => {
  await server.close();
});

async function runSetup(scenario: Scenario) {
  for (const step of scenario.setup ?? []) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (step.token) headers['authorization'] = `Bearer ${step.token}`;
    const response = await fetch(`${server.url}${step.path}`, {
      method: step.method,
      headers,
      ...(step.json !== undefined ? { body: JSON.stringify(step.json) } : {}),
    });
    expect(response.status, `setup ${step.method} ${step.path}`).toBeLessThan(300);
  }
}

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

/**
 * Calls the operation through the client's method and reads what it received: a JSON body, an
 * event stream through the client's stream reader (each event one value), or an error the
 * client raised for a status that is not a success.
 */
async function callThroughClient(stop: Stop): Promise<{ wire: WireAnswer; values: unknown[] }> {
  const client = clientAs(stop.document, stop.scenario.token);
  const method = clientMethod(client, stop.operation.operationId);
  if (!method) throw new Error(`The client has no method for ${stop.operation.operationId}.`);
  const [pathPart = '', search = ''] = stop.scenario.path.split('?');
  const values = pathValues(stop.template, pathPart);
  const args = parameterNames(method).map((name) => {
    if (name === 'data') return stop.scenario.json;
    if (name === 'query') return queryOf(search);
    if (name === 'params') return {};
    return values.shift();
  });
  lastAnswer = undefined;
  const received: unknown[] = [];
  try {
    const result = method(...args);
    if (isAsyncIterable(result)) for await (const event of result) received.push(event);
    else await result;
  } catch (error) {
    // The client raises on any status that is not a success; the wire copy holds the answer.
    if (!lastAnswer || (lastAnswer as WireAnswer).status < 400) throw error;
  }
  const wire = lastAnswer as WireAnswer | undefined;
  if (!wire) throw new Error(`${stop.operationId}: the client sent no request.`);
  if (received.length === 0 && wire.text !== '' && wire.mediaType === 'application/json')
    received.push(JSON.parse(wire.text));
  return { wire, values: received };
}

/**
 * The document's own response for a status an operation does not declare: the shared one whose
 * `error.code` is that status (`NotFoundError` for 404, …), or else its Error schema.
 */
function sharedResponse(document: PublishedDocument, status: string): Json {
  for (const response of Object.values(document.components.responses ?? {})) {
    const schema = declaredContent(document, response)['application/json'] as
      { properties?: { error?: { properties?: { code?: { enum?: unknown[] } } } } } | undefined;
    if (schema?.properties?.error?.properties?.code?.enum?.includes(Number(status)))
      return response;
  }
  return { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
}

/** The problems of one answer against the published operation: none when it is the platform's. */
function differences(stop: Stop, wire: WireAnswer, values: unknown[]): string[] {
  const problems: string[] = [];
  const status = String(wire.status);
  if (status !== stop.status)
    problems.push(`status ${status}, the scenario expects ${stop.status}`);
  const declared = stop.operation.responses[status] ?? stop.operation.responses['default'];
  let response = declared;
  if (!response) {
    if (!platformWideStatuses.has(status) && !undeclaredConflicts[`${stop.operationId} ${status}`])
      return [...problems, `status ${status} is not one the operation declares`];
    response = sharedResponse(stop.document, status);
  }
  const content = declaredContent(stop.document, response);
  const types = Object.keys(content);
  if (types.length === 0) {
    if (wire.text !== '') problems.push(`a body where the operation declares none`);
    return problems;
  }
  if (!types.includes(wire.mediaType))
    return [...problems, `media type "${wire.mediaType}", declared: ${types.join(', ')}`];
  const schema = content[wire.mediaType];
  if (!schema) return problems;
  const validate = publishedValidator(stop.document, schema);
  if (values.length === 0) problems.push('an empty answer where the operation declares a body');
  values.forEach((value, index) => {
    if (!validate(value)) {
      const where = values.length > 1 ? `event ${index}: ` : '';
      problems.push(...describeErrors(validate.errors, value).map((line) => where + line));
    }
  });
  return problems;
}

describe('the published client’s tour of the local server', () => {
  it('visits every operation a published version has, through the client of that version', () => {
    const operations = new Set(stops.map((stop) => stop.operationId));
    expect(operations.size + unpublished.length).toBe(contractOperations().length);
    expect(newerOnly.sort()).toEqual(['getImportRun', 'listImportRuns']);
    // Ours, beyond the platform, so no version publishes them: the estimate of a translation's
    // cost (issue 29) and a revision's outline, its page tree without bodies (decision 0037).
    expect(unpublished.sort()).toEqual(['estimateTranslation', 'getRevisionPageOutline']);
    const visited = stops.map((stop) => `${stop.operationId} ${stop.status}`);
    for (const name of Object.keys(deliberateDifferences)) expect(visited).toContain(name);
    for (const name of Object.keys(undeclaredConflicts)) expect(visited).toContain(name);
    // The documents' schemas mean the same to Ajv's draft-07 validator as in draft 4.
    expect(draft4OnlyKeywords(sheetContract)).toEqual([]);
    expect(draft4OnlyKeywords(newerContract)).toEqual([]);
    // Every stop has its method in its client: none is passed over unnoticed.
    const withoutMethod = stops.filter(
      (stop) => !clientMethod(clientAs(stop.document, undefined), stop.operation.operationId),
    );
    expect(withoutMethod.map((stop) => stop.operationId)).toEqual([]);
  });

  it.each(stops.map((stop) => [`${stop.operationId} ${stop.status}`, stop] as const))(
    '%s',
    async (name, stop) => {
      // A read leaves the state as it was; after a write or a setup the next call starts afresh.
      if (stateChanged) server.backend.store.state = seededCopy();
      stateChanged = stop.scenario.setup !== undefined || stop.method !== 'get';
      await runSetup(stop.scenario);
      const { wire, values } = await callThroughClient(stop);
      const found = differences(stop, wire, values);
      if (deliberateDifferences[name] !== undefined) expect(found, name).not.toEqual([]);
      else expect(found, wire.text.slice(0, 600)).toEqual([]);
    },
  );
});
