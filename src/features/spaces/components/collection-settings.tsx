import { CollectionUpdateRules } from '@/api/form-rules.gen';
import { SettingsCard } from '@/components/form/contract-form';
import { FormFields } from '@/components/form/form-fields';
import { validateWith } from '@/lib/forms/check-rule';
import { useUpdateCollection } from '../api/content-mutations';
import type { Collection } from '../api/content-queries';
import { buildCollectionUpdate } from '../content-forms';
import { roleChoices, titleField } from './content-choices';
import { useSettingsForm } from './use-settings-form';

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
    <SettingsCard of={contract} label="Collection settings">
      <FormFields
        form={form}
        fields={[
          titleField(rules.title),
          {
            kind: 'textarea',
            name: 'description',
            label: 'Description',
            hint: `At most ${rules.description.maxLength} characters.`,
            check: descriptionCheck,
          },
          {
            kind: 'select',
            name: 'defaultLevel',
            label: 'Default level',
            hint: 'The role members get in it by default.',
            options: roleChoices,
          },
        ]}
      />
    </SettingsCard>
  );
}
