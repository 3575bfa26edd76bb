import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { Field, FieldError } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { useCreateSite } from '../api/site-mutations';
import type { SiteType, SiteVisibility } from '../api/site-queries';
import {
  siteConstraints,
  siteTypes,
  siteVisibilities,
  titleProblem,
  visibilityLabels,
} from '../site-forms';

export interface SpaceOption {
  id: string;
  title: string;
}

/** Create a site: title, type, visibility and the spaces it starts with. */
export function CreateSiteDialog(props: {
  orgId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  spaces: readonly SpaceOption[];
  onCreated: (siteId: string) => void;
}) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content">
          <Dialog.Title className="dialog-title">New site</Dialog.Title>
          <Dialog.Description className="dialog-description">
            A site publishes spaces. It starts unpublished: nobody outside the organization sees it
            until you publish it.
          </Dialog.Description>
          {props.open ? <CreateSiteForm {...props} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CreateSiteForm(props: {
  orgId: string;
  onOpenChange: (open: boolean) => void;
  spaces: readonly SpaceOption[];
  onCreated: (siteId: string) => void;
}) {
  const create = useCreateSite(props.orgId);
  const [title, setTitle] = useState('');
  const [type, setType] = useState<SiteType>('basic');
  const [visibility, setVisibility] = useState<SiteVisibility>('public');
  const [spaces, setSpaces] = useState<string[]>([]);
  const [titleError, setTitleError] = useState<string>();
  const [formError, setFormError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = titleProblem(title);
    setTitleError(problem);
    setFormError(undefined);
    if (problem) return;
    create.mutate(
      { title: title.trim(), type, visibility, spaces },
      {
        onSuccess: (site) => {
          toast(`Created “${site.title}”`);
          props.onOpenChange(false);
          props.onCreated(site.id);
        },
        onError: (error) => {
          const message = errorMessage(error);
          if (isApiError(error) && error.status === 400 && /title/i.test(message))
            setTitleError(message);
          else setFormError(message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Field label="Title" error={titleError}>
        {(control) => (
          <input
            {...control}
            className="input"
            value={title}
            maxLength={siteConstraints.titleMax + 20}
            onChange={(event) => setTitle(event.target.value)}
            autoFocus
          />
        )}
      </Field>
      <div className="grid-2">
        <Field label="Type">
          {(control) => (
            <select
              {...control}
              className="input"
              value={type}
              onChange={(event) => setType(event.target.value as SiteType)}
            >
              {siteTypes.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Visibility">
          {(control) => (
            <select
              {...control}
              className="input"
              value={visibility}
              onChange={(event) => setVisibility(event.target.value as SiteVisibility)}
            >
              {siteVisibilities.map((value) => (
                <option key={value} value={value}>
                  {visibilityLabels[value]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <fieldset className="fieldset">
        <legend className="field-label">Spaces</legend>
        {props.spaces.length === 0 ? (
          <p className="field-hint">The organization has no spaces yet.</p>
        ) : (
          <ul className="plain-list" style={{ maxHeight: 200, overflow: 'auto' }}>
            {props.spaces.map((space) => (
              <li key={space.id} className="checkbox-field">
                <label>
                  <input
                    type="checkbox"
                    checked={spaces.includes(space.id)}
                    onChange={(event) =>
                      setSpaces((list) =>
                        event.target.checked
                          ? [...list, space.id]
                          : list.filter((id) => id !== space.id),
                      )
                    }
                  />{' '}
                  {space.title}
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <FieldError message={formError} />
      <div className="dialog-actions">
        <Dialog.Close className="button button-secondary">Cancel</Dialog.Close>
        <button type="submit" className="button button-primary" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create site'}
        </button>
      </div>
    </form>
  );
}
