import { useId } from 'react';
import { FieldError } from '../../../components/ui/field';
import { mergeRuleKinds, type MergeRuleValues, type SettingsValues } from '../settings-form';

const ruleLabels: Record<MergeRuleValues['rule'], string> = {
  require_specific_reviewers: 'Require specific reviewers',
  require_any_reviewer: 'Require any reviewer',
};

export function MergeRulesEditor(props: {
  type: SettingsValues['mergeRulesType'];
  rules: MergeRuleValues[];
  onChange: (type: SettingsValues['mergeRulesType'], rules: MergeRuleValues[]) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const id = useId();
  const setRule = (index: number, patch: Partial<MergeRuleValues>) =>
    props.onChange(
      props.type,
      props.rules.map((rule, i) => (i === index ? { ...rule, ...patch } : rule)),
    );
  return (
    <fieldset className="fieldset" aria-describedby={props.error ? `${id}-error` : undefined}>
      <legend className="field-label">Merge rules</legend>
      <div className="field">
        <label htmlFor={`${id}-type`} className="field-label">
          Merge rule type
        </label>
        <select
          id={`${id}-type`}
          className="input"
          value={props.type}
          disabled={props.disabled}
          onChange={(event) =>
            props.onChange(event.target.value === 'rules' ? 'rules' : 'none', props.rules)
          }
        >
          <option value="none">None: merge without review</option>
          <option value="rules">Rules: apply the rules below</option>
        </select>
      </div>
      {props.type === 'rules' ? (
        <>
          <ol className="rule-list">
            {props.rules.map((rule, index) => (
              <li key={index} className="rule">
                <div className="field">
                  <label htmlFor={`${id}-rule-${index}`} className="field-label">
                    Rule {index + 1}
                  </label>
                  <select
                    id={`${id}-rule-${index}`}
                    className="input"
                    value={rule.rule}
                    disabled={props.disabled}
                    onChange={(event) => {
                      const kind = mergeRuleKinds.find((k) => k === event.target.value);
                      if (kind) setRule(index, { rule: kind });
                    }}
                  >
                    {mergeRuleKinds.map((kind) => (
                      <option key={kind} value={kind}>
                        {ruleLabels[kind]}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="field">
                  <label htmlFor={`${id}-users-${index}`} className="field-label">
                    Reviewers for rule {index + 1} (user ids)
                  </label>
                  <input
                    id={`${id}-users-${index}`}
                    className="input"
                    placeholder="user_1, user_2"
                    value={rule.users}
                    disabled={props.disabled}
                    onChange={(event) => setRule(index, { users: event.target.value })}
                  />
                </div>
                <button
                  type="button"
                  className="button button-ghost"
                  disabled={props.disabled}
                  onClick={() =>
                    props.onChange(
                      props.type,
                      props.rules.filter((_, i) => i !== index),
                    )
                  }
                >
                  Remove rule {index + 1}
                </button>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="button button-secondary"
            disabled={props.disabled}
            onClick={() =>
              props.onChange(props.type, [
                ...props.rules,
                { rule: 'require_any_reviewer', users: '' },
              ])
            }
          >
            Add rule
          </button>
        </>
      ) : null}
      <FieldError id={`${id}-error`} message={props.error} />
    </fieldset>
  );
}
