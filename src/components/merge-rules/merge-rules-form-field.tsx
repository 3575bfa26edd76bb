import type { FieldRule } from '@/api/field-rule';
import type { FieldSpec } from '@/components/form/form-fields';
import { useFieldContext, useShownError } from '@/components/form/form-hook';
import { validateMergeRules, type MergeRulesDraft, type MergeRulesType } from './merge-rules';
import { MergeRulesFieldset } from './merge-rules-fieldset';

interface MergeRulesFieldProps<T extends MergeRulesType> {
  organizationId: string;
  types: readonly T[];
  /** The contract's rule for the body's `mergeRules` (how many rules the Add button allows). */
  rule: FieldRule | undefined;
  disabled: boolean;
}

/**
 * The merge rules as the `mergeRules` entry of a `FormFields` list, whose value is a
 * `MergeRulesDraft`: its fieldset, checked on every change against the contract's rule.
 */
export function mergeRulesField<T extends MergeRulesType>(
  props: MergeRulesFieldProps<T>,
): FieldSpec<'mergeRules'> {
  return {
    kind: 'custom',
    name: 'mergeRules',
    check: validateMergeRules(props.rule),
    render: () => <MergeRulesFormField {...props} />,
  };
}

function MergeRulesFormField<T extends MergeRulesType>(props: MergeRulesFieldProps<T>) {
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
