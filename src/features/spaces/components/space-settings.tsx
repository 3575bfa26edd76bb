import { SpaceUpdateRules } from '@/api/form-rules.gen';
import { SettingsCard } from '@/components/form/contract-form';
import { mergeRulesField } from '@/components/merge-rules/merge-rules-form-field';
import { useUpdateSpace } from '../api/content-mutations';
import type { Space } from '../api/content-queries';
import { buildSpaceUpdate, mergeRulesTypes, toSpaceSettingsValues } from '../content-forms';
import {
  editModeChoices,
  emojiField,
  languageField,
  roleChoices,
  titleField,
} from './content-choices';
import { useSettingsForm } from './use-settings-form';

const rules = SpaceUpdateRules.properties;

/**
 * Every setting of a space, in one form. Only what changed is sent; a refused field gets its
 * message beside it; what was typed stays on any failure. The page gives it the space as
 * `key`-ed by its last update, so a save (or anyone's change) starts it afresh.
 */
export function SpaceSettings(props: { space: Space }) {
  const { space } = props;
  const update = useUpdateSpace(space.id);
  const contract = useSettingsForm({
    initial: () => toSpaceSettingsValues(space),
    changes: buildSpaceUpdate,
    save: update.mutateAsync,
    savedMessage: 'Space saved',
  });

  return (
    <SettingsCard
      of={contract}
      label="Space settings"
      fields={[
        titleField(rules.title),
        emojiField(rules.emoji),
        { kind: 'select', name: 'editMode', label: 'Edit mode', options: editModeChoices() },
        {
          kind: 'select',
          name: 'defaultLevel',
          label: 'Default level',
          hint: 'The role members get in this space by default.',
          options: roleChoices,
        },
        languageField,
        mergeRulesField({
          organizationId: space.organization,
          types: mergeRulesTypes,
          rule: rules.mergeRules,
          disabled: false,
        }),
      ]}
    />
  );
}
