import { useState } from 'react';
import { ContractForm } from '@/components/form/contract-form';
import { useContractForm } from '@/components/form/use-contract-form';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-error';
import { fieldErrorOf } from '@/lib/forms/field-error';
import { useApiMutation } from '@/lib/api-mutation';
import { describeIngestPath, ingestExample, parseIngestJson } from '../ingest-json';
import styles from './insights.module.css';

/**
 * For demos: paste support conversations as JSON and send them as an integration would. The
 * dialog checks only that the text is JSON; the contract checks the rest, and its refusal,
 * which names the field by pointer, is shown under the text in words ("Conversation 2 › part 1
 * › role: must be one of…").
 */
export function IngestDialog(props: { orgId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <DialogFrame
      open={open}
      onOpenChange={setOpen}
      size="wide"
      trigger={<Button variant="primary">Ingest conversations</Button>}
      title="Ingest conversations"
      description="Paste one conversation, or a list of up to 100, as an integration sends them. Their issues appear about 30 seconds later."
    >
      {open ? <IngestForm orgId={props.orgId} onDone={() => setOpen(false)} /> : null}
    </DialogFrame>
  );
}

/** A refusal of a field of the pasted JSON, placed on the text with the field named in words. */
function onTheText(error: unknown): unknown {
  const field = fieldErrorOf(error);
  if (!field) return error;
  const sentence = field.message.charAt(0).toLowerCase() + field.message.slice(1);
  return new ApiError({
    status: 400,
    message: `/json ${describeIngestPath(field.path)}: ${sentence}`,
  });
}

function IngestForm(props: { orgId: string; onDone: () => void }) {
  const ingest = useApiMutation('post', '/v1/orgs/{organizationId}/conversations', {
    params: { path: { organizationId: props.orgId } },
  });
  const contract = useContractForm({
    defaultValues: { json: '' },
    save: async (values) => {
      const parsed = parseIngestJson(values.json);
      if ('error' in parsed) throw new ApiError({ status: 400, message: `/json ${parsed.error}` });
      try {
        // The contract validates the body on the server; the dialog only checks it is JSON.
        await ingest.mutateAsync(parsed.body as never);
      } catch (error) {
        throw onTheText(error);
      }
      return Array.isArray(parsed.body) ? parsed.body.length : 1;
    },
    onSaved: (count) => {
      toast(count === 1 ? 'Conversation ingested' : `${count} conversations ingested`, {
        description: 'Their issues appear in about 30 seconds.',
      });
      props.onDone();
    },
  });
  const { form } = contract;
  return (
    <ContractForm
      of={contract}
      submit="Ingest"
      pendingLabel="Ingesting…"
      inDialog
      label="Conversations to ingest"
    >
      <form.AppField
        name="json"
        validators={{
          onSubmit: ({ value }) => {
            const parsed = parseIngestJson(value);
            return 'error' in parsed ? parsed.error : undefined;
          },
        }}
      >
        {(field) => (
          <>
            {/*
             * Above the text, so that a message under it, which goes when the text is left,
             * does not move the button away from the click. As if typed: it clears a refusal.
             */}
            <Button
              size="small"
              className={styles.example}
              onClick={() => field.handleChange(ingestExample)}
            >
              Insert an example
            </Button>
            <field.TextAreaField
              label="Conversations (JSON)"
              rows={16}
              spellCheck={false}
              className={styles.code}
              hint="Each needs an id (unique per source) and parts, each a message with a role (user, assistant or team-member) and a body. A subject and metadata (url, attributes, createdAt) are optional."
            />
          </>
        )}
      </form.AppField>
    </ContractForm>
  );
}
