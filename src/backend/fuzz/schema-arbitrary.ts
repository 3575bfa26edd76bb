import fc from 'fast-check';
import { contractDocument, type JsonSchema } from '../core/index.ts';
import { webUrlArbitrary } from '../../api/web-url-arbitrary.ts';
import { hostileString } from './hostile.ts';

/**
 * fast-check values for a schema of the contract: mostly values the schema allows (so requests
 * reach the rules behind validation), with hostile strings mixed into every string field and
 * plain JSON of any shape now and then (so they also reach every refusal).
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows `#/...` or `openapi#/...` into the contract. */
function resolve(ref: string): JsonSchema {
  const pointer = ref.replace(/^[^#]*#\//, '');
  let target: unknown = contractDocument;
  for (const part of pointer.split('/')) target = isRecord(target) ? target[part] : undefined;
  if (!isRecord(target)) throw new Error(`The contract has nothing at ${ref}.`);
  return target;
}

const anyJson = fc.jsonValue({ maxDepth: 3 });
/** Strings fields get these one time in five. */
const withHostile = (base: fc.Arbitrary<string>) =>
  fc.oneof({ arbitrary: base, weight: 4 }, { arbitrary: hostileString, weight: 1 });

function numberBound(schema: JsonSchema, key: string): number | undefined {
  const value = schema[key];
  return typeof value === 'number' ? value : undefined;
}

/**
 * Built once and shared by every field that asks for them: building one costs far more than
 * drawing from it. fast-check tries its list of dangerous strings against the characters of a
 * `stringMatching` pattern when it builds it (20 ms and more for a negated class). Many fields
 * share a pattern (every id), and an arbitrary keeps no state between draws.
 */
const patternArbitraries = new Map<string, fc.Arbitrary<string> | null>();
let urlArbitrary: fc.Arbitrary<string> | undefined;

/** Strings matching `pattern` within the bounds; null for a pattern fast-check cannot use. */
function matchingArbitrary(
  pattern: string,
  minLength: number,
  maxLength: number,
): fc.Arbitrary<string> | null {
  const key = `${minLength} ${maxLength} ${pattern}`;
  let arbitrary = patternArbitraries.get(key);
  if (arbitrary !== undefined) return arbitrary;
  try {
    arbitrary = withHostile(
      fc
        .stringMatching(new RegExp(pattern))
        .filter((value) => value.length >= minLength && value.length <= maxLength),
    );
  } catch {
    // A pattern fast-check cannot generate from (Unicode property classes).
    arbitrary = null;
  }
  patternArbitraries.set(key, arbitrary);
  return arbitrary;
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = numberBound(schema, 'minLength') ?? 0;
  const maxLength = Math.min(numberBound(schema, 'maxLength') ?? 40, Math.max(minLength, 40));
  const format = schema['format'];
  if (format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (format === 'uri' || format === 'safe-url' || format === 'safe-uri')
    return (urlArbitrary ??= withHostile(webUrlArbitrary));
  const pattern = schema['pattern'];
  const matching =
    typeof pattern === 'string' ? matchingArbitrary(pattern, minLength, maxLength) : null;
  // Without a pattern, or one fast-check cannot use: plain strings.
  return matching ?? withHostile(fc.string({ minLength, maxLength, unit: 'grapheme' }));
}

/**
 * Values for `schema`. `depth` counts the references followed: past `maxDepth`, arrays have no
 * more items than they must, which is what ends a recursive shape (a Document's nodes).
 */
export function arbitraryFor(schema: unknown, depth = 0, maxDepth = 6): fc.Arbitrary<unknown> {
  if (!isRecord(schema)) return anyJson;
  const ref = schema['$ref'];
  if (typeof ref === 'string') return arbitraryFor(resolve(ref), depth + 1, maxDepth);
  if ('const' in schema) return fc.constant(schema['const']);
  const enumValues = schema['enum'];
  if (Array.isArray(enumValues)) return fc.constantFrom(...(enumValues as unknown[]));
  const branches = schema['oneOf'] ?? schema['anyOf'];
  if (Array.isArray(branches))
    return fc.oneof(...branches.map((branch: unknown) => arbitraryFor(branch, depth, maxDepth)));
  const type = schema['type'];
  if (Array.isArray(type))
    return fc.oneof(
      ...type.map((one: unknown) => arbitraryFor({ ...schema, type: one }, depth, maxDepth)),
    );
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return fc.integer({
        min: numberBound(schema, 'minimum') ?? -1_000,
        max: numberBound(schema, 'maximum') ?? 1_000_000,
      });
    case 'number':
      return fc.double({
        min: numberBound(schema, 'minimum') ?? -1e6,
        max: numberBound(schema, 'maximum') ?? 1e6,
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = numberBound(schema, 'minItems') ?? 0;
      // Deep enough: no more items, and no more building of their arbitraries either.
      if (depth > maxDepth && minLength === 0) return fc.constant([]);
      const maxLength =
        depth > maxDepth
          ? minLength
          : Math.min(numberBound(schema, 'maxItems') ?? 3, minLength + 3);
      const items = arbitraryFor(schema['items'], depth, maxDepth);
      return schema['uniqueItems'] === true
        ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(items, { minLength, maxLength });
    }
    case 'object':
    case undefined: {
      const properties = schema['properties'];
      if (!isRecord(properties))
        return type === 'object'
          ? fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 3 })
          : anyJson;
      const required = Array.isArray(schema['required']) ? (schema['required'] as string[]) : [];
      const shapes = Object.fromEntries(
        Object.entries(properties).map(([name, inner]) => [
          name,
          arbitraryFor(inner, depth, maxDepth),
        ]),
      );
      return fc.record(shapes, { requiredKeys: required.filter((name) => name in shapes) });
    }
    default:
      return anyJson;
  }
}
