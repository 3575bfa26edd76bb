import type { JsonSchema } from '../core/index.ts';

/**
 * Numbers in a query, read as the contract's schema means them. Ajv's coercion takes whatever
 * `Number()` takes (`1e309` and `Infinity` become Infinity, `0x10` becomes 16, spaces are
 * ignored), and a coerced Infinity then passes as an integer with no maximum. A query number
 * is therefore read as a plain decimal first: an integer is digits with an optional minus sign
 * that a number holds exactly, a number is a finite JSON number.
 */

const integerText = /^-?\d+$/;
const numberText = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `integer` or `number` when the schema (or, for a list, its items) is one, else undefined. */
function numericType(schema: JsonSchema): 'integer' | 'number' | undefined {
  const type = schema['type'];
  if (type === 'integer' || type === 'number') return type;
  const items = schema['items'];
  if (type === 'array' && isRecord(items)) return numericType(items);
  return undefined;
}

function isExact(text: string, type: 'integer' | 'number'): boolean {
  if (type === 'integer') return integerText.test(text) && Number.isSafeInteger(Number(text));
  return numberText.test(text) && Number.isFinite(Number(text));
}

/**
 * The sentence that refuses a query parameter's value(s), named as in every query message
 * (`limit must be an integer.`), or undefined when its schema takes no number or each is exact.
 */
export function queryNumberProblem(
  name: string,
  schema: JsonSchema,
  values: string | readonly string[],
): string | undefined {
  const type = numericType(schema);
  if (type === undefined) return undefined;
  const all = typeof values === 'string' ? [values] : values;
  if (all.every((value) => isExact(value, type))) return undefined;
  return `${name} must be ${type === 'integer' ? 'an integer' : 'a number'}.`;
}
