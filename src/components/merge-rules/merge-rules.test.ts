import { describe, expect, it } from 'vitest';
import { OrganizationUpdateRules, SpaceUpdateRules } from '@/api/form-rules.gen';
import {
  draftOfMergeRules,
  mergeRuleKinds,
  mergeRulesBody,
  mergeRulesProblem,
  type MergeRuleDraft,
} from './merge-rules';

const organizationRule = OrganizationUpdateRules.properties.mergeRules;
const spaceRule = SpaceUpdateRules.properties.mergeRules;

const draft = (rule: MergeRuleDraft['rule'], users: string[] = [], expression = '') => ({
  rule,
  users,
  expression,
});

describe('the form and the API shapes', () => {
  it('reads every kind of rule and gives back the platform’s shape of each', () => {
    const rules = [
      { rule: 'require_specific_reviewers' as const, users: ['user_rhea'] },
      { rule: 'allow_bypass' as const, users: ['user_ada'] },
      { rule: 'require_up_to_date_change_request' as const },
      { rule: 'custom' as const, expression: 'changeRequest.subject != ""' },
    ];
    const value = draftOfMergeRules({ type: 'rules', rules });
    expect(value.rules[1]).toEqual(draft('allow_bypass', ['user_ada']));
    expect(mergeRulesBody(value)).toEqual({ type: 'rules', rules });
  });

  it('leaves the rules out unless the type is rules', () => {
    const value = { type: 'none' as const, rules: [draft('require_at_least_one_review')] };
    expect(mergeRulesBody(value)).toEqual({ type: 'none' });
  });

  it('drops what another kind kept when the kind changes', () => {
    const value = {
      type: 'rules' as const,
      rules: [draft('require_change_request_subject', ['a'], 'x')],
    };
    expect(mergeRulesBody(value)).toEqual({
      type: 'rules',
      rules: [{ rule: 'require_change_request_subject' }],
    });
  });

  it('offers every rule of the platform', () => {
    expect(mergeRuleKinds).toHaveLength(10);
  });
});

describe('mergeRulesProblem', () => {
  it('accepts anything when the rules do not apply', () => {
    const rules = [draft('require_specific_reviewers')];
    expect(mergeRulesProblem({ type: 'none', rules }, organizationRule)).toBeUndefined();
  });

  it('applies the contract: at most so many rules, at least one for a space', () => {
    const many = Array.from({ length: 21 }, () => draft('require_at_least_one_review'));
    expect(mergeRulesProblem({ type: 'rules', rules: many }, organizationRule)).toMatch(
      /^Merge rules can have at most 20 items/,
    );
    expect(mergeRulesProblem({ type: 'rules', rules: [] }, organizationRule)).toBeUndefined();
    expect(mergeRulesProblem({ type: 'rules', rules: [] }, spaceRule)).toMatch(/at least 1 item/);
  });

  it('asks for people when a rule names them, and an expression for a custom rule', () => {
    expect(
      mergeRulesProblem(
        {
          type: 'rules',
          rules: [draft('require_at_least_one_review'), draft('allow_bypass')],
        },
        organizationRule,
      ),
    ).toBe('Rule 2 needs at least one person.');
    expect(
      mergeRulesProblem({ type: 'rules', rules: [draft('custom', [], ' ')] }, organizationRule),
    ).toBe('Rule 1 needs an expression.');
  });
});
