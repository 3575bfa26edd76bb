import type { FieldRule, QueryRules } from '@/api/field-rule';
import type { ApiParams, ApiPath } from './api-call';

/** The query parameters of the GET operation `P`, as the contract types them. */
export type ApiQuery<P extends ApiPath<'get'>> = NonNullable<
  NonNullable<ApiParams<'get', P>> extends { query?: infer Q } ? Q : never
>;

type SearchValue = string | number | boolean;

/**
 * One value of a URL's search checked against its parameter's rule, or undefined when the API
 * would refuse it: text is trimmed, and a value outside the parameter's length, choices,
 * pattern or range is dropped.
 */
function checked(rule: FieldRule, raw: unknown): SearchValue | undefined {
  // The router parses `?published=true` into a boolean; a hand-typed string works too.
  if (rule.type === 'boolean')
    return raw === true || raw === 'true'
      ? true
      : raw === false || raw === 'false'
        ? false
        : undefined;
  if (rule.type === 'integer' || rule.type === 'number') {
    const number = typeof raw === 'number' ? raw : Number(raw);
    if (!Number.isFinite(number) || (rule.type === 'integer' && !Number.isInteger(number)))
      return undefined;
    if (rule.minimum !== undefined && number < rule.minimum) return undefined;
    if (rule.maximum !== undefined && number > rule.maximum) return undefined;
    return number;
  }
  if (typeof raw !== 'string') return undefined;
  const text = raw.trim();
  if (text.length < Math.max(rule.minLength ?? 0, 1)) return undefined;
  if (rule.maxLength !== undefined && text.length > rule.maxLength) return undefined;
  if (rule.enum && !rule.enum.includes(text)) return undefined;
  if (rule.pattern !== undefined && !new RegExp(rule.pattern, 'u').test(text)) return undefined;
  return text;
}

/**
 * A route's `validateSearch` for a screen whose filters are the query parameters `names` of the
 * operation `P` (its `rules` from src/api/query-rules.gen.ts): each is checked as the contract
 * says, and one equal to its default (the contract's, or `defaults`) is left out, so the URL
 * names only what differs. Anything else in the URL is dropped; a screen's own parameters (a
 * tab) are added by the route.
 */
export function contractSearch<P extends ApiPath<'get'>, K extends keyof ApiQuery<P> & string>(
  rules: QueryRules,
  names: readonly K[],
): (search: Record<string, unknown>) => Partial<Pick<ApiQuery<P>, K>> {
  return (search) => {
    const valid: Record<string, SearchValue> = {};
    for (const name of names) {
      const rule = rules[name];
      const value = rule && checked(rule, search[name]);
      if (value !== undefined && value !== rule?.default) valid[name] = value;
    }
    // Each value passed its parameter's rule, which the contract's types describe.
    return valid as Partial<Pick<ApiQuery<P>, K>>;
  };
}

/** The value a URL parameter checked by `rule` takes: its listed values, or its type. */
type RuleValue<R> = R extends { readonly enum: readonly (infer E)[] }
  ? E
  : R extends { readonly type: 'boolean' }
    ? boolean
    : R extends { readonly type: 'integer' | 'number' }
      ? number
      : string;

/**
 * A route's `validateSearch` for values that a screen sends in a request body or a path (the
 * target of a new import, the email domain to look up): each URL parameter is checked by the
 * contract's rule for what it becomes, as `contractSearch` checks query parameters, and typed
 * by it.
 */
export function ruleSearch<R extends Readonly<Record<string, FieldRule>>>(
  rules: R,
): (search: Record<string, unknown>) => { [K in keyof R]?: RuleValue<R[K]> } {
  return (search) => {
    const valid: Record<string, SearchValue> = {};
    for (const [name, rule] of Object.entries(rules)) {
      const value = checked(rule, search[name]);
      if (value !== undefined) valid[name] = value;
    }
    // Each value passed its rule, which `RuleValue` describes.
    return valid as { [K in keyof R]?: RuleValue<R[K]> };
  };
}
