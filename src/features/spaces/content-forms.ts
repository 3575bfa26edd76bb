import type { FieldRule } from '@/api/field-rule';
import { SpaceUpdateRules } from '@/api/form-rules.gen';
import type {
  CollectionCreate,
  CollectionUpdate,
  Language,
  Role,
  SpaceCreate,
  SpaceEditMode,
  SpaceMergeRules,
  SpaceUpdate,
} from '@/api/schema.gen';
import {
  draftOfMergeRules,
  mergeRulesBody,
  type MergeRulesDraft,
} from '@/components/merge-rules/merge-rules';
import { changedFields } from '@/lib/forms/changed-fields';
import { checkRule, validateWith } from '@/lib/forms/check-rule';

/*
 * The forms of spaces and collections: what they edit (strings as typed, so a failed save never
 * loses input), the bodies they send, and the checks before sending. Field constraints come
 * from the contract (src/api/form-rules.gen.ts); the merge rules, typed as text, are checked by
 * the shared components/merge-rules.
 */

export type { SpaceEditMode } from '@/api/schema.gen';

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

export interface SpaceSettingsValues {
  title: string;
  emoji: string;
  editMode: SpaceEditMode;
  defaultLevel: Role;
  language: Language;
  mergeRules: MergeRulesDraft;
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
    mergeRules: draftOfMergeRules(space.mergeRules),
  };
}

/** Only what changed, so saving one field never rewrites another. */
export function buildSpaceUpdate(
  before: SpaceSettingsValues,
  values: SpaceSettingsValues,
): SpaceUpdate {
  const body: SpaceUpdate = changedFields(
    before,
    values,
    ['title', 'emoji', 'editMode', 'defaultLevel', 'language'],
    ['title', 'emoji'],
  );
  const rules = mergeRulesBody(values.mergeRules);
  if (JSON.stringify(rules) !== JSON.stringify(mergeRulesBody(before.mergeRules)))
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
  return changedFields(before, values, ['title', 'description', 'defaultLevel'], ['title']);
}
