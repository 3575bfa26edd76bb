import { describe, expect, it } from 'vitest';
import { OrganizationUpdateRules, SpaceUpdateRules } from '@/api/form-rules.gen';
import { mergeRulesOf, mergeRulesProblem, parseUserIds } from './merge-rules';

const organizationRule = OrganizationUpdateRules.properties.mergeRules;
const spaceRule = SpaceUpdateRules.properties.mergeRules;

describe('parseUserIds', () => {
  it('splits on commas, spaces and new lines', () => {
    expect(parseUserIds(' user_a, user_b\nuser_c  ,, ')).toEqual(['user_a', 'user_b', 'user_c']);
  });
});

describe('mergeRulesOf', () => {
  it('turns each rule into the API shape', () => {
    expect(mergeRulesOf([{ rule: 'require_specific_reviewers', users: 'a, b' }])).toEqual([
      { rule: 'require_specific_reviewers', users: ['a', 'b'] },
    ]);
  });
});

describe('mergeRulesProblem', () => {
  it('accepts anything when the rules do not apply', () => {
    const rules = [{ rule: 'require_any_reviewer' as const, users: 'a a' }];
    expect(mergeRulesProblem({ type: 'none', rules }, organizationRule)).toBeUndefined();
  });

  it('applies the contract: unique reviewers, at most so many rules, at least one for a space', () => {
    expect(
      mergeRulesProblem(
        { type: 'rules', rules: [{ rule: 'require_any_reviewer', users: 'a, a' }] },
        organizationRule,
      ),
    ).toBe('Rule 1 has the same item twice.');
    const many = Array.from({ length: 21 }, () => ({
      rule: 'require_any_reviewer' as const,
      users: '',
    }));
    expect(mergeRulesProblem({ type: 'rules', rules: many }, organizationRule)).toMatch(
      /^Merge rules can have at most 20 items/,
    );
    expect(mergeRulesProblem({ type: 'rules', rules: [] }, organizationRule)).toBeUndefined();
    expect(mergeRulesProblem({ type: 'rules', rules: [] }, spaceRule)).toMatch(/at least 1 item/);
  });

  it('asks for a reviewer when the rule requires specific ones', () => {
    expect(
      mergeRulesProblem(
        {
          type: 'rules',
          rules: [
            { rule: 'require_any_reviewer', users: '' },
            { rule: 'require_specific_reviewers', users: ' ' },
          ],
        },
        organizationRule,
      ),
    ).toBe("Rule 2 needs at least one reviewer's user id.");
  });
});
