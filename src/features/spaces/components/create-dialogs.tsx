import { CollectionCreateRules, SpaceCreateRules } from '@/api/form-rules.gen';
import { ContractForm, type ContractFormParts } from '@/components/form/contract-form';
import type { ReactNode } from 'react';
import { FormFields } from '@/components/form/form-fields';
import { dialogOf, useDialogForm } from '@/components/form/form-dialog';
import { formStyles } from '@/components/ui/form-styles';
import { useCreateCollection, useCreateSpace } from '../api/content-mutations';
import { buildCollectionCreate, buildSpaceCreate, type SpaceCreateValues } from '../content-forms';
import { editModeShortLabel } from '../labels';
import {
  editModeChoices,
  emojiField,
  languageField,
  parentField,
  titleField,
  type ParentOption,
} from './content-choices';

export type { ParentOption } from './content-choices';

const space = SpaceCreateRules.properties;
const collection = CollectionCreateRules.properties;

interface CreateProps {
  orgId: string;
  onOpenChange: (open: boolean) => void;
  parents: readonly ParentOption[];
  defaultParent?: string | undefined;
}

/**
 * Create a space: the contract's checks run before sending, a 400 lands next to the field it
 * names, and what was typed stays on any failure.
 */
export const CreateSpaceDialog = dialogOf(CreateSpaceForm, {
  title: 'New space',
  description: 'A space holds pages of content. It goes at the end of the parent you choose.',
});

type Kind = 'Space' | 'Collection';

/** A create form: the new item is announced by its title, and the dialog closes. */
function useCreateForm<TValues extends object>(
  props: CreateProps,
  kind: Kind,
  defaultValues: TValues,
  save: (values: TValues) => Promise<{ title: string }>,
) {
  return useDialogForm({
    onClose: () => props.onOpenChange(false),
    defaultValues,
    save,
    confirm: (created) => `${kind} “${created.title}” created`,
  });
}

/** The form of a create dialog, named and submitted by what it creates. */
function CreateForm(props: { of: ContractFormParts; kind: Kind; children: ReactNode }) {
  const noun = props.kind.toLowerCase();
  return (
    <ContractForm
      of={props.of}
      submit={`Create ${noun}`}
      pendingLabel="Creating…"
      inDialog
      label={`New ${noun}`}
    >
      {props.children}
    </ContractForm>
  );
}

function CreateSpaceForm(props: CreateProps) {
  const create = useCreateSpace(props.orgId);
  const contract = useCreateForm(
    props,
    'Space',
    {
      title: '',
      emoji: '',
      parent: props.defaultParent ?? '',
      language: 'en',
      editMode: 'live',
    } as SpaceCreateValues,
    (values) => create.mutateAsync(buildSpaceCreate(values)),
  );
  const { form } = contract;

  return (
    <CreateForm of={contract} kind="Space">
      <div className={formStyles.row}>
        <FormFields
          form={form}
          fields={[{ ...titleField(space.title), autoFocus: true }, emojiField(space.emoji)]}
        />
      </div>
      <FormFields form={form} fields={[parentField(props.parents)]} />
      <div className={formStyles.row}>
        <FormFields
          form={form}
          fields={[
            languageField,
            {
              kind: 'select',
              name: 'editMode',
              label: 'Edit mode',
              options: editModeChoices(editModeShortLabel),
            },
          ]}
        />
      </div>
    </CreateForm>
  );
}

export const CreateCollectionDialog = dialogOf(CreateCollectionForm, {
  title: 'New collection',
  description: 'A collection groups spaces and other collections.',
});

function CreateCollectionForm(props: CreateProps) {
  const create = useCreateCollection(props.orgId);
  const contract = useCreateForm(
    props,
    'Collection',
    { title: '', parent: props.defaultParent ?? '' },
    (values) => create.mutateAsync(buildCollectionCreate(values)),
  );
  const { form } = contract;

  return (
    <CreateForm of={contract} kind="Collection">
      <FormFields
        form={form}
        fields={[{ ...titleField(collection.title), autoFocus: true }, parentField(props.parents)]}
      />
    </CreateForm>
  );
}
