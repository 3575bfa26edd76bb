import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Field } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { useCreateCollection, useCreateSpace } from '../api/content-mutations';
import {
  buildCollectionCreate,
  buildSpaceCreate,
  contentConstraints,
  fieldOfMessage,
  languages,
  validateCollectionCreate,
  validateSpaceCreate,
  type CollectionCreateValues,
  type FieldErrors,
  type SpaceCreateValues,
} from '../content-forms';
import { languageLabel } from '../labels';

export interface ParentOption {
  id: string;
  title: string;
  depth: number;
}

function ParentSelect(props: {
  value: string;
  onChange: (value: string) => void;
  options: readonly ParentOption[];
  error?: string;
}) {
  return (
    <Field label="Parent" error={props.error} hint="The collection it goes in, at the end.">
      {(control) => (
        <select
          {...control}
          className="input"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        >
          <option value="">Top level of the organization</option>
          {props.options.map((option) => (
            <option key={option.id} value={option.id}>
              {'\u2003'.repeat(option.depth + 1)}
              {option.title}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function CreateDialogFrame(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content">
          <Dialog.Title className="dialog-title">{props.title}</Dialog.Title>
          <Dialog.Description className="dialog-description">
            {props.description}
          </Dialog.Description>
          {props.children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const focusFirstInvalid = (form: HTMLFormElement | null) =>
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

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
    <CreateDialogFrame
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="New space"
      description="A space holds pages of content. It goes at the end of the parent you choose."
    >
      {props.open ? <CreateSpaceForm {...props} /> : null}
    </CreateDialogFrame>
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
  const [errors, setErrors] = useState<FieldErrors<keyof SpaceCreateValues>>({});
  const [formError, setFormError] = useState<string>();
  const create = useCreateSpace(props.orgId);
  const set = <K extends keyof SpaceCreateValues>(key: K, value: SpaceCreateValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const problems = validateSpaceCreate(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return focusFirstInvalid(formRef.current);
    create.mutate(buildSpaceCreate(values), {
      onSuccess: (space) => {
        toast(`Space “${space.title}” created`);
        props.onOpenChange(false);
        props.onCreated?.(space);
      },
      onError: (error) => {
        const field =
          isApiError(error) && error.status === 400
            ? fieldOfMessage(error.message, ['title', 'emoji', 'parent', 'language', 'editMode'])
            : undefined;
        if (field) {
          setErrors({ [field]: error.message });
          focusFirstInvalid(formRef.current);
        } else setFormError(errorMessage(error));
      },
    });
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="New space">
      <div className="field-row">
        <Field
          label="Title"
          error={errors.title}
          hint={`1 to ${contentConstraints.titleMaxLength} characters.`}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              value={values.title}
              autoFocus
              onChange={(event) => set('title', event.target.value)}
            />
          )}
        </Field>
        <Field label="Emoji" error={errors.emoji} hint="One emoji, or empty.">
          {(control) => (
            <input
              {...control}
              className="input input-emoji"
              value={values.emoji}
              onChange={(event) => set('emoji', event.target.value.trim())}
            />
          )}
        </Field>
      </div>
      <ParentSelect
        value={values.parent}
        onChange={(parent) => set('parent', parent)}
        options={props.parents}
        error={errors.parent}
      />
      <div className="field-row">
        <Field label="Language" error={errors.language}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={values.language}
              onChange={(event) => {
                const language = languages.find((code) => code === event.target.value);
                if (language) set('language', language);
              }}
            >
              {languages.map((code) => (
                <option key={code} value={code}>
                  {languageLabel(code)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Edit mode" error={errors.editMode}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={values.editMode}
              onChange={(event) =>
                set('editMode', event.target.value === 'locked' ? 'locked' : 'live')
              }
            >
              <option value="live">Live: edit directly</option>
              <option value="locked">Locked: no edits</option>
            </select>
          )}
        </Field>
      </div>
      {formError ? (
        <p className="field-error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="dialog-actions">
        <Dialog.Close className="button button-secondary" type="button">
          Cancel
        </Dialog.Close>
        <button type="submit" className="button button-primary" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create space'}
        </button>
      </div>
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
    <CreateDialogFrame
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="New collection"
      description="A collection groups spaces and other collections."
    >
      {props.open ? <CreateCollectionForm {...props} /> : null}
    </CreateDialogFrame>
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
  const [errors, setErrors] = useState<FieldErrors<keyof CollectionCreateValues>>({});
  const [formError, setFormError] = useState<string>();
  const create = useCreateCollection(props.orgId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const problems = validateCollectionCreate(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return focusFirstInvalid(formRef.current);
    create.mutate(buildCollectionCreate(values), {
      onSuccess: (collection) => {
        toast(`Collection “${collection.title}” created`);
        props.onOpenChange(false);
      },
      onError: (error) => {
        const field =
          isApiError(error) && error.status === 400
            ? fieldOfMessage(error.message, ['title', 'parent'])
            : undefined;
        if (field) {
          setErrors({ [field]: error.message });
          focusFirstInvalid(formRef.current);
        } else setFormError(errorMessage(error));
      },
    });
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="New collection">
      <Field
        label="Title"
        error={errors.title}
        hint={`1 to ${contentConstraints.titleMaxLength} characters.`}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            value={values.title}
            autoFocus
            onChange={(event) => setValues({ ...values, title: event.target.value })}
          />
        )}
      </Field>
      <ParentSelect
        value={values.parent}
        onChange={(parent) => setValues({ ...values, parent })}
        options={props.parents}
        error={errors.parent}
      />
      {formError ? (
        <p className="field-error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="dialog-actions">
        <Dialog.Close className="button button-secondary" type="button">
          Cancel
        </Dialog.Close>
        <button type="submit" className="button button-primary" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create collection'}
        </button>
      </div>
    </form>
  );
}
