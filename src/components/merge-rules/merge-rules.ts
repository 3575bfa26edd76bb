import type { FieldRule } from '@/api/field-rule';
import type { components } from '@/api/schema.gen';
import { checkRule } from '@/lib/forms/check-rule';

type Schemas = components['schemas'];
export type MergeRule = Schemas['MergeRule'];
export type MergeRuleKind = MergeRule['rule'];
export type MergeRulesType = Schemas['SpaceMergeRules']['type'];
type PeopleRuleKind = Extract<MergeRule, { users: string[] }>['rule'];

/**
 * The platform's merge rules (platform-values §4) as a form edits them, and back. Each rule
 * kind has its words here; a rule that names people keeps their member ids, which the form
 * picks by name, never typed.
 */

/** One rule as the form edits it: every kind's fields, so switching kinds keeps what was typed. */
export interface MergeRuleDraft {
  rule: MergeRuleKind;
  /** Member ids, for the rules that name people. */
  users: string[];
  /** For a custom rule. */
  expression: string;
}

/** The merge rules as a form edits them: which kind applies, and the rules for "rules". */
export interface MergeRulesDraft<T extends MergeRulesType = MergeRulesType> {
  type: T;
  rules: MergeRuleDraft[];
}

const kindLabels: Record<MergeRuleKind, string> = {
  require_specific_reviewers: 'Require a review from each of these people',
  require_one_of_specific_reviewers: 'Require a review from one of these people',
  require_at_least_one_review: 'Require at least one approving review',
  require_all_reviews_approved: 'Require every review to approve',
  require_up_to_date_change_request: 'Require the request to be up to date with main',
  require_change_request_subject: 'Require a subject',
  require_change_request_description: 'Require a description',
  require_agent_review: 'Require a review by the AI reviewer',
  custom: 'Custom expression',
  allow_bypass: 'Let these people merge past the rules',
};

export const mergeRuleLabel = (kind: MergeRuleKind) => kindLabels[kind];

export const mergeRuleKinds = Object.keys(kindLabels) as MergeRuleKind[];

const peopleKinds = new Set<MergeRuleKind>([
  'require_specific_reviewers',
  'require_one_of_specific_reviewers',
  'allow_bypass',
]);

export function namesPeople(kind: MergeRuleKind): kind is PeopleRuleKind {
  return peopleKinds.has(kind);
}

/** Rules whose people must be able to review (admins, creators, reviewers). */
export function needsReviewers(kind: MergeRuleKind): boolean {
  return kind === 'require_specific_reviewers' || kind === 'require_one_of_specific_reviewers';
}

export function draftOfRule(rule: MergeRule): MergeRuleDraft {
  return {
    rule: rule.rule,
    users: 'users' in rule ? [...rule.users] : [],
    expression: 'expression' in rule ? rule.expression : '',
  };
}

/** The rule as the API takes it: only the fields its kind has. */
export function ruleOfDraft(draft: MergeRuleDraft): MergeRule {
  const { rule } = draft;
  if (namesPeople(rule)) return { rule, users: [...draft.users] };
  if (rule === 'custom') return { rule, expression: draft.expression.trim() };
  return { rule };
}

/** A rules value as the form edits it (`rules` left out unless the type is rules). */
export function draftOfMergeRules<T extends MergeRulesType>(value: {
  type: T;
  rules?: MergeRule[];
}): MergeRulesDraft<T> {
  return { type: value.type, rules: (value.rules ?? []).map(draftOfRule) };
}

/** The rules as the API takes them: `rules` with, and only with, type rules. */
export function mergeRulesBody<T extends MergeRulesType>(
  draft: MergeRulesDraft<T>,
): { type: T; rules?: MergeRule[] } {
  return draft.type === 'rules'
    ? { type: draft.type, rules: draft.rules.map(ruleOfDraft) }
    : { type: draft.type };
}

/**
 * What is wrong with the merge rules, under the contract's rule for the body's `mergeRules` (how
 * many rules) and what each kind needs: people, or an expression.
 */
export function mergeRulesProblem(
  draft: MergeRulesDraft,
  rule: FieldRule | undefined,
): string | undefined {
  if (draft.type !== 'rules') return undefined;
  const listProblem = checkRule(rule?.properties?.rules, draft.rules, { label: 'Merge rules' });
  if (listProblem) return listProblem;
  for (const [index, item] of draft.rules.entries()) {
    const label = `Rule ${index + 1}`;
    if (namesPeople(item.rule) && item.users.length === 0)
      return `${label} needs at least one person.`;
    if (item.rule === 'custom' && item.expression.trim() === '')
      return `${label} needs an expression.`;
  }
  return undefined;
}

/** A field validator for the merge rules: `validators={{ onChange: validateMergeRules(rule) }}`. */
export function validateMergeRules(rule: FieldRule | undefined) {
  return ({ value }: { value: MergeRulesDraft }) => mergeRulesProblem(value, rule);
}
