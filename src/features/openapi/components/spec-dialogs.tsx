import { dialogOf } from '@/components/form/form-dialog';
import { ContractForm } from '@/components/form/contract-form';
import { useContractForm } from '@/components/form/use-contract-form';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { TypeToConfirmDialog } from '@/components/ui/type-to-confirm-dialog';
import { useApiMutation } from '@/lib/api-mutation';
import { specParams, specPath, type OpenAPISpec } from '../api/openapi-queries';
import { specFieldOf, urlProblem } from '../spec-form';

/** A new source address; the specification is processed again from it. */
export const EditSourceDialog = dialogOf(EditSourceForm, {
  title: 'Edit source',
  description:
    'The specification is processed again from the new address. If that fails, the last good version stays in use.',
});

function EditSourceForm(props: {
  orgId: string;
  spec: OpenAPISpec;
  onOpenChange: (open: boolean) => void;
}) {
  const replace = useApiMutation('put', specPath, {
    params: specParams(props.orgId, props.spec.slug),
  });
  const contract = useContractForm({
    defaultValues: { url: props.spec.sourceURL ?? '' },
    save: (values) => replace.mutateAsync({ source: { url: values.url.trim() } }),
    fieldOf: specFieldOf,
    onSaved: () => {
      toast('Source replaced', { description: 'Processing the new document now.' });
      props.onOpenChange(false);
    },
  });
  const { form } = contract;
  return (
    <ContractForm of={contract} submit="Save and process" pendingLabel="Saving…" inDialog>
      <form.AppField name="url" validators={{ onChange: ({ value }) => urlProblem(value) }}>
        {(field) => <field.TextField label="URL" type="url" inputMode="url" autoFocus />}
      </form.AppField>
    </ContractForm>
  );
}

/** Deleting takes every version with it, so the person types the slug to confirm. */
export function DeleteSpecDialog(props: {
  orgId: string;
  spec: OpenAPISpec;
  onDeleted: () => void;
}) {
  const remove = useApiMutation('delete', specPath, {
    params: specParams(props.orgId, props.spec.slug),
  });
  return (
    <TypeToConfirmDialog
      trigger={<Button variant="danger">Delete</Button>}
      title={`Delete “${props.spec.slug}”?`}
      description="This deletes the specification and every version of it; its published address stops working. It cannot be undone."
      expected={props.spec.slug}
      label={`Type ${props.spec.slug} to confirm`}
      normalize={(typed) => typed.toLowerCase()}
      mutation={remove}
      submit="Delete specification"
      pendingLabel="Deleting…"
      success={`Deleted “${props.spec.slug}”`}
      onDone={props.onDeleted}
    />
  );
}
