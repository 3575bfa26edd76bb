import { dialogOf } from '@/components/form/form-dialog';
import { ContractForm } from '@/components/form/contract-form';
import { useContractForm } from '@/components/form/use-contract-form';
import { toast } from '@/components/ui/toast';
import { useApiMutation } from '@/lib/api-mutation';
import { slugProblem, specFieldOf, urlProblem, type SpecFile } from '../spec-form';
import { SlugField } from './slug-field';
import { SpecFileField } from './spec-file-field';

/**
 * Add a specification by the URL of its OpenAPI document, or by uploading the document; it is
 * processed right away.
 */
export const AddSpecDialog = dialogOf(AddSpecForm, {
  title: 'Add specification',
  description:
    'The platform fetches the OpenAPI document from its URL now and every 6 hours, and keeps a version each time it changed; an uploaded document is kept as it is. It stays private until you make it public.',
});

/** What the source fields say together: a readable file, or else a valid address. */
function sourceProblem(url: string, file: SpecFile | undefined) {
  if (file === undefined) return { url: urlProblem(url), file: undefined };
  if ('problem' in file) return { url: undefined, file: file.problem };
  return {
    url: undefined,
    file: url.trim()
      ? 'Give the address or a file, not both: empty the URL to use the file.'
      : undefined,
  };
}

function AddSpecForm(props: {
  orgId: string;
  onOpenChange: (open: boolean) => void;
  onAdded: (slug: string) => void;
}) {
  const create = useApiMutation('post', '/v1/orgs/{organizationId}/openapi', {
    params: { path: { organizationId: props.orgId } },
  });
  const contract = useContractForm({
    defaultValues: { slug: '', url: '', file: undefined as SpecFile | undefined },
    save: (values) =>
      create.mutateAsync({
        slug: values.slug,
        source:
          values.file && 'text' in values.file
            ? { text: values.file.text }
            : { url: values.url.trim() },
      }),
    fieldOf: specFieldOf,
    onSaved: (spec) => {
      toast(`Added “${spec.slug}”`, { description: 'Processing its document now.' });
      props.onOpenChange(false);
      props.onAdded(spec.slug);
    },
  });
  const { form } = contract;

  return (
    <ContractForm of={contract} submit="Add specification" pendingLabel="Adding…" inDialog>
      <form.Field name="slug" validators={{ onChange: ({ value }) => slugProblem(value) }}>
        {(field) => (
          <SlugField
            value={field.state.value}
            error={field.state.meta.errors.find((error) => typeof error === 'string')}
            touched={field.state.meta.isTouched}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
          />
        )}
      </form.Field>
      <form.AppField
        name="url"
        validators={{
          onChangeListenTo: ['file'],
          onChange: ({ value, fieldApi }) =>
            sourceProblem(value, fieldApi.form.getFieldValue('file')).url,
        }}
      >
        {(field) => (
          <field.TextField
            label="URL"
            type="url"
            inputMode="url"
            placeholder="https://example.com/openapi.yaml"
            hint="Where the OpenAPI document (YAML or JSON) is published."
          />
        )}
      </form.AppField>
      <form.Field
        name="file"
        validators={{
          onChangeListenTo: ['url'],
          onChange: ({ value, fieldApi }) =>
            sourceProblem(fieldApi.form.getFieldValue('url'), value).file,
        }}
      >
        {(field) => (
          <SpecFileField
            error={field.state.meta.errors.find((error) => typeof error === 'string')}
            onChange={field.handleChange}
          />
        )}
      </form.Field>
    </ContractForm>
  );
}
