import type { FieldRule } from '@/api/field-rule';
import { SpaceUpdateRules } from '@/api/form-rules.gen';
import type { components } from '@/api/schema.gen';
import type { MergeRuleDraft } from '@/components/merge-rules/merge-rules-fieldset';
import { checkRule, validateWith } from '@/lib/forms/check-rule';

/*
 * The forms of spaces and collections: what they edit (strings as typed, so a failed save never
 * loses input), the bodies they send, and the checks before sending. Field constraints come
 * from the contract (src/api/form-rules.gen.ts); only what it cannot say is written here: the
 * reviewers typed as one line of text, and the rule that needs them.
 */

type Schemas = components['schemas'];
export type Role = Schemas['Role'];
export type Language = Schemas['Language'];
export type SpaceEditMode = Schemas['SpaceEditMode'];
export type SpaceCreate = Schemas['SpaceCreate'];
export type SpaceUpdate = Schemas['SpaceUpdate'];
export type CollectionCreate = Schemas['CollectionCreate'];
export type CollectionUpdate = Schemas['CollectionUpdate'];
export type SpaceMergeRules = Schemas['SpaceMergeRules'];

export const languages: readonly Language[] = SpaceUpdateRules.properties.language.enum;
export const editModes: readonly SpaceEditMode[] = SpaceUpdateRules.properties.editMode.enum;
export const mergeRulesTypes = SpaceUpdateRules.properties.mergeRules.properties.type.enum;

/** The title of a space or a collection, under its schema's rule: "Enter a title." when blank. */
export const titleCheck = (rule: FieldRule) =>
  validateWith(rule, { required: true, label: 'Title', messages: { required: 'Enter a title.' } });

export const titleHint = (rule: FieldRule) =>
  `${rule.minLength ?? 1} to ${rule.maxLength ?? 'any number of'} characters.`;

/** The emoji is checked, and sent, without the spaces around it; empty means none. */
export const emojiCheck =
  (rule: FieldRule) =>
  ({ value }: { value: string }) =>
    checkRule(rule, value.trim(), {
      label: 'Emoji',
      messages: { pattern: 'The emoji must be a single emoji, or left empty.' },
    });

export interface SpaceCreateValues {
  title: string;
  emoji: string;
  /** Collection id, or '' for the organization root. */
  parent: string;
  language: Language;
  editMode: SpaceEditMode;
}

export function buildSpaceCreate(values: SpaceCreateValues): SpaceCreate {
  const emoji = values.emoji.trim();
  return {
    title: values.title.trim(),
    ...(emoji ? { emoji } : {}),
    ...(values.parent ? { parent: values.parent } : {}),
    language: values.language,
    editMode: values.editMode,
  };
}

export interface CollectionCreateValues {
  title: string;
  parent: string;
}

export function buildCollectionCreate(values: CollectionCreateValues): CollectionCreate {
  return { title: values.title.trim(), ...(values.parent ? { parent: values.parent } : {}) };
}

/** Merge rules as the form edits them: the kind, and each rule's reviewers as typed. */
export interface MergeRulesValue {
  type: SpaceMergeRules['type'];
  rules: MergeRuleDraft[];
}

export interface SpaceSettingsValues {
  title: string;
  emoji: string;
  editMode: SpaceEditMode;
  defaultLevel: Role;
  language: Language;
  mergeRules: MergeRulesValue;
}

export function toSpaceSettingsValues(space: {
  title: string;
  emoji: string;
  editMode: SpaceEditMode;
  defaultLevel: Role;
  language: Language;
  mergeRules: SpaceMergeRules;
}): SpaceSettingsValues {
  return {
    title: space.title,
    emoji: space.emoji,
    editMode: space.editMode,
    defaultLevel: space.defaultLevel,
    language: space.language,
    mergeRules: {
      type: space.mergeRules.type,
      rules: (space.mergeRules.rules ?? []).map((rule) => ({
        rule: rule.rule,
        users: rule.users.join(', '),
      })),
    },
  };
}

/** Reviewer ids typed as one line, separated by commas or spaces. */
export const splitUsers = (users: string) =>
  users
    .split(/[\s,]+/)
    .map((user) => user.trim())
    .filter(Boolean);

function mergeRulesOf(value: MergeRulesValue): SpaceMergeRules {
  if (value.type !== 'rules') return { type: value.type };
  return {
    type: 'rules',
    rules: value.rules.map((rule) => ({ rule: rule.rule, users: splitUsers(rule.users) })),
  };
}

const rulesRule = SpaceUpdateRules.properties.mergeRules.properties.rules;
const usersRule = rulesRule.items.properties.users;
/** The most rules a space may have, for the Add rule button. */
export const maxMergeRules = rulesRule.maxItems;

/**
 * What is wrong with the merge rules, under the contract's limits; the reviewers are text until
 * sent, and "specific reviewers" needs at least one, which the contract cannot say.
 */
export function mergeRulesProblem(value: MergeRulesValue): string | undefined {
  if (value.type !== 'rules') return undefined;
  if (value.rules.length < rulesRule.minItems)
    return 'Add at least one rule, or choose another type.';
  if (value.rules.length > rulesRule.maxItems) return `At most ${rulesRule.maxItems} rules.`;
  for (const [index, rule] of value.rules.entries()) {
    const users = splitUsers(rule.users);
    const name = `Rule ${index + 1}`;
    if (rule.rule === 'require_specific_reviewers' && users.length === 0)
      return `${name} needs at least one reviewer id.`;
    if (usersRule.uniqueItems && new Set(users).size !== users.length)
      return `${name} names a reviewer twice.`;
    if (users.length > usersRule.maxItems)
      return `${name} has more than ${usersRule.maxItems} reviewers.`;
  }
  return undefined;
}

/** Only what changed, so saving one field never rewrites another. */
export function buildSpaceUpdate(
  before: SpaceSettingsValues,
  values: SpaceSettingsValues,
): SpaceUpdate {
  const body: SpaceUpdate = {};
  if (values.title.trim() !== before.title) body.title = values.title.trim();
  if (values.emoji.trim() !== before.emoji) body.emoji = values.emoji.trim();
  if (values.editMode !== before.editMode) body.editMode = values.editMode;
  if (values.defaultLevel !== before.defaultLevel) body.defaultLevel = values.defaultLevel;
  if (values.language !== before.language) body.language = values.language;
  const rules = mergeRulesOf(values.mergeRules);
  if (JSON.stringify(rules) !== JSON.stringify(mergeRulesOf(before.mergeRules)))
    body.mergeRules = rules;
  return body;
}

export interface CollectionSettingsValues {
  title: string;
  description: string;
  defaultLevel: Role;
}

export function buildCollectionUpdate(
  before: CollectionSettingsValues,
  values: CollectionSettingsValues,
): CollectionUpdate {
  const body: CollectionUpdate = {};
  if (values.title.trim() !== before.title) body.title = values.title.trim();
  if (values.description !== before.description) body.description = values.description;
  if (values.defaultLevel !== before.defaultLevel) body.defaultLevel = values.defaultLevel;
  return body;
}
