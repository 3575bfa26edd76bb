import { useRef, useState, type FormEvent } from 'react';
import { DialogActions, DialogFrame } from '@/components/ui/dialog-frame';
import { FieldError } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/toast';
import { useFormErrors } from '@/components/ui/use-form-errors';
import { useCreateCollection, useCreateSpace } from '../api/content-mutations';
import {
  buildCollectionCreate,
  buildSpaceCreate,
  fieldOfMessage,
  validateCollectionCreate,
  validateSpaceCreate,
  type CollectionCreateValues,
  type SpaceCreateValues,
} from '../content-forms';
import { editModeShortLabel } from '../labels';
import {
  ContentTitleField,
  EditModeField,
  EmojiField,
  LanguageField,
  ParentField,
  type ParentOption,
} from './content-fields';

export type { ParentOption } from './content-fields';

/**
 * Create a space: the contract's checks run before sending, a 400 lands next to the field it
 * names, and what was typed stays on any failure.
 */
export function CreateSpaceDialog(props: {
  orgId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  parents: readonly ParentOption[];
  defaultParent?: string;
  onCreated?: (space: { id: string; title: string }) => void;
}) {
  return (
    <DialogFrame
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="New space"
      description="A space holds pages of content. It goes at the end of the parent you choose."
    >
      {props.open ? <CreateSpaceForm {...props} /> : null}
    </DialogFrame>
  );
}

function CreateSpaceForm(props: {
  orgId: string;
  onOpenChange: (open: boolean) => void;
  parents: readonly ParentOption[];
  defaultParent?: string;
  onCreated?: (space: { id: string; title: string }) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<SpaceCreateValues>({
    title: '',
    emoji: '',
    parent: props.defaultParent ?? '',
    language: 'en',
    editMode: 'live',
  });
  const form = useFormErrors(formRef, (message) =>
    fieldOfMessage(message, ['title', 'emoji', 'parent', 'language', 'editMode']),
  );
  const create = useCreateSpace(props.orgId);
  const set = <K extends keyof SpaceCreateValues>(key: K, value: SpaceCreateValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check(validateSpaceCreate(values))) return;
    create.mutate(buildSpaceCreate(values), {
      onSuccess: (space) => {
        toast(`Space “${space.title}” created`);
        props.onOpenChange(false);
        props.onCreated?.(space);
      },
      onError: form.fail,
    });
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="New space">
      <div className="field-row">
        <ContentTitleField
          value={values.title}
          onChange={(title) => set('title', title)}
          error={form.errors.title}
          autoFocus
        />
        <EmojiField
          value={values.emoji}
          onChange={(emoji) => set('emoji', emoji)}
          error={form.errors.emoji}
        />
      </div>
      <ParentField
        value={values.parent}
        onChange={(parent) => set('parent', parent)}
        options={props.parents}
        error={form.errors.parent}
      />
      <div className="field-row">
        <LanguageField
          value={values.language}
          onChange={(language) => set('language', language)}
          error={form.errors.language}
        />
        <EditModeField
          value={values.editMode}
          onChange={(editMode) => set('editMode', editMode)}
          error={form.errors.editMode}
          optionLabel={editModeShortLabel}
        />
      </div>
      <FieldError message={form.formError} />
      <DialogActions>
        <SubmitButton pending={create.isPending} pendingLabel="Creating…">
          Create space
        </SubmitButton>
      </DialogActions>
    </form>
  );
}

export function CreateCollectionDialog(props: {
  orgId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  parents: readonly ParentOption[];
  defaultParent?: string;
}) {
  return (
    <DialogFrame
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="New collection"
      description="A collection groups spaces and other collections."
    >
      {props.open ? <CreateCollectionForm {...props} /> : null}
    </DialogFrame>
  );
}

function CreateCollectionForm(props: {
  orgId: string;
  onOpenChange: (open: boolean) => void;
  parents: readonly ParentOption[];
  defaultParent?: string;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<CollectionCreateValues>({
    title: '',
    parent: props.defaultParent ?? '',
  });
  const form = useFormErrors(formRef, (message) => fieldOfMessage(message, ['title', 'parent']));
  const create = useCreateCollection(props.orgId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check(validateCollectionCreate(values))) return;
    create.mutate(buildCollectionCreate(values), {
      onSuccess: (collection) => {
        toast(`Collection “${collection.title}” created`);
        props.onOpenChange(false);
      },
      onError: form.fail,
    });
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="New collection">
      <ContentTitleField
        value={values.title}
        onChange={(title) => setValues({ ...values, title })}
        error={form.errors.title}
        autoFocus
      />
      <ParentField
        value={values.parent}
        onChange={(parent) => setValues({ ...values, parent })}
        options={props.parents}
        error={form.errors.parent}
      />
      <FieldError message={form.formError} />
      <DialogActions>
        <SubmitButton pending={create.isPending} pendingLabel="Creating…">
          Create collection
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
