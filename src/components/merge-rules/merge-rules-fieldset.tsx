import { Plus, Trash2 } from 'lucide-react';
import { MemberPicker } from '@/components/member-picker/member-picker';
import { reviewerRefusal } from '@/components/member-picker/member-search';
import { Button } from '@/components/ui/button';
import { formStyles } from '@/components/ui/form-styles';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import {
  mergeRuleKinds,
  mergeRuleLabel,
  namesPeople,
  needsReviewers,
  type MergeRuleDraft,
  type MergeRulesType,
} from './merge-rules';
import styles from './merge-rules-fieldset.module.css';

export type { MergeRuleDraft, MergeRuleKind, MergeRulesType } from './merge-rules';

const typeLabels: Record<MergeRulesType, string> = {
  inherit: 'Inherit: follow the organization’s rules',
  none: 'None: merge without review',
  rules: 'Rules: apply the rules below',
};
export const mergeRulesTypeLabel = (type: MergeRulesType) => typeLabels[type];

const ruleChoices = mergeRuleKinds.map((kind) => ({ value: kind, label: mergeRuleLabel(kind) }));

function RuleFields(props: {
  organizationId: string;
  index: number;
  rule: MergeRuleDraft;
  disabled: boolean;
  onChange: (patch: Partial<MergeRuleDraft>) => void;
}) {
  const { rule, index } = props;
  const number = index + 1;
  if (namesPeople(rule.rule))
    return (
      <MemberPicker
        organizationId={props.organizationId}
        label={
          rule.rule === 'allow_bypass'
            ? `People for rule ${number}`
            : `Reviewers for rule ${number}`
        }
        selected={rule.users}
        disabled={props.disabled}
        {...(needsReviewers(rule.rule) ? { refusal: reviewerRefusal } : {})}
        onChange={(users) => props.onChange({ users })}
      />
    );
  if (rule.rule === 'custom')
    return (
      <TextField
        label={`Expression for rule ${number}`}
        value={rule.expression}
        disabled={props.disabled}
        onChange={(expression) => props.onChange({ expression })}
      />
    );
  return <span />;
}

/**
 * The merge rules of an organization or of a space: which kind applies (`types` lists those the
 * owner offers) and, for "rules", the list of rules, with the people of a rule picked from the
 * organization's members by name. The error is read with the type, where focus goes when the
 * form finds a problem. On the form layer, use `MergeRulesFormField`, which binds this to a field.
 */
export function MergeRulesFieldset<T extends MergeRulesType>(props: {
  organizationId: string;
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
                <RuleFields
                  organizationId={props.organizationId}
                  index={index}
                  rule={rule}
                  disabled={props.disabled}
                  onChange={(patch) => setRule(index, patch)}
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
            onClick={() =>
              setRules([
                ...rules,
                { rule: 'require_at_least_one_review', users: [], expression: '' },
              ])
            }
          >
            <Plus aria-hidden="true" size={16} />
            Add rule
          </Button>
        </>
      ) : null}
    </fieldset>
  );
}
