import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { CollectionUpdateRules } from '@/api/form-rules.gen';
import { FormRefusal } from '@/components/form/form-refusal';
import { useContractForm } from '@/components/form/use-contract-form';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { validateWith } from '@/lib/forms/check-rule';
import { useUpdateCollection } from '../api/content-mutations';
import type { Collection } from '../api/content-queries';
import { buildCollectionUpdate, titleCheck, titleHint } from '../content-forms';
import { roleChoices } from './content-choices';

const rules = CollectionUpdateRules.properties;
const descriptionCheck = validateWith(rules.description, { label: 'Description' });

/** A collection's title, description and default level; only what changed is sent. */
export function CollectionSettings(props: { collection: Collection }) {
  const { collection } = props;
  const router = useRouter();
  const update = useUpdateCollection(collection.id);
  const [before] = useState(() => ({
    title: collection.title,
    description: collection.description,
    defaultLevel: collection.defaultLevel,
  }));
  const { form, formProps, refusal } = useContractForm({
    defaultValues: before,
    save: async (values) => {
      const body = buildCollectionUpdate(before, values);
      return Object.keys(body).length === 0 ? undefined : update.mutateAsync(body);
    },
    onSaved: (saved) => {
      if (!saved) {
        toast('Nothing to save', { description: 'No setting was changed.', tone: 'info' });
        return;
      }
      toast('Collection saved', { description: `${saved.title} was updated.` });
      // The title is the breadcrumb, which loaders hold.
      void router.invalidate();
    },
  });

  return (
    <Card title="Settings">
      <form {...formProps} aria-label="Collection settings">
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
        <FormRefusal message={refusal} />
        <div className="form-actions">
          <form.AppForm>
            <form.SubmitButton pendingLabel="Saving…">Save settings</form.SubmitButton>
          </form.AppForm>
        </div>
      </form>
    </Card>
  );
}
