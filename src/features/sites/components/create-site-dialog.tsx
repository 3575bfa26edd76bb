import { useState, type FormEvent } from 'react';
import { DialogActions, DialogFrame } from '@/components/ui/dialog-frame';
import { FieldError } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useCreateSite } from '../api/site-mutations';
import type { SiteType, SiteVisibility } from '../api/site-queries';
import { siteConstraints, siteTypes, titleProblem, visibilityChoices } from '../site-forms';

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
    <DialogFrame
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="New site"
      description="A site publishes spaces. It starts unpublished: nobody outside the organization sees it until you publish it."
    >
      {props.open ? <CreateSiteForm {...props} /> : null}
    </DialogFrame>
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
      <TextField
        label="Title"
        error={titleError}
        value={title}
        maxLength={siteConstraints.titleMax + 20}
        onChange={setTitle}
        autoFocus
      />
      <div className="grid-2">
        <SelectField
          label="Type"
          value={type}
          options={siteTypes.map((value) => ({ value, label: value }))}
          onChange={setType}
        />
        <SelectField
          label="Visibility"
          value={visibility}
          options={visibilityChoices}
          onChange={setVisibility}
        />
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
      <DialogActions>
        <SubmitButton pending={create.isPending} pendingLabel="Creating…">
          Create site
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
