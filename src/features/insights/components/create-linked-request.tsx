import { ContractForm } from '@/components/form/contract-form';
import { contractField, contractSelect } from '@/components/form/contract-field';
import { useState } from 'react';
import { ChangeRequestCreateRules } from '@/api/form-rules.gen';
import { useContractForm } from '@/components/form/use-contract-form';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { toast } from '@/components/ui/toast';
import { useApiMutation } from '@/lib/api-mutation';
import type { IssuesCluster } from '../api/insight-queries';

const rules = ChangeRequestCreateRules.properties;

/**
 * Opens a change request in one of the spaces the caller edits, linked to the topic: it then
 * counts in the topic's tasks (a draft as backlog, an open one as started).
 */
export function CreateLinkedRequest(props: {
  orgId: string;
  topic: IssuesCluster;
  spaces: readonly { id: string; title: string }[];
}) {
  const [open, setOpen] = useState(false);
  return (
    <DialogFrame
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="primary">Create change request</Button>}
      title="Create a change request for this topic"
      description={`It is linked to “${props.topic.label}” and counts in its tasks.`}
    >
      {open ? <CreateLinkedRequestForm {...props} onDone={() => setOpen(false)} /> : null}
    </DialogFrame>
  );
}

function CreateLinkedRequestForm(props: {
  topic: IssuesCluster;
  spaces: readonly { id: string; title: string }[];
  onDone: () => void;
}) {
  // The change requests' own operation, with its declared effects: the topic's task counts
  // come from its linked requests.
  const create = useApiMutation('post', '/v1/spaces/{spaceId}/change-requests', {
    request: ({
      space,
      ...body
    }: {
      space: string;
      subject: string;
      status: 'draft' | 'open';
    }) => ({
      params: { path: { spaceId: space } },
      body: { ...body, conversationsIssuesCluster: props.topic.id },
    }),
  });
  const contract = useContractForm({
    defaultValues: {
      space: props.spaces[0]?.id ?? '',
      subject: `Address: ${props.topic.label}`.slice(0, 100),
      status: 'draft' as 'draft' | 'open',
    },
    save: (values) => create.mutateAsync({ ...values, subject: values.subject.trim() }),
    fieldOf: (path) => (path[0] === 'conversationsIssuesCluster' ? undefined : path[0]),
    onSaved: (request, values) => {
      const space = props.spaces.find((candidate) => candidate.id === values.space);
      toast(`Created change request #${request.number}`, {
        description: `In ${space?.title ?? values.space}, linked to ${props.topic.label}.`,
      });
      props.onDone();
    },
  });
  return (
    <ContractForm
      of={contract}
      submit="Create change request"
      pendingLabel="Creating…"
      inDialog
      fields={[
        {
          kind: 'select',
          name: 'space',
          label: 'Space',
          options: props.spaces.map((space) => ({ value: space.id, label: space.title })),
        },
        contractField(rules, 'subject', { label: 'Subject', required: true, autoFocus: true }),
        contractSelect(rules, 'status', {
          label: 'Status',
          hint: 'A draft counts as backlog; an open request counts as started.',
          labels: { draft: 'Draft', open: 'Open' },
        }),
      ]}
    />
  );
}
