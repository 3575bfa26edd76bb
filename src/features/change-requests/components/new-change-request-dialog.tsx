import * as Dialog from '@radix-ui/react-dialog';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Field, FieldError } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { useCreateChangeRequest } from '../api/change-request-queries';
import { maxSubjectLength, subjectProblem } from '../list-search';

export interface SpaceChoice {
  id: string;
  title: string;
}

/** Opens a change request in a space (chosen here, or the one space given), then shows it. */
export function NewChangeRequestDialog(props: {
  orgId: string;
  spaces: SpaceChoice[];
  onClose: () => void;
  onSpaceChanged?: (() => void) | undefined;
}) {
  const navigate = useNavigate();
  const create = useCreateChangeRequest({ onSpaceChanged: props.onSpaceChanged });
  const [spaceId, setSpaceId] = useState(props.spaces[0]?.id ?? '');
  const [subject, setSubject] = useState('');
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<{ field: 'subject' | 'form'; message: string }>();
  const problem = checked ? subjectProblem(subject) : undefined;
  const subjectError =
    problem ?? (serverError?.field === 'subject' ? serverError.message : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setServerError(undefined);
    if (subjectProblem(subject) || !spaceId) return;
    try {
      const created = await create.mutateAsync({ spaceId, body: { subject: subject.trim() } });
      toast(`Change request #${created.number} created`);
      props.onClose();
      await navigate({
        to: '/orgs/$orgId/spaces/$spaceId/change-requests/$changeRequestId',
        params: { orgId: props.orgId, spaceId, changeRequestId: String(created.number) },
      });
    } catch (error) {
      // The backend's 400 names the field it refuses; everything else belongs to the form.
      const onSubject = isApiError(error) && error.status === 400 && /subject/.test(error.message);
      setServerError({ field: onSubject ? 'subject' : 'form', message: errorMessage(error) });
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content">
          <Dialog.Title className="dialog-title">New change request</Dialog.Title>
          <Dialog.Description className="dialog-description">
            A change request starts from the space’s current content; it is a draft until you ask
            for review.
          </Dialog.Description>
          <form onSubmit={(event) => void submit(event)} noValidate>
            {props.spaces.length > 1 ? (
              <Field label="Space">
                {(control) => (
                  <select
                    {...control}
                    className="input"
                    value={spaceId}
                    onChange={(event) => setSpaceId(event.target.value)}
                  >
                    {props.spaces.map((space) => (
                      <option key={space.id} value={space.id}>
                        {space.title}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            ) : (
              <p className="muted">In {props.spaces[0]?.title ?? 'this space'}.</p>
            )}
            <Field
              label="Subject"
              hint={`${subject.length} of ${maxSubjectLength} characters`}
              error={subjectError}
            >
              {(control) => (
                <input
                  {...control}
                  className="input"
                  value={subject}
                  autoComplete="off"
                  onChange={(event) => {
                    setSubject(event.target.value);
                    if (serverError?.field === 'subject') setServerError(undefined);
                  }}
                />
              )}
            </Field>
            <FieldError message={serverError?.field === 'form' ? serverError.message : undefined} />
            <div className="dialog-actions">
              <Dialog.Close type="button" className="button button-secondary">
                Cancel
              </Dialog.Close>
              <button type="submit" className="button button-primary" disabled={create.isPending}>
                {create.isPending ? 'Creating…' : 'Create change request'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
