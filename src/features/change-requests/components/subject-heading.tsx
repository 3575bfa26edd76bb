import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { FormRefusal } from '@/components/form/form-refusal';
import { useContractForm } from '@/components/form/use-contract-form';
import { Button, buttonRowClass } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useUpdateChangeRequest } from '../api/change-request-mutations';
import type { ChangeRequest } from '../api/change-request-queries';
import { subjectHint, untitledSubject, updateSubjectRule, validateSubject } from '../subject-rules';
import styles from './subject-heading.module.css';

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
    <PageHeader
      title={request.subject || untitledSubject}
      actions={
        canEdit ? (
          <Button size="small" onClick={() => setEditing(true)}>
            <Pencil size={14} aria-hidden />
            Edit subject
          </Button>
        ) : null
      }
    />
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
    <form {...formProps} className={styles.form}>
      <h1 className="visually-hidden">{props.request.subject || untitledSubject}</h1>
      <div className={styles.field}>
        <form.AppField name="subject" validators={{ onChange: validateSubject(updateSubjectRule) }}>
          {(field) => (
            <field.TextField
              label="Subject"
              hint={subjectHint(field.state.value, updateSubjectRule)}
              autoFocus
              onKeyDown={(event) => {
                if (event.key === 'Escape') props.onDone();
              }}
            />
          )}
        </form.AppField>
      </div>
      <div className={buttonRowClass}>
        <form.AppForm>
          <form.SubmitButton pendingLabel="Saving…">Save subject</form.SubmitButton>
        </form.AppForm>
        <Button onClick={props.onDone}>Cancel</Button>
      </div>
      <div className={styles.refusal}>
        <FormRefusal message={refusal} />
      </div>
    </form>
  );
}
