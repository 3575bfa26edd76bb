import type { FieldRule } from '@/api/field-rule';
import { validateWith, type RuleMessages } from '@/lib/forms/check-rule';
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
