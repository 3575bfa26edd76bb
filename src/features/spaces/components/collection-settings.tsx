import { CollectionUpdateRules } from '@/api/form-rules.gen';
import { Card } from '@/components/ui/card';
import { validateWith } from '@/lib/forms/check-rule';
import { useUpdateCollection } from '../api/content-mutations';
import type { Collection } from '../api/content-queries';
import { buildCollectionUpdate, titleCheck, titleHint } from '../content-forms';
import { roleChoices } from './content-choices';
import { useSettingsForm } from './use-settings-form';
import { ContractForm } from '@/components/form/contract-form';

const rules = CollectionUpdateRules.properties;
const descriptionCheck = validateWith(rules.description, { label: 'Description' });

/** A collection's title, description and default level; only what changed is sent. */
export function CollectionSettings(props: { collection: Collection }) {
  const { collection } = props;
  const update = useUpdateCollection(collection.id);
  const contract = useSettingsForm({
    initial: () => ({
      title: collection.title,
      description: collection.description,
      defaultLevel: collection.defaultLevel,
    }),
    changes: buildCollectionUpdate,
    save: update.mutateAsync,
    savedMessage: 'Collection saved',
  });
  const { form } = contract;

  return (
    <Card title="Settings">
      <ContractForm
        of={contract}
        submit="Save settings"
        pendingLabel="Saving…"
        label="Collection settings"
      >
        <form.AppField name="title" validators={{ onChange: titleCheck(rules.title) }}>
          {(field) => <field.TextField label="Title" hint={titleHint(rules.title)} />}
        </form.AppField>
        <form.AppField name="description" validators={{ onChange: descriptionCheck }}>
          {(field) => (
            <field.TextAreaField
              label="Description"
              hint={`At most ${rules.description.maxLength} characters.`}
            />
          )}
        </form.AppField>
        <form.AppField name="defaultLevel">
          {(field) => (
            <field.SelectField
              label="Default level"
              hint="The role members get in it by default."
              options={roleChoices}
            />
          )}
        </form.AppField>
      </ContractForm>
    </Card>
  );
}
