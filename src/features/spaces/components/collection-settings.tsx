import { CollectionUpdateRules } from '@/api/form-rules.gen';
import { SettingsCard } from '@/components/form/contract-form';
import { contractField } from '@/components/form/contract-field';
import { useUpdateCollection } from '../api/content-mutations';
import type { Collection } from '../api/content-queries';
import { buildCollectionUpdate } from '../content-forms';
import { roleChoices, titleField } from './content-choices';
import { useSettingsForm } from './use-settings-form';

const rules = CollectionUpdateRules.properties;

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

  return (
    <SettingsCard
      of={contract}
      label="Collection settings"
      fields={[
        titleField(rules.title),
        contractField(rules, 'description', {
          kind: 'textarea',
          label: 'Description',
          hint: `At most ${rules.description.maxLength} characters.`,
        }),
        {
          kind: 'select',
          name: 'defaultLevel',
          label: 'Default level',
          hint: 'The role members get in it by default.',
          options: roleChoices,
        },
      ]}
    />
  );
}
