/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * The platform's published contracts, for tests that hold the local server to them: the OpenAPI
 * document of `@gitbook/api` at 0.146.0 (the version platform-values.md is written against,
 * installed as `gitbook-api-0146`) and at the newer version the project also installs. Each
 * answer is validated whole, nested, against the schema the document gives its operation,
 * status and media type.
 *
 * The documents are OpenAPI 3.0.3, whose schemas are JSON Schema draft 4 (Wright draft 00) with
 * OpenAPI's keywords. They use no keyword whose meaning changed after draft 4 (no `id`, no
 * boolean `exclusiveMinimum`; `draft4OnlyKeywords` checks it), so Ajv's default draft-07
 * validator reads them as written, once OpenAPI's own keywords are turned into JSON Schema
 * (`toJsonSchema`). The draft-4 build of Ajv is a package the project does not have.
 */

type Json = Record<string, unknown>;

export interface PublishedDocument {
  version: string;
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, Json>; responses?: Record<string, Json> };
}

export interface PublishedOperation {
  operationId: string;
  /** The document's path template, e.g. `/orgs/{organizationId}/sites`. */
  path: string;
  responses: Record<string, Json>;
}

/** One answer as it came off the wire. */
export interface WireAnswer {
  status: number;
  /** The media type without parameters (`application/json`), or '' when none was sent. */
  mediaType: string;
  text: string;
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function loadDocument(specifier: string): PublishedDocument {
  const file = createRequire(import.meta.url).resolve(specifier);
  const document = JSON.parse(readFileSync(file, 'utf8')) as Omit<PublishedDocument, 'version'> & {
    info: { version: string };
  };
  const pkg = JSON.parse(
    readFileSync(file.replace(/spec[\\/]openapi\.json$/, 'package.json'), 'utf8'),
  ) as { version: string };
  return { ...document, version: pkg.version };
}

/** The version the sheet is written against, and the newer one the project's client is. */
export const sheetContract = loadDocument('gitbook-api-0146/spec/openapi.json');
export const newerContract = loadDocument('@gitbook/api/spec/openapi.json');

const templateOf = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

/** The published operation at our contract's method and path (`/v1/...`), if the document has it. */
export function publishedOperation(
  document: PublishedDocument,
  method: string,
  path: string,
): PublishedOperation | undefined {
  const template = templateOf(path.replace(/^\/v1/, ''));
  for (const [candidate, operations] of Object.entries(document.paths))
    if (templateOf(candidate) === template) {
      const operation = operations[method];
      if (isObject(operation) && typeof operation['operationId'] === 'string')
        return {
          operationId: operation['operationId'],
          path: candidate,
          responses: (operation['responses'] ?? {}) as Record<string, Json>,
        };
    }
  return undefined;
}

/**
 * OpenAPI 3.0's keywords as JSON Schema: `nullable: true` also allows null (with or without a
 * `type` beside it: the document writes `nullable` beside a `$ref` or a `oneOf` where its
 * client types the field `| null`, and the sheet says such fields may be null), and a
 * `discriminator` is only a hint for code generators, so its `oneOf` is checked as written.
 */
function toJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toJsonSchema);
  if (!isObject(value)) return value;
  const copy: Json = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'discriminator' || key === 'nullable') continue;
    copy[key] = toJsonSchema(inner);
  }
  return value['nullable'] === true ? { anyOf: [{ type: 'null' }, copy] } : copy;
}

/**
 * The draft-4 keywords whose meaning changed in later drafts (`id`, and `exclusiveMinimum` or
 * `exclusiveMaximum` as booleans) wherever `document` uses them in a schema: none, for Ajv's
 * draft-07 validator to read it as written.
 */
export function draft4OnlyKeywords(document: PublishedDocument): string[] {
  const found: string[] = [];
  const visit = (schema: unknown, where: string): void => {
    if (Array.isArray(schema)) return schema.forEach((inner, i) => visit(inner, `${where}/${i}`));
    if (!isObject(schema)) return;
    if (typeof schema['id'] === 'string') found.push(`${where}/id`);
    for (const key of ['exclusiveMinimum', 'exclusiveMaximum'])
      if (typeof schema[key] === 'boolean') found.push(`${where}/${key}`);
    for (const key of ['items', 'additionalProperties', 'not'] as const)
      visit(schema[key], `${where}/${key}`);
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const) visit(schema[key], `${where}/${key}`);
    const properties = schema['properties'];
    if (isObject(properties))
      for (const [name, inner] of Object.entries(properties))
        visit(inner, `${where}/properties/${name}`);
  };
  for (const [name, schema] of Object.entries(document.components.schemas))
    visit(schema, `#/components/schemas/${name}`);
  return found;
}

function createAjv(document: PublishedDocument): Ajv {
  const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  // Two formats the document names without a published rule: any string is legal.
  ajv.addFormat('emoji', true);
  ajv.addFormat('icon', true);
  ajv.addSchema(toJsonSchema({ components: document.components }) as Json, document.version);
  return ajv;
}

const ajvs = new Map<string, Ajv>();
const validators = new Map<string, ValidateFunction>();

/** A `#/components/...` reference made absolute in the document registered as `version`. */
function absolute(schema: unknown, version: string): unknown {
  if (Array.isArray(schema)) return schema.map((inner) => absolute(inner, version));
  if (!isObject(schema)) return schema;
  const copy: Json = {};
  for (const [key, inner] of Object.entries(schema))
    copy[key] =
      key === '$ref' && typeof inner === 'string' ? `${version}${inner}` : absolute(inner, version);
  return copy;
}

/** A response of the document, through `#/components/responses/...`. */
function responseObject(document: PublishedDocument, response: Json): Json {
  const ref = response['$ref'];
  if (typeof ref !== 'string') return response;
  return document.components.responses?.[ref.replace('#/components/responses/', '')] ?? {};
}

/** The media types a declared response has, with their schemas. */
export function declaredContent(
  document: PublishedDocument,
  response: Json,
): Record<string, Json | undefined> {
  const content = responseObject(document, response)['content'];
  if (!isObject(content)) return {};
  return Object.fromEntries(
    Object.entries(content).map(([type, media]) => [
      type,
      isObject(media) && isObject(media['schema']) ? media['schema'] : undefined,
    ]),
  );
}

/**
 * A compiled validator for `schema` of `document`. Compiling is far slower than validating, and
 * many operations answer the same schema (a Space, the shared NotFoundError), so each distinct
 * schema is compiled once.
 */
export function publishedValidator(document: PublishedDocument, schema: Json): ValidateFunction {
  const cacheKey = `${document.version} ${JSON.stringify(schema)}`;
  let validate = validators.get(cacheKey);
  if (!validate) {
    let ajv = ajvs.get(document.version);
    if (!ajv) {
      ajv = createAjv(document);
      ajvs.set(document.version, ajv);
    }
    validate = ajv.compile(absolute(toJsonSchema(schema), document.version) as Json);
    validators.set(cacheKey, validate);
  }
  return validate;
}

/** Ajv's errors as lines a person reads: where, what, and the value found there. */
export function describeErrors(errors: ErrorObject[] | null | undefined, value: unknown): string[] {
  return (errors ?? []).map((error) => {
    let found: unknown = value;
    for (const raw of error.instancePath.split('/').slice(1)) {
      const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      found = isObject(found) || Array.isArray(found) ? (found as Json)[key] : undefined;
    }
    const shown = JSON.stringify(found)?.slice(0, 120) ?? 'undefined';
    return `${error.instancePath || '/'} ${error.message ?? error.keyword} ${JSON.stringify(error.params)} (found ${shown})`;
  });
}
