import type { FieldRule } from '@/api/field-rule';
import type { FieldSpec } from '@/components/form/form-fields';
import { indentedLabel, type SelectOption } from '@/components/ui/select-field';
import { labelledOptions } from '@/components/ui/select-options';
import { roles } from '@/lib/roles';
import {
  editModes,
  emojiCheck,
  languages,
  titleCheck,
  titleHint,
  type SpaceEditMode,
} from '../content-forms';
import { editModeLabel, languageLabel, roleLabel } from '../labels';
import fieldStyles from './content-fields.module.css';

/*
 * The choices a space or a collection is created and edited with, the same in the create
 * dialogs, the settings forms and the move dialogs.
 */

/** A collection to put content in, with its depth in the tree. */
export interface ParentOption {
  id: string;
  title: string;
  depth: number;
}

/** The top level, then the collections indented by depth. */
export function parentChoices(options: readonly ParentOption[]): SelectOption<string>[] {
  return [
    { value: '', label: 'Top level of the organization' },
    ...options.map((option) => ({
      value: option.id,
      label: indentedLabel(option.title, option.depth),
    })),
  ];
}

export const parentHint = 'The collection it goes in, at the end.';

export const roleChoices = labelledOptions(roles, roleLabel);

export const languageChoices = labelledOptions(languages, languageLabel);

export const editModeChoices = (label: (mode: SpaceEditMode) => string = editModeLabel) =>
  labelledOptions(editModes, label);

/* The fields a space or a collection has both when it is created and in its settings. */

export const titleField = (rule: FieldRule) =>
  ({
    kind: 'text',
    name: 'title',
    label: 'Title',
    hint: titleHint(rule),
    check: titleCheck(rule),
  }) satisfies FieldSpec<'title'>;

export const emojiField = (rule: FieldRule) =>
  ({
    kind: 'text',
    name: 'emoji',
    label: 'Emoji',
    hint: 'One emoji, or empty.',
    className: fieldStyles.emoji,
    check: emojiCheck(rule),
  }) satisfies FieldSpec<'emoji'>;

export const parentField = (parents: readonly ParentOption[]) =>
  ({
    kind: 'select',
    name: 'parent',
    label: 'Parent',
    hint: parentHint,
    options: parentChoices(parents),
  }) satisfies FieldSpec<'parent'>;

export const languageField = {
  kind: 'select',
  name: 'language',
  label: 'Language',
  options: languageChoices,
} satisfies FieldSpec<'language'>;
