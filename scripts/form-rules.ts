/**
 * The constraints forms check before sending, taken from the contract at build time: for every
 * schema a request body uses, its fields' rules with `$ref`s resolved. Forms import these
 * instead of copying numbers and patterns, and the browser never downloads the whole contract
 * (src/api/form-rules.gen.ts is a few kilobytes; openapi.gen.json is hundreds).
 */

type Json = Record<string, unknown>;

const kept = [
  'type',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'enum',
  'const',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
  'uniqueItems',
  'required',
  'nullable',
] as const;

/** Deep schemas (Documents, customization trees) are checked by the backend only. */
const maxDepth = 4;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function resolve(schema: Json, schemas: Json): Json {
  let current = schema;
  for (let hops = 0; typeof current['$ref'] === 'string' && hops < 20; hops += 1) {
    const name = current['$ref'].replace('#/components/schemas/', '');
    const target = schemas[name];
    if (!isObject(target)) throw new Error(`form rules: unknown schema ${name}`);
    // A `$ref` with siblings (description) keeps the target's rules.
    const siblings: Json = { ...current };
    delete siblings['$ref'];
    current = { ...target, ...siblings };
  }
  return current;
}

/** Rich-text Documents are checked by the editor's own model and the backend, not by forms. */
const opaque = new Set(['#/components/schemas/Document']);

function rulesOf(input: Json, schemas: Json, depth: number): Json {
  if (typeof input['$ref'] === 'string' && opaque.has(input['$ref'])) return { type: 'object' };
  const schema = resolve(input, schemas);
  const rules: Json = {};
  for (const key of kept) if (schema[key] !== undefined) rules[key] = schema[key];
  // A nullable string written as `type: [string, 'null']` or `oneOf [X, null]`: keep the
  // non-null branch's rules, since forms check what a person typed.
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = schema[key];
    if (!Array.isArray(branches)) continue;
    const concrete = branches
      .filter(isObject)
      // A field that takes text or a Document is checked as text by forms.
      .filter((branch) => !(typeof branch['$ref'] === 'string' && opaque.has(branch['$ref'])))
      .map((branch) => resolve(branch, schemas))
      .filter((branch) => branch['type'] !== 'null');
    if (concrete.length === 1 && concrete[0])
      Object.assign(rules, rulesOf(concrete[0], schemas, depth));
  }
  if (depth >= maxDepth) return rules;
  if (isObject(schema['properties'])) {
    const properties: Json = {};
    for (const [name, property] of Object.entries(schema['properties']))
      if (isObject(property)) properties[name] = rulesOf(property, schemas, depth + 1);
    rules['properties'] = properties;
  }
  if (isObject(schema['items'])) rules['items'] = rulesOf(schema['items'], schemas, depth + 1);
  return rules;
}

/** The names of the schemas every operation's request body refers to, sorted. */
function requestBodySchemas(contract: Json): string[] {
  const names = new Set<string>();
  const paths = isObject(contract['paths']) ? contract['paths'] : {};
  for (const operations of Object.values(paths)) {
    if (!isObject(operations)) continue;
    for (const operation of Object.values(operations)) {
      if (!isObject(operation) || !isObject(operation['requestBody'])) continue;
      const content = operation['requestBody']['content'];
      const json = isObject(content) ? content['application/json'] : undefined;
      const schema = isObject(json) ? json['schema'] : undefined;
      if (isObject(schema) && typeof schema['$ref'] === 'string')
        names.add(schema['$ref'].replace('#/components/schemas/', ''));
    }
  }
  return [...names].sort();
}

/** Paging parameters: a list reads its pages itself, they never stand in a screen's URL. */
const paging = new Set(['page', 'limit']);

/**
 * Per GET operation that takes query parameters, the rules of each (with its default): a
 * screen whose filters are an operation's parameters checks its URL search with them
 * (src/lib/contract-search.ts) instead of copying limits and values.
 */
function queryRuleExports(contract: Json, schemas: Json): string[] {
  const parameters = isObject(contract['components']) ? contract['components']['parameters'] : {};
  const paths = isObject(contract['paths']) ? contract['paths'] : {};
  return Object.values(paths).flatMap((item) => {
    const get = isObject(item) ? item['get'] : undefined;
    if (!isObject(item) || !isObject(get)) return [];
    const entries = [item['parameters'], get['parameters']].flatMap((list) =>
      Array.isArray(list) ? list.filter(isObject) : [],
    );
    const rules: Record<'query' | 'path', Json> = { query: {}, path: {} };
    for (const entry of entries) {
      const ref = entry['$ref'];
      const parameter =
        typeof ref === 'string' && isObject(parameters)
          ? parameters[ref.replace('#/components/parameters/', '')]
          : entry;
      if (!isObject(parameter) || paging.has(String(parameter['name']))) continue;
      const place = parameter['in'];
      const schema = isObject(parameter['schema']) ? parameter['schema'] : {};
      const resolved = resolve(schema, schemas);
      // A path parameter goes with the routes only when it has a shape to check (an email
      // domain a page's address names); an id is checked by the read that uses it.
      if (place === 'path' && resolved['pattern'] === undefined) continue;
      if (place !== 'query' && place !== 'path') continue;
      rules[place][String(parameter['name'])] = {
        ...rulesOf(schema, schemas, 0),
        ...(resolved['default'] !== undefined ? { default: resolved['default'] } : {}),
      };
    }
    return (['query', 'path'] as const).flatMap((place) =>
      Object.keys(rules[place]).length === 0
        ? []
        : [
            `export const ${String(get['operationId'])}${place === 'query' ? 'Query' : 'Path'}Rules = ${JSON.stringify(rules[place])} as const satisfies QueryRules;\n`,
          ],
    );
  });
}

/**
 * Request bodies a page's address may fill in before the person sends them (a space's "Import
 * pages" and "Try again" open the new import with its source and target): their rules go with
 * the routes, while every other form's rules stay in their screens' chunks.
 */
const addressedBodies = ['ImportRunCreate'];

/**
 * The query parameters' rules, a module of their own: route search checks load with the app's
 * first page, and the request bodies' rules (every form's) must not come along.
 */
export function buildQueryRules(contract: Json, banner: string): string {
  const components = isObject(contract['components']) ? contract['components'] : {};
  const schemas = isObject(components['schemas']) ? components['schemas'] : {};
  return (
    banner +
    "import type { FieldRule, QueryRules } from './field-rule';\n\n" +
    '// Per GET operation, the rules of its query parameters but paging, and of a path parameter\n' +
    '// with a shape; then the request bodies a page address fills in (scripts/form-rules.ts).\n' +
    queryRuleExports(contract, schemas).sort().join('') +
    addressedBodies
      .map(
        (name) =>
          `export const ${name}AddressRules = ${JSON.stringify(rulesOf(isObject(schemas[name]) ? schemas[name] : {}, schemas, 0))} as const satisfies FieldRule;\n`,
      )
      .join('')
  );
}

export function buildFormRules(contract: Json, banner: string): string {
  const components = isObject(contract['components']) ? contract['components'] : {};
  const schemas = isObject(components['schemas']) ? components['schemas'] : {};
  // One export per schema, so a screen's chunk carries only the rules of its own forms.
  const exports = requestBodySchemas(contract).flatMap((name) => {
    const schema = schemas[name];
    if (!isObject(schema)) return [];
    const rules = JSON.stringify(rulesOf(schema, schemas, 0));
    return [`export const ${name}Rules = ${rules} as const satisfies FieldRule;\n`];
  });
  return (
    banner +
    "import type { FieldRule } from './field-rule';\n\n" +
    '// Per request-body schema of the contract, the rules of its fields (scripts/form-rules.ts).\n' +
    exports.join('')
  );
}
