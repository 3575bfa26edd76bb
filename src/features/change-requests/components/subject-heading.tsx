import { useState } from 'react';
import { FormRefusal } from '@/components/form/form-refusal';
import { useContractForm } from '@/components/form/use-contract-form';
import { useUpdateChangeRequest } from '../api/change-request-mutations';
import type { ChangeRequest } from '../api/change-request-queries';
import { subjectHint, updateSubjectRule, validateSubject } from '../subject-rules';

const untitled = 'Untitled change request';

/** The page's h1: the subject, edited in place by those who may edit the request. */
export function SubjectHeading(props: {
  request: ChangeRequest;
  spaceId: string;
  changeRequestId: string;
}) {
  const { request } = props;
  const [editing, setEditing] = useState(false);
  const canEdit = request.permissions.edit && request.status !== 'merged';

  if (editing)
    return (
      <SubjectForm
        request={request}
        spaceId={props.spaceId}
        changeRequestId={props.changeRequestId}
        onDone={() => setEditing(false)}
      />
    );
  return (
    <div className="page-header">
      <h1 className="page-title" id="cr-subject">
        {request.subject || untitled}
      </h1>
      {canEdit ? (
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => setEditing(true)}
        >
          Edit subject
        </button>
      ) : null}
    </div>
  );
}

/** What was typed stays in the field on any failure, with the reason next to it. */
function SubjectForm(props: {
  request: ChangeRequest;
  spaceId: string;
  changeRequestId: string;
  onDone: () => void;
}) {
  const update = useUpdateChangeRequest(props.spaceId, props.changeRequestId);
  const { form, formProps, refusal } = useContractForm({
    defaultValues: { subject: props.request.subject },
    save: ({ subject }) => update.mutateAsync({ subject: subject.trim() }),
    onSaved: props.onDone,
  });
  return (
    <form {...formProps} className="page-header cr-subject-form">
      <h1 className="visually-hidden" id="cr-subject">
        {props.request.subject || untitled}
      </h1>
      <form.AppField name="subject" validators={{ onChange: validateSubject(updateSubjectRule) }}>
        {(field) => (
          <field.TextField
            label="Subject"
            hint={subjectHint(field.state.value, updateSubjectRule)}
            className="input cr-subject-input"
            autoFocus
            onKeyDown={(event) => {
              if (event.key === 'Escape') props.onDone();
            }}
          />
        )}
      </form.AppField>
      <FormRefusal message={refusal} />
      <div className="button-row">
        <form.AppForm>
          <form.SubmitButton pendingLabel="Saving…">Save subject</form.SubmitButton>
        </form.AppForm>
        <button type="button" className="button button-secondary" onClick={props.onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
