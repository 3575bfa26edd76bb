import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import type { SchemaValidateFunction } from 'ajv/dist/types/index.js';
import addFormats from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { unsafeUrlProblem } from '../../api/safe-url.ts';
import {
  absoluteRefs,
  cleanText,
  contractDocument,
  contractSchemaId,
  type JsonSchema,
  type TextKind,
  textKinds,
} from '../core/index.ts';

/**
 * Ajv instances that know the whole contract, and the sentences a person reads when a request
 * breaks one of its rules. Compiled validators are cached: compiling is far slower than
 * validating, and the same schemas are used on every request.
 *
 * Validation costs time in proportion to the value: Ajv stops at the first error, and the one
 * recursive shape (a Document's nodes) is a `oneOf` with a `discriminator`, so each node is
 * checked against the one branch its `object` names instead of against every branch, at every
 * level (which doubled the time per level of nesting).
 */

/** The root name of a request body in messages; its fields are named by JSON pointer. */
export const bodyRoot = 'The request body';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The contract as Ajv reads it: Ajv derives a discriminator's mapping from the branches' `const`
 * and refuses an explicit `mapping`, which the contract keeps for the type generator (without
 * it, openapi-typescript types `object` as the schema's name).
 */
function withoutDiscriminatorMappings(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDiscriminatorMappings);
  if (!isRecord(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'discriminator' && isRecord(inner)) {
      copy[key] = Object.fromEntries(Object.entries(inner).filter(([name]) => name !== 'mapping'));
    } else copy[key] = withoutDiscriminatorMappings(inner);
  }
  return copy;
}

let ajvContract: JsonSchema | undefined;

function isTextKind(value: unknown): value is TextKind {
  return typeof value === 'string' && (textKinds as readonly string[]).includes(value);
}

/**
 * `x-text: line | paragraph` on a string: the shared rule for text people type (domain/text.ts).
 * It trims the value in the request itself, before `maxLength` and `pattern` see it, so the
 * handler receives the stored form.
 */
function addTextKeyword(ajv: Ajv2020): void {
  const checkText: SchemaValidateFunction = (kind: unknown, data: unknown, _schema, where) => {
    if (!isTextKind(kind)) throw new Error(`x-text must be one of ${textKinds.join(', ')}.`);
    if (typeof data !== 'string') return true;
    const cleaned = cleanText(data, kind);
    if (cleaned.problem !== undefined) {
      checkText.errors = [{ keyword: 'x-text', message: cleaned.problem, params: { kind } }];
      return false;
    }
    // A top-level string has no parent to write the trimmed form into; none is a title.
    if (cleaned.value !== data && where) where.parentData[where.parentDataProperty] = cleaned.value;
    return true;
  };
  ajv.addKeyword({
    keyword: 'x-text',
    type: 'string',
    schemaType: 'string',
    modifying: true,
    errors: true,
    before: 'maxLength',
    validate: checkText,
  });
}

function createAjv(options: { coerce: boolean; allErrors: boolean }): Ajv2020 {
  const ajv = new Ajv2020({
    // OpenAPI documents carry keywords Ajv does not know (`example`, `x-...`).
    strict: false,
    // The first error is what the message is about; collecting every error also costs time
    // that grows with the number of mistakes a hostile body can hold. `describeComposite`
    // alone re-checks a value with every error, against one shallow branch at a time.
    allErrors: options.allErrors,
    discriminator: true,
    // Ajv's passes over the generated code (dropping unused names, folding constant branches)
    // are a third of compiling: every validator of the contract took 1.1–1.7 s with them and
    // 0.8 s without, in each test worker and at each server start. V8 optimises the code either
    // way: validating the demo's 47 Documents took 0.18–0.33 ms with them, 0.20–0.23 without.
    code: { optimize: false },
    // Errors carry their schema and data, so oneOf/anyOf branches can be re-checked one by one.
    verbose: true,
    // Query and path parameters arrive as strings; `limit=20` must count as the integer 20.
    coerceTypes: options.coerce,
    useDefaults: options.coerce,
  });
  addFormats(ajv);
  // The one rule for live addresses, shared with the console (src/api/safe-url.ts): `safe-url`
  // also takes a relative link, `safe-uri` is an absolute address (`uri`) that follows it too.
  ajv.addFormat('safe-url', { type: 'string', validate: (url) => !unsafeUrlProblem(url) });
  ajv.addFormat('safe-uri', {
    type: 'string',
    validate: (url) => !unsafeUrlProblem(url) && isAbsoluteUri(url),
  });
  addTextKeyword(ajv);
  ajvContract ??= withoutDiscriminatorMappings(contractDocument) as JsonSchema;
  ajv.addSchema(ajvContract, contractSchemaId);
  return ajv;
}

/** ajv-formats' own `uri` check (a function there), so `safe-uri` is `uri` and the safe rule. */
function isAbsoluteUri(url: string): boolean {
  const uri = fullFormats.uri;
  if (typeof uri === 'function') return uri(url) === true;
  if (uri instanceof RegExp) return uri.test(url);
  throw new Error('ajv-formats has no uri check to build safe-uri on.');
}

/** The formats whose refusal says what is unsafe about the address, when that is the reason. */
const safeUrlFormats = new Set(['safe-url', 'safe-uri']);

type Mode = 'parameters' | 'first' | 'all';
const instances = new Map<Mode, Ajv2020>();

function ajvFor(mode: Mode): Ajv2020 {
  let ajv = instances.get(mode);
  if (!ajv) {
    ajv = createAjv({ coerce: mode === 'parameters', allErrors: mode === 'all' });
    instances.set(mode, ajv);
  }
  return ajv;
}

// Keyed by schema object first (no hashing on the hot path), by content as a fallback so equal
// schemas built in different places share one compiled validator.
const byObject = new Map<Mode, WeakMap<JsonSchema, ValidateFunction>>();
const byContent = new Map<string, ValidateFunction>();

function compiled(schema: JsonSchema, mode: Mode): ValidateFunction {
  let objects = byObject.get(mode);
  if (!objects) {
    objects = new WeakMap();
    byObject.set(mode, objects);
  }
  const known = objects.get(schema);
  if (known) return known;
  const key = `${mode}:${JSON.stringify(schema)}`;
  const cached = byContent.get(key);
  if (cached) {
    objects.set(schema, cached);
    return cached;
  }
  const validate = ajvFor(mode).compile(schema);
  byContent.set(key, validate);
  objects.set(schema, validate);
  return validate;
}

/**
 * Sets up now what every parameter validator shares (Ajv with the formats and the whole contract
 * added, a few hundred milliseconds), which the first request with parameters would pay
 * otherwise: the demo's worker does it while its storage and lock are on the way, before the
 * first organization's requests come (docs/decisions/0038).
 */
export function prepareParameterValidation(): void {
  ajvFor('parameters');
}

/**
 * Compiles now, rather than on first use, the validator of `schema` and those that explain a
 * failed `oneOf`/`anyOf` inside it (every branch it can reach, references followed): a server
 * calls this as it starts, so no request pays a compilation (tens to hundreds of milliseconds).
 */
export function compileAhead(schema: JsonSchema, options: { coerce: boolean }): void {
  validatorFor(schema, options);
  if (options.coerce) return;
  const visited = new Set<unknown>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isRecord(value) || visited.has(value)) return;
    visited.add(value);
    const ref = value['$ref'];
    if (typeof ref === 'string') visit(resolveContractRef(value));
    for (const key of ['oneOf', 'anyOf']) {
      const branches = value[key];
      if (Array.isArray(branches) && !isRecord(value['discriminator']))
        for (const branch of branches) compiled(absoluteRefs(branch), 'all');
    }
    for (const [key, inner] of Object.entries(value)) if (key !== '$ref') visit(inner);
  };
  visit(schema);
}

/**
 * A validator for `schema` (which may `$ref` into `openapi#/...`). `coerce` is for parameters:
 * strings are coerced to the declared type and defaults are filled in.
 */
export function validatorFor(schema: JsonSchema, options: { coerce: boolean }): ValidateFunction {
  return compiled(schema, options.coerce ? 'parameters' : 'first');
}

/**
 * Where a body's problem is: its JSON pointer (`/mergeRules/rules/0/users`), which starts the
 * sentence so a client can tell the field without reading the words (docs/decisions/0011).
 * Parameters are named as they are (`limit`): they are not part of any form.
 */
function fieldName(instancePath: string, root: string): string {
  if (instancePath === '') return root;
  if (root === bodyRoot) return instancePath;
  return instancePath
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('/');
}

function child(instancePath: string, property: string, root: string): string {
  const escaped = property.replace(/~/g, '~0').replace(/\//g, '~1');
  if (root === bodyRoot) return `${instancePath}/${escaped}`;
  return instancePath === '' ? property : `${fieldName(instancePath, root)}/${property}`;
}

function param(error: ErrorObject, name: string): unknown {
  const params: unknown = error.params;
  if (typeof params !== 'object' || params === null) return undefined;
  return (params as Record<string, unknown>)[name];
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function plural(count: unknown, noun: string): string {
  return `${String(count)} ${noun}${count === 1 ? '' : 's'}`;
}

function listValues(values: unknown[]): string {
  return values.map((value) => (value === null ? 'null' : String(value))).join(', ');
}

/** One Ajv error as a sentence that names the field and the rule. */
function describeOne(error: ErrorObject, root: string): string {
  const field = fieldName(error.instancePath, root);
  switch (error.keyword) {
    case 'required':
      return `${child(error.instancePath, String(param(error, 'missingProperty')), root)} is required.`;
    case 'additionalProperties':
      return `${child(error.instancePath, String(param(error, 'additionalProperty')), root)} is not an allowed field.`;
    case 'maxLength':
      return `${field} must be at most ${plural(param(error, 'limit'), 'character')}.`;
    case 'minLength':
      return `${field} must be at least ${plural(param(error, 'limit'), 'character')}.`;
    case 'maximum':
      return `${field} must be at most ${String(param(error, 'limit'))}.`;
    case 'minimum':
      return `${field} must be at least ${String(param(error, 'limit'))}.`;
    case 'exclusiveMaximum':
      return `${field} must be less than ${String(param(error, 'limit'))}.`;
    case 'exclusiveMinimum':
      return `${field} must be greater than ${String(param(error, 'limit'))}.`;
    case 'maxItems':
      return `${field} must have at most ${plural(param(error, 'limit'), 'item')}.`;
    case 'minItems':
      return `${field} must have at least ${plural(param(error, 'limit'), 'item')}.`;
    case 'minProperties':
      return `${field} must have at least ${plural(param(error, 'limit'), 'field')}.`;
    case 'maxProperties':
      return `${field} must have at most ${plural(param(error, 'limit'), 'field')}.`;
    case 'uniqueItems':
      return `${field} must not contain duplicates (items ${String(param(error, 'j'))} and ${String(param(error, 'i'))} are equal).`;
    case 'pattern':
      return `${field} must match the pattern ${String(param(error, 'pattern'))}.`;
    case 'format': {
      const format = String(param(error, 'format'));
      const problem =
        safeUrlFormats.has(format) && typeof error.data === 'string'
          ? unsafeUrlProblem(error.data)
          : undefined;
      return problem ? `${field} ${problem}.` : `${field} must be a valid ${format}.`;
    }
    case 'discriminator': {
      // The node's `object` (or another tag) names no shape the contract knows.
      const tag = String(param(error, 'tag'));
      const at = child(error.instancePath, tag, root);
      const branches: unknown = error.parentSchema?.['oneOf'];
      return param(error, 'error') === 'tag'
        ? `${at} must be a string.`
        : `${at} must be one of: ${discriminatorValues(branches, tag).join(', ')}.`;
    }
    case 'type': {
      const type = param(error, 'type');
      const types = Array.isArray(type) ? type.map(String) : [String(type)];
      return `${field} must be ${types.map((t) => (t === 'null' ? 'null' : article(t))).join(' or ')}.`;
    }
    case 'enum': {
      const allowed = param(error, 'allowedValues');
      return `${field} must be one of: ${Array.isArray(allowed) ? listValues(allowed) : ''}.`;
    }
    case 'const':
      return `${field} must be ${JSON.stringify(param(error, 'allowedValue'))}.`;
    case 'multipleOf':
      return `${field} must be a multiple of ${String(param(error, 'multipleOf'))}.`;
    default:
      return `${field} ${error.message ?? 'is not valid'}.`;
  }
}

/**
 * The tag values of a discriminated `oneOf`, from its branches' `const` or `enum` (a branch such
 * as the Document's heading serves several tags), in branch order.
 */
function discriminatorValues(branches: unknown, tag: string): string[] {
  if (!Array.isArray(branches)) return [];
  return branches.flatMap((branch: unknown) => {
    const target = resolveContractRef(branch);
    const properties = isRecord(target) ? target['properties'] : undefined;
    const property = isRecord(properties) ? properties[tag] : undefined;
    if (!isRecord(property)) return [];
    if (typeof property['const'] === 'string') return [property['const']];
    const values = property['enum'];
    return Array.isArray(values) ? values.map(String) : [];
  });
}

/** Follows a `#/...` or `openapi#/...` reference to the schema it names in the contract. */
function resolveContractRef(schema: unknown): unknown {
  if (!isRecord(schema) || typeof schema['$ref'] !== 'string') return schema;
  const ref = schema['$ref'].replace(new RegExp(`^${contractSchemaId}#`), '#');
  if (!ref.startsWith('#/')) return schema;
  const pointer = ref.slice(2);
  let target: unknown = contractDocument;
  for (const part of pointer.split('/')) target = isRecord(target) ? target[part] : undefined;
  return target;
}

/** Values a branch accepts when it fails only on its own value (enum, const, type). */
function acceptedValues(error: ErrorObject): string[] | undefined {
  if (error.keyword === 'enum') {
    const allowed = param(error, 'allowedValues');
    return Array.isArray(allowed) ? allowed.map((v) => (v === null ? 'null' : String(v))) : [];
  }
  if (error.keyword === 'const') return [String(param(error, 'allowedValue'))];
  if (error.keyword === 'type') {
    const type = param(error, 'type');
    return (Array.isArray(type) ? type : [type]).map((t) =>
      t === 'null' ? 'null' : article(String(t)),
    );
  }
  return undefined;
}

/** Errors about which fields an object has, rather than about their values. */
const keyErrors = new Set(['required', 'additionalProperties', 'maxProperties', 'minProperties']);

function isComposite(error: ErrorObject): boolean {
  return error.keyword === 'oneOf' || error.keyword === 'anyOf';
}

function within(instancePath: string, ancestor: string): boolean {
  return instancePath === ancestor || instancePath.startsWith(`${ancestor}/`);
}

/** Ajv errors of `value` against one branch, with paths relative to the whole document. */
function branchErrors(branch: unknown, value: unknown, at: string): ErrorObject[] {
  const validate = compiled(absoluteRefs(branch), 'all');
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => ({ ...e, instancePath: `${at}${e.instancePath}` }));
}

/**
 * Explains a failed `oneOf`/`anyOf` by checking the value against each branch on its own: the
 * branch whose discriminator (a `const` on a direct child such as `type` or `object`) matched
 * is the one the caller meant, so its first error is the useful sentence.
 */
function describeComposite(composite: ErrorObject, root: string): string {
  const field = fieldName(composite.instancePath, root);
  const branches: unknown = composite.schema;
  if (!Array.isArray(branches)) return `${field} does not match any allowed shape.`;
  const perBranch = branches.map((branch) =>
    branchErrors(branch, composite.data, composite.instancePath),
  );
  // Every branch fails on the value itself (enum, const, type): list what they accept.
  const accepted = perBranch.map((errors) =>
    errors.length > 0 && errors.every((e) => e.instancePath === composite.instancePath)
      ? errors.map(acceptedValues)
      : [undefined],
  );
  if (accepted.every((list) => list.every((a) => a !== undefined)))
    return `${field} must be one of: ${[...new Set(accepted.flat(2))].join(', ')}.`;
  const isDiscriminator = (e: ErrorObject) =>
    e.keyword === 'const' &&
    e.instancePath.startsWith(`${composite.instancePath}/`) &&
    !e.instancePath.slice(composite.instancePath.length + 1).includes('/');
  // A branch for another JSON type (an object where an array came) was not meant either.
  const fitsType = (errors: ErrorObject[]) =>
    !errors.some((e) => e.keyword === 'type' && e.instancePath === composite.instancePath);
  // A branch whose fields are the ones sent: `{ document }` against the `{ markdown }` form
  // fails on the keys themselves, so the form the caller chose is the one without such errors.
  const fitsKeys = (errors: ErrorObject[]) =>
    !errors.some((e) => keyErrors.has(e.keyword) && e.instancePath === composite.instancePath);
  const candidates = perBranch.filter(
    (errors) => errors.length > 0 && !errors.some(isDiscriminator),
  );
  const meant =
    candidates.find((errors) => fitsType(errors) && fitsKeys(errors)) ??
    candidates.find(fitsType) ??
    candidates[0];
  if (meant) return describeValidationErrors(meant, root);
  const discriminators = perBranch.flat().filter(isDiscriminator);
  const first = discriminators[0];
  if (first) {
    const values = [...new Set(discriminators.map((d) => String(param(d, 'allowedValue'))))];
    return `${fieldName(first.instancePath, root)} must be one of: ${values.join(', ')}.`;
  }
  return `${field} does not match any allowed shape.`;
}

/**
 * Turns Ajv's errors (collected with `allErrors`) into one sentence about the first problem.
 * For `oneOf`/`anyOf`, Ajv reports every branch's errors followed by the composite error;
 * those are read together so the sentence talks about the branch the caller meant.
 */
export function describeValidationErrors(
  errors: readonly ErrorObject[] | null | undefined,
  root: string,
): string {
  const list = errors ?? [];
  const first = list[0];
  if (!first) return `${root} is not valid.`;
  const compositeIndex = list.findIndex(
    (e) => isComposite(e) && within(first.instancePath, e.instancePath),
  );
  const composite = list[compositeIndex];
  if (!composite) return describeOne(first, root);
  return describeComposite(composite, root);
}
