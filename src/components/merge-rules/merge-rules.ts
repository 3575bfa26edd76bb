import type { FieldRule } from '@/api/field-rule';
import type { components } from '@/api/schema.gen';
import { checkRule } from '@/lib/forms/check-rule';

type Schemas = components['schemas'];
export type MergeRulesType = Schemas['SpaceMergeRules']['type'];
export type MergeRuleKind = Schemas['SpaceMergeRuleItem']['rule'];

/** One rule as the form edits it: the reviewers' member ids as typed. */
export interface MergeRuleDraft {
  rule: MergeRuleKind;
  users: string;
}

/** The merge rules as a form edits them: which kind applies, and the rules for "rules". */
export interface MergeRulesDraft<T extends MergeRulesType = MergeRulesType> {
  type: T;
  rules: MergeRuleDraft[];
}

/** Member ids as typed: separated by commas, spaces or new lines. */
export function parseUserIds(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((id) => id.trim())
    .filter((id) => id.length > 0);
}

/** The rules as the API takes them: reviewers as lists of ids. */
export function mergeRulesOf(drafts: readonly MergeRuleDraft[]) {
  return drafts.map((draft) => ({ rule: draft.rule, users: parseUserIds(draft.users) }));
}

/**
 * What is wrong with the merge rules, under the contract's rule for them (the `mergeRules`
 * property of the request body): how many rules, and each rule's reviewers once the text is
 * split into ids. A rule that requires specific reviewers needs at least one, which the
 * contract cannot say.
 */
export function mergeRulesProblem(
  draft: MergeRulesDraft,
  rule: FieldRule | undefined,
): string | undefined {
  if (draft.type !== 'rules') return undefined;
  const listRule = rule?.properties?.rules;
  const listProblem = checkRule(listRule, draft.rules, { label: 'Merge rules' });
  if (listProblem) return listProblem;
  const usersRule = listRule?.items?.properties?.users;
  for (const [index, item] of draft.rules.entries()) {
    const users = parseUserIds(item.users);
    const label = `Rule ${index + 1}`;
    const problem = checkRule(usersRule, users, { label });
    if (problem) return problem;
    if (item.rule === 'require_specific_reviewers' && users.length === 0)
      return `${label} needs at least one reviewer's user id.`;
  }
  return undefined;
}

/** A field validator for the merge rules: `validators={{ onChange: validateMergeRules(rule) }}`. */
export function validateMergeRules(rule: FieldRule | undefined) {
  return ({ value }: { value: MergeRulesDraft }) => mergeRulesProblem(value, rule);
}
