import type { components } from '@/api/schema.gen';

type Schemas = components['schemas'];
export type Role = Schemas['Role'];
export type Language = Schemas['Language'];
export type SpaceEditMode = Schemas['SpaceEditMode'];
export type SpaceCreate = Schemas['SpaceCreate'];
export type SpaceUpdate = Schemas['SpaceUpdate'];
export type CollectionCreate = Schemas['CollectionCreate'];
export type CollectionUpdate = Schemas['CollectionUpdate'];
export type SpaceMergeRules = Schemas['SpaceMergeRules'];
type MergeRuleItem = Schemas['SpaceMergeRuleItem'];

/*
 * The contract's constraints, mirrored so a person sees the message next to the field before
 * anything is sent. content-forms.test.ts compares them with src/api/openapi.gen.json, so they
 * cannot drift without a failing test; importing the JSON would ship the contract to the browser.
 */
export const contentConstraints = {
  titleMaxLength: 100,
  titlePattern: '\\S',
  emojiMaxLength: 16,
  emojiPattern: '^[\\p{Extended_Pictographic}\\p{Emoji_Component}\\u200D\\uFE0F\\u20E3]*$',
  descriptionMaxLength: 1000,
  mergeRulesMaxItems: 20,
  mergeRuleUsersMaxItems: 100,
} as const;

// The class lists joiners and the keycap mark on purpose: they build up one emoji.
// eslint-disable-next-line no-misleading-character-class
const emojiRegExp = new RegExp(contentConstraints.emojiPattern, 'u');

export const languages: readonly Language[] = [
  'en',
  'fr',
  'de',
  'es',
  'it',
  'pt',
  'pt-br',
  'ru',
  'ja',
  'zh',
  'yue',
  'ko',
  'ar',
  'hi',
  'nl',
  'pl',
  'tr',
  'sv',
  'no',
  'da',
  'fi',
  'el',
  'cs',
  'hu',
  'ro',
  'th',
  'vi',
  'id',
  'ms',
  'he',
  'uk',
  'sk',
  'bg',
  'hr',
  'lt',
  'lv',
  'et',
  'sl',
];

/** Code points, as JSON Schema's maxLength counts them (not UTF-16 units). */
const codePoints = (value: string) => [...value].length;

export function titleProblem(title: string): string | undefined {
  if (!new RegExp(contentConstraints.titlePattern).test(title)) return 'Enter a title.';
  if (codePoints(title) > contentConstraints.titleMaxLength) {
    return `The title must be at most ${contentConstraints.titleMaxLength} characters (it has ${codePoints(title)}).`;
  }
  return undefined;
}

export function emojiProblem(emoji: string): string | undefined {
  if (emoji === '') return undefined;
  if (!emojiRegExp.test(emoji)) return 'The emoji must be a single emoji, or left empty.';
  if (codePoints(emoji) > contentConstraints.emojiMaxLength) {
    return 'The emoji is too long; choose a single emoji.';
  }
  return undefined;
}

export function descriptionProblem(description: string): string | undefined {
  if (codePoints(description) > contentConstraints.descriptionMaxLength) {
    return `The description must be at most ${contentConstraints.descriptionMaxLength} characters.`;
  }
  return undefined;
}

export interface SpaceCreateValues {
  title: string;
  emoji: string;
  /** Collection id, or '' for the organization root. */
  parent: string;
  language: Language;
  editMode: SpaceEditMode;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function validateSpaceCreate(
  values: SpaceCreateValues,
): FieldErrors<keyof SpaceCreateValues> {
  const errors: FieldErrors<keyof SpaceCreateValues> = {};
  const title = titleProblem(values.title);
  if (title) errors.title = title;
  const emoji = emojiProblem(values.emoji);
  if (emoji) errors.emoji = emoji;
  return errors;
}

export function buildSpaceCreate(values: SpaceCreateValues): SpaceCreate {
  return {
    title: values.title.trim(),
    ...(values.emoji ? { emoji: values.emoji } : {}),
    ...(values.parent ? { parent: values.parent } : {}),
    language: values.language,
    editMode: values.editMode,
  };
}

export interface CollectionCreateValues {
  title: string;
  parent: string;
}

export function validateCollectionCreate(
  values: CollectionCreateValues,
): FieldErrors<keyof CollectionCreateValues> {
  const title = titleProblem(values.title);
  return title ? { title } : {};
}

export function buildCollectionCreate(values: CollectionCreateValues): CollectionCreate {
  return { title: values.title.trim(), ...(values.parent ? { parent: values.parent } : {}) };
}

/** The space settings form: strings as typed, so a failed save never loses input. */
export interface SpaceSettingsValues {
  title: string;
  emoji: string;
  editMode: SpaceEditMode;
  defaultLevel: Role;
  language: Language;
  mergeRulesType: SpaceMergeRules['type'];
  mergeRules: Array<{ rule: MergeRuleItem['rule']; users: string }>;
}

export type SpaceSettingsField = keyof SpaceUpdate;

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
    mergeRulesType: space.mergeRules.type,
    mergeRules: (space.mergeRules.rules ?? []).map((rule) => ({
      rule: rule.rule,
      users: rule.users.join(', '),
    })),
  };
}

const splitUsers = (users: string) =>
  users
    .split(/[\s,]+/)
    .map((user) => user.trim())
    .filter(Boolean);

function mergeRulesOf(values: SpaceSettingsValues): SpaceMergeRules {
  if (values.mergeRulesType !== 'rules') return { type: values.mergeRulesType };
  return {
    type: 'rules',
    rules: values.mergeRules.map((rule) => ({ rule: rule.rule, users: splitUsers(rule.users) })),
  };
}

export function validateSpaceSettings(
  values: SpaceSettingsValues,
): FieldErrors<SpaceSettingsField> {
  const errors: FieldErrors<SpaceSettingsField> = {};
  const title = titleProblem(values.title);
  if (title) errors.title = title;
  const emoji = emojiProblem(values.emoji);
  if (emoji) errors.emoji = emoji;
  if (values.mergeRulesType === 'rules') {
    if (values.mergeRules.length === 0)
      errors.mergeRules = 'Add at least one rule, or choose another type.';
    else if (values.mergeRules.length > contentConstraints.mergeRulesMaxItems) {
      errors.mergeRules = `At most ${contentConstraints.mergeRulesMaxItems} rules.`;
    } else {
      for (const [index, rule] of values.mergeRules.entries()) {
        const users = splitUsers(rule.users);
        if (rule.rule === 'require_specific_reviewers' && users.length === 0) {
          errors.mergeRules = `Rule ${index + 1} needs at least one reviewer id.`;
          break;
        }
        if (new Set(users).size !== users.length) {
          errors.mergeRules = `Rule ${index + 1} names a reviewer twice.`;
          break;
        }
        if (users.length > contentConstraints.mergeRuleUsersMaxItems) {
          errors.mergeRules = `Rule ${index + 1} has more than ${contentConstraints.mergeRuleUsersMaxItems} reviewers.`;
          break;
        }
      }
    }
  }
  return errors;
}

/** Only what changed, so saving one field never rewrites another. */
export function buildSpaceUpdate(
  before: SpaceSettingsValues,
  values: SpaceSettingsValues,
): SpaceUpdate {
  const body: SpaceUpdate = {};
  if (values.title.trim() !== before.title) body.title = values.title.trim();
  if (values.emoji !== before.emoji) body.emoji = values.emoji;
  if (values.editMode !== before.editMode) body.editMode = values.editMode;
  if (values.defaultLevel !== before.defaultLevel) body.defaultLevel = values.defaultLevel;
  if (values.language !== before.language) body.language = values.language;
  const rules = mergeRulesOf(values);
  if (JSON.stringify(rules) !== JSON.stringify(mergeRulesOf(before))) body.mergeRules = rules;
  return body;
}

export interface CollectionSettingsValues {
  title: string;
  description: string;
  defaultLevel: Role;
}

export function validateCollectionSettings(
  values: CollectionSettingsValues,
): FieldErrors<keyof CollectionSettingsValues> {
  const errors: FieldErrors<keyof CollectionSettingsValues> = {};
  const title = titleProblem(values.title);
  if (title) errors.title = title;
  const description = descriptionProblem(values.description);
  if (description) errors.description = description;
  return errors;
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

/**
 * Which field a 400 is about, from the sentence the backend wrote (decisions.md: a 400 names the
 * field). The first field name found in the message wins.
 */
export function fieldOfMessage<K extends string>(
  message: string,
  fields: readonly K[],
): K | undefined {
  const lower = message.toLowerCase();
  let best: { field: K; at: number } | undefined;
  for (const field of fields) {
    const at = lower.search(new RegExp(`\\b${field.toLowerCase()}\\b`));
    if (at !== -1 && (!best || at < best.at)) best = { field, at };
  }
  return best?.field;
}
