import type { ReactNode } from 'react';
import { CollectionCreateRules, SpaceCreateRules } from '@/api/form-rules.gen';
import { useContractForm } from '@/components/form/use-contract-form';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { toast } from '@/components/ui/toast';
import { useCreateCollection, useCreateSpace } from '../api/content-mutations';
import {
  buildCollectionCreate,
  buildSpaceCreate,
  emojiCheck,
  titleCheck,
  titleHint,
  type SpaceCreateValues,
} from '../content-forms';
import { editModeShortLabel } from '../labels';
import {
  editModeChoices,
  languageChoices,
  parentChoices,
  parentHint,
  type ParentOption,
} from './content-choices';
import { ContractForm } from '@/components/form/contract-form';
import { formStyles } from '@/components/ui/form-styles';
import fieldStyles from './content-fields.module.css';

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
export function CreateSpaceDialog(props: CreateProps & { open: boolean }) {
  return (
    <CreateDialog
      {...props}
      title="New space"
      description="A space holds pages of content. It goes at the end of the parent you choose."
      form={CreateSpaceForm}
    />
  );
}

/** The dialog of a create form; the form mounts afresh each time it opens. */
function CreateDialog(
  props: CreateProps & {
    open: boolean;
    title: string;
    description: string;
    form: (props: CreateProps) => ReactNode;
  },
) {
  const { open, title, description, form: Form, ...formProps } = props;
  return (
    <DialogFrame
      open={open}
      onOpenChange={props.onOpenChange}
      title={title}
      description={description}
    >
      {open ? <Form {...formProps} /> : null}
    </DialogFrame>
  );
}

/** A create form: the new item is announced by its title, and the dialog closes. */
function useCreateForm<TValues extends object>(
  props: CreateProps,
  kind: 'Space' | 'Collection',
  defaultValues: TValues,
  save: (values: TValues) => Promise<{ title: string }>,
) {
  return useContractForm({
    defaultValues,
    save,
    onSaved: (created) => {
      toast(`${kind} “${created.title}” created`);
      props.onOpenChange(false);
    },
  });
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
    <ContractForm
      of={contract}
      submit="Create space"
      pendingLabel="Creating…"
      inDialog
      label="New space"
    >
      <div className={formStyles.row}>
        <form.AppField name="title" validators={{ onChange: titleCheck(space.title) }}>
          {(field) => <field.TextField label="Title" hint={titleHint(space.title)} autoFocus />}
        </form.AppField>
        <form.AppField name="emoji" validators={{ onChange: emojiCheck(space.emoji) }}>
          {(field) => (
            <field.TextField
              label="Emoji"
              hint="One emoji, or empty."
              className={fieldStyles.emoji}
            />
          )}
        </form.AppField>
      </div>
      <form.AppField name="parent">
        {(field) => (
          <field.SelectField
            label="Parent"
            hint={parentHint}
            options={parentChoices(props.parents)}
          />
        )}
      </form.AppField>
      <div className={formStyles.row}>
        <form.AppField name="language">
          {(field) => <field.SelectField label="Language" options={languageChoices} />}
        </form.AppField>
        <form.AppField name="editMode">
          {(field) => (
            <field.SelectField label="Edit mode" options={editModeChoices(editModeShortLabel)} />
          )}
        </form.AppField>
      </div>
    </ContractForm>
  );
}

export function CreateCollectionDialog(props: CreateProps & { open: boolean }) {
  return (
    <CreateDialog
      {...props}
      title="New collection"
      description="A collection groups spaces and other collections."
      form={CreateCollectionForm}
    />
  );
}

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
    <ContractForm
      of={contract}
      submit="Create collection"
      pendingLabel="Creating…"
      inDialog
      label="New collection"
    >
      <form.AppField name="title" validators={{ onChange: titleCheck(collection.title) }}>
        {(field) => <field.TextField label="Title" hint={titleHint(collection.title)} autoFocus />}
      </form.AppField>
      <form.AppField name="parent">
        {(field) => (
          <field.SelectField
            label="Parent"
            hint={parentHint}
            options={parentChoices(props.parents)}
          />
        )}
      </form.AppField>
    </ContractForm>
  );
}
