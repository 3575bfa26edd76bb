import type { FieldRule } from '@/api/field-rule';
import { isSafeUrl } from '@/api/safe-url';

/** Words a form may put instead of the generic sentence for a rule, such as a pattern's meaning. */
export interface RuleMessages {
  required?: string;
  pattern?: string;
  format?: string;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

const urlFormat = /^[a-z][a-z0-9+.-]*:\/\/[^\s]+$/i;
const emailFormat = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function formatProblem(format: string, value: string): boolean {
  if (format === 'uri' || format === 'url') return !urlFormat.test(value);
  // The contract's absolute addresses follow the one safe-URL rule, as the server checks them.
  if (format === 'safe-uri') return !urlFormat.test(value) || !isSafeUrl(value);
  if (format === 'safe-url') return !isSafeUrl(value);
  if (format === 'email') return !emailFormat.test(value);
  return false;
}

/**
 * What is wrong with a value under one of the contract's rules (src/api/form-rules.gen.ts), as
 * a sentence for beside its field, or undefined when it passes. An empty string counts as "not
 * given": it fails only when `required`, so optional fields may stay blank.
 */
export interface RuleOptions {
  required?: boolean;
  /** The field's name as the person sees it: "Title must be…" rather than "Must be…". */
  label?: string;
  messages?: RuleMessages;
}

export function checkRule(
  rule: FieldRule | undefined,
  value: unknown,
  options: RuleOptions = {},
): string | undefined {
  const message = checkRuleUnlabelled(rule, value, options);
  if (message === undefined || !options.label) return message;
  const custom = Object.values(options.messages ?? {}).includes(message);
  return custom
    ? message
    : `${options.label} ${message.charAt(0).toLowerCase()}${message.slice(1)}`;
}

function checkRuleUnlabelled(
  rule: FieldRule | undefined,
  value: unknown,
  options: RuleOptions,
): string | undefined {
  const messages = options.messages ?? {};
  const blank =
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  if (blank) return options.required ? (messages.required ?? 'Is required.') : undefined;
  if (!rule) return undefined;
  if (typeof value === 'string') {
    const length = [...value].length;
    if (rule.minLength !== undefined && length < rule.minLength)
      return `Must be at least ${plural(rule.minLength, 'character')}.`;
    if (rule.maxLength !== undefined && length > rule.maxLength)
      return `Must be at most ${plural(rule.maxLength, 'character')} (it has ${length}).`;
    if (rule.pattern !== undefined && !new RegExp(rule.pattern, 'u').test(value))
      return messages.pattern ?? 'Is not in the expected form.';
    if (rule.format !== undefined && formatProblem(rule.format, value))
      return (
        messages.format ??
        `Must be a valid ${rule.format.endsWith('uri') || rule.format === 'safe-url' ? 'address' : rule.format}.`
      );
  }
  if (typeof value === 'number') {
    if (rule.minimum !== undefined && value < rule.minimum)
      return `Must be at least ${rule.minimum}.`;
    if (rule.maximum !== undefined && value > rule.maximum)
      return `Must be at most ${rule.maximum}.`;
  }
  if (Array.isArray(value)) {
    if (rule.minItems !== undefined && value.length < rule.minItems)
      return `Needs at least ${plural(rule.minItems, 'item')}.`;
    if (rule.maxItems !== undefined && value.length > rule.maxItems)
      return `Can have at most ${plural(rule.maxItems, 'item')} (it has ${value.length}).`;
    if (rule.uniqueItems && new Set(value.map((item) => JSON.stringify(item))).size < value.length)
      return 'Has the same item twice.';
  }
  if (rule.enum !== undefined && !rule.enum.includes(value))
    return `Must be one of: ${rule.enum.map(String).join(', ')}.`;
  return undefined;
}

/** The problems of each item of a list, by index, under the list's `items` rule. */
export function checkItems(
  rule: FieldRule | undefined,
  items: readonly unknown[],
  options: Omit<RuleOptions, 'required'> = {},
): { index: number; message: string }[] {
  const problems: { index: number; message: string }[] = [];
  items.forEach((item, index) => {
    const message = checkRule(rule?.items, item, { required: true, ...options });
    if (message) problems.push({ index, message });
  });
  return problems;
}

/**
 * A field validator for TanStack Form from a contract rule:
 * `validators={{ onChange: validateWith(SiteCreateRules.properties.title, { required: true }) }}`.
 */
export function validateWith(rule: FieldRule | undefined, options: RuleOptions = {}) {
  return ({ value }: { value: unknown }) => checkRule(rule, value, options);
}
