import type { FieldRule } from '@/api/field-rule';
import { useFieldContext, useShownError } from '@/components/form/form-hook';
import type { MergeRulesDraft, MergeRulesType } from './merge-rules';
import { MergeRulesFieldset } from './merge-rules-fieldset';

/**
 * The merge rules as one field of a form on the form layer, whose value is a `MergeRulesDraft`:
 * `<form.AppField name="mergeRules" validators={{ onChange: validateMergeRules(rule) }}>
 * {() => <MergeRulesFormField types={…} rule={rule} />}</form.AppField>`. `rule` is the
 * contract's rule for the body's `mergeRules` (how many rules the Add button allows).
 */
export function MergeRulesFormField<T extends MergeRulesType>(props: {
  organizationId: string;
  types: readonly T[];
  rule: FieldRule | undefined;
  disabled: boolean;
}) {
  const field = useFieldContext<MergeRulesDraft<T>>();
  const error = useShownError();
  return (
    <MergeRulesFieldset
      organizationId={props.organizationId}
      types={props.types}
      type={field.state.value.type}
      rules={field.state.value.rules}
      onChange={(type, rules) => field.handleChange({ type, rules })}
      error={error}
      disabled={props.disabled}
      maxRules={props.rule?.properties?.rules?.maxItems ?? Number.POSITIVE_INFINITY}
    />
  );
}
