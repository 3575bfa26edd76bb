import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formStyles } from '@/components/ui/form-styles';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { MergeRuleDraft, MergeRuleKind, MergeRulesType } from './merge-rules';
import styles from './merge-rules-fieldset.module.css';

export type { MergeRuleDraft, MergeRuleKind, MergeRulesType } from './merge-rules';

const typeLabels: Record<MergeRulesType, string> = {
  inherit: 'Inherit: follow the organization’s rules',
  none: 'None: merge without review',
  rules: 'Rules: apply the rules below',
};
export const mergeRulesTypeLabel = (type: MergeRulesType) => typeLabels[type];

const ruleChoices: readonly { value: MergeRuleKind; label: string }[] = [
  { value: 'require_specific_reviewers', label: 'Require specific reviewers' },
  { value: 'require_any_reviewer', label: 'Require any reviewer' },
];

/**
 * The merge rules of an organization or of a space: which kind applies (`types` lists those the
 * owner offers) and, for "rules", the list of rules with their reviewers. The error is read with
 * the type, where focus goes when the form finds a problem. On the form layer, use
 * `MergeRulesFormField` (merge-rules-form-field.tsx), which binds this to a form field.
 */
export function MergeRulesFieldset<T extends MergeRulesType>(props: {
  types: readonly T[];
  type: T;
  rules: readonly MergeRuleDraft[];
  onChange: (type: T, rules: MergeRuleDraft[]) => void;
  error: string | undefined;
  disabled: boolean;
  maxRules: number;
}) {
  const { rules } = props;
  const setRules = (next: MergeRuleDraft[]) => props.onChange(props.type, next);
  const setRule = (index: number, patch: Partial<MergeRuleDraft>) =>
    setRules(rules.map((rule, i) => (i === index ? { ...rule, ...patch } : rule)));
  return (
    <fieldset className={formStyles.fieldset}>
      <legend className={formStyles.label}>Merge rules</legend>
      <SelectField
        label="Merge rule type"
        error={props.error}
        value={props.type}
        disabled={props.disabled}
        options={props.types.map((type) => ({ value: type, label: mergeRulesTypeLabel(type) }))}
        onChange={(type) => props.onChange(type, [...rules])}
      />
      {props.type === 'rules' ? (
        <>
          <ol className={styles.rules}>
            {rules.map((rule, index) => (
              <li key={index} className={styles.rule}>
                <SelectField
                  label={`Rule ${index + 1}`}
                  value={rule.rule}
                  disabled={props.disabled}
                  options={ruleChoices}
                  onChange={(kind) => setRule(index, { rule: kind })}
                />
                <TextField
                  label={`Reviewers for rule ${index + 1} (user ids)`}
                  placeholder="user_1, user_2"
                  value={rule.users}
                  disabled={props.disabled}
                  onChange={(users) => setRule(index, { users })}
                />
                <Button
                  variant="ghost"
                  size="small"
                  disabled={props.disabled}
                  onClick={() => setRules(rules.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden="true" size={16} />
                  Remove rule {index + 1}
                </Button>
              </li>
            ))}
          </ol>
          <Button
            size="small"
            disabled={props.disabled || rules.length >= props.maxRules}
            onClick={() => setRules([...rules, { rule: 'require_any_reviewer', users: '' }])}
          >
            <Plus aria-hidden="true" size={16} />
            Add rule
          </Button>
        </>
      ) : null}
    </fieldset>
  );
}
