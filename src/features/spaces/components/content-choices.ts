import { indentedLabel, type SelectOption } from '@/components/ui/select-field';
import { roles } from '@/lib/roles';
import { editModes, languages, type SpaceEditMode } from '../content-forms';
import { editModeLabel, languageLabel, roleLabel } from '../labels';

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

export const roleChoices = roles.map((role) => ({ value: role, label: roleLabel(role) }));

export const languageChoices = languages.map((code) => ({
  value: code,
  label: languageLabel(code),
}));

export const editModeChoices = (label: (mode: SpaceEditMode) => string = editModeLabel) =>
  editModes.map((mode) => ({ value: mode, label: label(mode) }));
