import type { FieldRule } from '@/api/field-rule';
import { validateWith, type RuleMessages } from '@/lib/forms/check-rule';
import { labelledOptions } from '@/components/ui/select-options';
import type { FieldSpec } from './form-fields';

/** A field's control props without what the builder fills in; its kind is 'text' unless given. */
type ControlOptions<T> = T extends { kind: 'text' }
  ? Omit<T, 'name' | 'check' | 'kind'> & { kind?: 'text' }
  : T extends unknown
    ? Omit<T, 'name' | 'check'>
    : never;

export type ContractFieldOptions = ControlOptions<FieldSpec> & {
  /** Shown beside the control and starting each of the rule's messages ("Title must be…"). */
  label: string;
  required?: boolean;
  /** Words instead of the rule's generic ones, such as what a pattern means. */
  messages?: RuleMessages;
};

/**
 * One entry of a `FormFields` list checked by the contract's rule of the same name:
 * `contractField(rules, 'title', { label: 'Title', required: true, hint: '…' })`. The label is
 * written once and serves both the control and the check's messages, and the rule is the one
 * the field's name picks from the request body's rules, so neither can drift from the other.
 */
export function contractField<TName extends string>(
  rules: NoInfer<{ readonly [K in TName]?: FieldRule }>,
  name: TName,
  options: ContractFieldOptions,
): FieldSpec<TName> {
  const { required, messages, kind = 'text', ...control } = options;
  const check = validateWith(rules[name], {
    label: control.label,
    ...(required ? { required } : {}),
    ...(messages ? { messages } : {}),
  });
  // The options are one kind's control props (ContractFieldOptions pairs them), which the rest
  // spread above no longer shows to the compiler.
  return { ...control, kind, name, check } as FieldSpec<TName>;
}

/** The values a rule allows when it lists them (`enum`). */
type EnumOf<TRule> = TRule extends { readonly enum: readonly (infer V)[] } ? V & string : never;

/** The names of the rules that list their values. */
type EnumNames<TRules> = {
  [K in keyof TRules]-?: [EnumOf<TRules[K]>] extends [never] ? never : K;
}[keyof TRules] &
  string;

type SelectControl = Extract<ControlOptions<FieldSpec>, { kind: 'select' }>;

export type ContractSelectOptions<TValue extends string> = Omit<
  SelectControl,
  'kind' | 'options' | 'label'
> & {
  label: string;
  required?: boolean;
  /**
   * Each value the rule lists, in words, written in the order the select offers them. The keys
   * are exactly the rule's values: one the contract adds fails to compile until it is labelled.
   */
  labels: Readonly<Record<TValue, string>>;
};

/**
 * A select of a `FormFields` list over the values the contract's rule of the same name lists:
 * `contractSelect(rules, 'agentsContext', { label: 'Agents', labels: { included: 'Agents can
 * read it', excluded: 'Agents cannot read it' } })`. Its options are the labelled values, and
 * its check is the rule, so a value outside the contract's list is refused before sending.
 */
export function contractSelect<
  TRules extends Readonly<Record<string, FieldRule>>,
  TName extends EnumNames<TRules>,
>(
  rules: TRules,
  name: TName,
  options: ContractSelectOptions<EnumOf<TRules[TName]>>,
): FieldSpec<TName> {
  const { labels, ...control } = options;
  // The labels' keys are the rule's values (their type says so), in the order they are written.
  const values = Object.keys(labels) as EnumOf<TRules[TName]>[];
  return contractField<TName>(rules, name, {
    ...control,
    kind: 'select',
    options: labelledOptions(values, labels),
  });
}
