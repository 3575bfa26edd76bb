import { SpaceUpdateRules } from '@/api/form-rules.gen';
import { validateMergeRules } from '@/components/merge-rules/merge-rules';
import { MergeRulesFormField } from '@/components/merge-rules/merge-rules-form-field';
import { Card } from '@/components/ui/card';
import { useUpdateSpace } from '../api/content-mutations';
import type { Space } from '../api/content-queries';
import {
  buildSpaceUpdate,
  emojiCheck,
  mergeRulesTypes,
  titleCheck,
  titleHint,
  toSpaceSettingsValues,
} from '../content-forms';
import { editModeChoices, languageChoices, roleChoices } from './content-choices';
import { useSettingsForm } from './use-settings-form';
import { ContractForm } from '@/components/form/contract-form';
import fieldStyles from './content-fields.module.css';

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
  const { form } = contract;

  return (
    <Card title="Settings">
      <ContractForm
        of={contract}
        submit="Save settings"
        pendingLabel="Saving…"
        label="Space settings"
      >
        <form.AppField name="title" validators={{ onChange: titleCheck(rules.title) }}>
          {(field) => <field.TextField label="Title" hint={titleHint(rules.title)} />}
        </form.AppField>
        <form.AppField name="emoji" validators={{ onChange: emojiCheck(rules.emoji) }}>
          {(field) => (
            <field.TextField
              label="Emoji"
              hint="One emoji, or empty."
              className={fieldStyles.emoji}
            />
          )}
        </form.AppField>
        <form.AppField name="editMode">
          {(field) => <field.SelectField label="Edit mode" options={editModeChoices()} />}
        </form.AppField>
        <form.AppField name="defaultLevel">
          {(field) => (
            <field.SelectField
              label="Default level"
              hint="The role members get in this space by default."
              options={roleChoices}
            />
          )}
        </form.AppField>
        <form.AppField name="language">
          {(field) => <field.SelectField label="Language" options={languageChoices} />}
        </form.AppField>
        <form.AppField
          name="mergeRules"
          validators={{ onChange: validateMergeRules(rules.mergeRules) }}
        >
          {() => (
            <MergeRulesFormField
              organizationId={space.organization}
              types={mergeRulesTypes}
              rule={rules.mergeRules}
              disabled={false}
            />
          )}
        </form.AppField>
      </ContractForm>
    </Card>
  );
}
