import { contractField } from '@/components/form/contract-field';
import { titledOptions } from '@/components/ui/select-field';
import { ContractForm } from '@/components/form/contract-form';
import { useQuery } from '@tanstack/react-query';
import { useStore } from '@tanstack/react-form';
import { ImportRunCreateRules } from '@/api/form-rules.gen';
import { useContractForm } from '@/components/form/use-contract-form';
import { Notice } from '@/components/ui/notice';
import { toast } from '@/components/ui/toast';
import { useStartImport } from '../api/import-mutations';
import { importQueries, type ImportRun } from '../api/import-queries';
import { maxPagesPerImport } from '../import-run-view';
import type { ImportSpace } from '../import-spaces';

export interface ImportFormValues {
  url: string;
  space: string;
  changeRequest: string;
  enhance: boolean;
}

const rules = ImportRunCreateRules.properties;

/** A refused body field (`/target/changeRequest`) → the form field that holds it. */
function fieldOfPointer(path: readonly string[]): string | undefined {
  if (path[0] === 'source') return 'url';
  if (path[0] === 'target') return path[1] === 'changeRequest' ? 'changeRequest' : 'space';
  if (path[0] === 'enhance') return 'enhance';
  return undefined;
}

/**
 * Start a website import: the address, the space (and optionally one of its draft or open
 * change requests) the pages go into, and whether AI improves their wording.
 */
export function ImportForm(props: {
  orgId: string;
  spaces: readonly ImportSpace[];
  initial: Partial<ImportFormValues>;
  onStarted: (run: ImportRun) => void;
}) {
  const start = useStartImport(props.orgId);
  const contract = useContractForm({
    defaultValues: {
      url: props.initial.url ?? '',
      space: props.initial.space ?? '',
      changeRequest: props.initial.changeRequest ?? '',
      enhance: props.initial.enhance ?? true,
    } satisfies ImportFormValues,
    save: (values) =>
      start.mutateAsync({
        source: { type: 'website', url: values.url.trim() },
        target: {
          space: values.space,
          ...(values.changeRequest ? { changeRequest: values.changeRequest } : {}),
        },
        enhance: values.enhance,
      }),
    fieldOf: fieldOfPointer,
    onSaved: (run) => {
      // Said before the run's page opens: that page may fail to load, and the import is started.
      toast('Import started', { description: `From ${new URL(run.source.url).host}` });
      props.onStarted(run);
    },
  });
  const { form } = contract;
  const spaceId = useStore(form.store, (state) => state.values.space);
  const space = props.spaces.find((candidate) => candidate.id === spaceId);
  // The space's draft and open change requests: the ones that take imported pages.
  const requests = useQuery(importQueries.openRequests(spaceId));

  return (
    <ContractForm
      of={contract}
      submit="Start import"
      pendingLabel="Starting…"
      label="Import a website"
      fields={[
        contractField(rules.source.properties, 'url', {
          label: 'Website URL',
          type: 'url',
          inputMode: 'url',
          autoComplete: 'url',
          placeholder: 'https://docs.example.com',
          hint: 'The site’s pages are read from this address.',
          autoFocus: !props.initial.url,
          required: true,
          messages: { pattern: 'Use an address that starts with http:// or https://.' },
        }),
        contractField(rules.target.properties, 'space', {
          kind: 'select',
          label: 'Target space',
          options: titledOptions('Choose a space', props.spaces),
          required: true,
          messages: { required: 'Choose the space the pages go into.' },
          afterChange: () => form.setFieldValue('changeRequest', ''),
        }),
        {
          kind: 'select',
          name: 'changeRequest',
          label: 'Change request (optional)',
          hint: changeRequestHint(space, requests.isPending),
          disabled: !space,
          options: [
            { value: '', label: 'None: import into the main content' },
            ...(requests.data ?? []).map((request) => ({
              value: request.id,
              label: `#${request.number} ${request.subject || 'Untitled'} (${request.status})`,
            })),
          ],
        },
        {
          kind: 'switch',
          name: 'enhance',
          label: 'Improve imported content with AI',
          description:
            'Rewrites titles and text so they read well in your docs. The pages and their order stay the same.',
        },
      ]}
    >
      <Notice>
        An import brings at most {maxPagesPerImport} pages. They arrive one by one; you can follow
        them and cancel the import on the next screen.
      </Notice>
    </ContractForm>
  );
}

/** Why a change request helps, for the space chosen. */
function changeRequestHint(space: ImportSpace | undefined, loading: boolean): string {
  if (!space) return 'Choose a space first to see its draft and open change requests.';
  if (loading) return 'Loading its change requests…';
  return `Recommended: ${space.title} is live, so pages imported into its main content show to readers at once. In a change request they can be reviewed before they are merged.`;
}
