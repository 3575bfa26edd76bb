import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DialogActions, DialogFrame } from '@/components/ui/dialog-frame';
import { FieldError } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { useUnpublishIntegration } from '../api/integration-mutations';
import type { Integration } from '../api/integration-queries';

/** Unpublishing cannot be undone and reaches every organization, so the name is typed first. */
export function UnpublishPanel(props: { integration: Integration; onUnpublished: () => void }) {
  const { integration } = props;
  const unpublish = useUnpublishIntegration(integration.name);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const matches = typed.trim() === integration.name;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    unpublish.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast(`Unpublished ${integration.title}`);
        props.onUnpublished();
      },
    });
  };
  return (
    <Card title="Unpublish">
      <p>
        Removes {integration.title} from the platform: its installations in every organization,
        their events, and the scripts it injects into sites. This cannot be undone.
      </p>
      <DialogFrame
        trigger={<Button variant="danger">Unpublish…</Button>}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setTyped('');
            unpublish.reset();
          }
        }}
        size="small"
        title={`Unpublish ${integration.title}?`}
        description={
          <>
            This cannot be undone. Type the integration’s name, <code>{integration.name}</code>, to
            confirm.
          </>
        }
      >
        <form onSubmit={submit} noValidate>
          <TextField
            label="Integration name"
            value={typed}
            onChange={setTyped}
            autoFocus
            autoComplete="off"
            spellCheck={false}
          />
          {unpublish.isError ? <FieldError message={errorMessage(unpublish.error)} /> : null}
          <DialogActions>
            <SubmitButton
              tone="danger"
              pending={unpublish.isPending}
              pendingLabel="Unpublishing…"
              disabled={!matches}
            >
              Unpublish
            </SubmitButton>
          </DialogActions>
        </form>
      </DialogFrame>
    </Card>
  );
}
