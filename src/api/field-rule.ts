/**
 * The subset of JSON Schema a form checks before sending (src/api/form-rules.gen.ts holds one
 * per request body of the contract; src/lib/forms/check-rule.ts applies it).
 */
export interface FieldRule {
  readonly type?: string | readonly string[];
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly format?: string;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly uniqueItems?: boolean;
  readonly required?: readonly string[];
  readonly properties?: Readonly<Record<string, FieldRule>>;
  readonly items?: FieldRule;
}

/** The rules of an operation's query parameters, by name, each with its default (if any). */
export type QueryRules = Readonly<Record<string, FieldRule & { readonly default?: unknown }>>;
