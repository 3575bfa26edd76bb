import { indentedLabel, SelectField, type SelectOption } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import {
  contentConstraints,
  languages,
  type Language,
  type Role,
  type SpaceEditMode,
} from '../content-forms';
import { roles } from '@/lib/roles';
import { editModeLabel, languageLabel, roleLabel } from '../labels';

/*
 * The fields a space or a collection is created and edited with, the same in the create dialogs
 * and the settings forms.
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

const roleChoices = roles.map((role) => ({ value: role, label: roleLabel(role) }));
const languageChoices = languages.map((code) => ({ value: code, label: languageLabel(code) }));
const editModes: readonly SpaceEditMode[] = ['live', 'locked'];

interface FieldProps<T> {
  value: T;
  onChange: (value: T) => void;
  error: string | undefined;
}

export function ContentTitleField(
  props: FieldProps<string> & { autoFocus?: boolean; readOnly?: boolean },
) {
  return (
    <TextField
      label="Title"
      hint={`1 to ${contentConstraints.titleMaxLength} characters.`}
      {...props}
    />
  );
}

/** The emoji is kept without the spaces around it. */
export function EmojiField(props: FieldProps<string> & { readOnly?: boolean }) {
  return (
    <TextField
      label="Emoji"
      hint="One emoji, or empty."
      className="input input-emoji"
      {...props}
      onChange={(value) => props.onChange(value.trim())}
    />
  );
}

export function EditModeField(
  props: FieldProps<SpaceEditMode> & { optionLabel?: (mode: SpaceEditMode) => string },
) {
  const { optionLabel = editModeLabel, ...field } = props;
  return (
    <SelectField
      label="Edit mode"
      options={editModes.map((mode) => ({ value: mode, label: optionLabel(mode) }))}
      {...field}
    />
  );
}

export function LanguageField(props: FieldProps<Language>) {
  return <SelectField label="Language" options={languageChoices} {...props} />;
}

/** The role members get by default; the hint says in what. */
export function DefaultLevelField(props: FieldProps<Role> & { hint: string }) {
  return <SelectField label="Default level" options={roleChoices} {...props} />;
}

export function ParentField(props: FieldProps<string> & { options: readonly ParentOption[] }) {
  return (
    <SelectField
      label="Parent"
      hint="The collection it goes in, at the end."
      {...props}
      options={parentChoices(props.options)}
    />
  );
}
