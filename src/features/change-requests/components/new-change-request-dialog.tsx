import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { DialogActions, DialogFrame } from '@/components/ui/dialog-frame';
import { FieldError } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { errorMessage, isApiError } from '@/lib/api-error';
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
    <DialogFrame
      open
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title="New change request"
      description="A change request starts from the space’s current content; it is a draft until you ask for review."
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        {props.spaces.length > 1 ? (
          <SelectField
            label="Space"
            value={spaceId}
            options={props.spaces.map((space) => ({ value: space.id, label: space.title }))}
            onChange={setSpaceId}
          />
        ) : (
          <p className="muted">In {props.spaces[0]?.title ?? 'this space'}.</p>
        )}
        <TextField
          label="Subject"
          hint={`${subject.length} of ${maxSubjectLength} characters`}
          error={subjectError}
          value={subject}
          autoComplete="off"
          onChange={(value) => {
            setSubject(value);
            if (serverError?.field === 'subject') setServerError(undefined);
          }}
        />
        <FieldError message={serverError?.field === 'form' ? serverError.message : undefined} />
        <DialogActions>
          <SubmitButton pending={create.isPending} pendingLabel="Creating…">
            Create change request
          </SubmitButton>
        </DialogActions>
      </form>
    </DialogFrame>
  );
}
