import { useState, type ReactNode } from 'react';
import { errorMessage } from '@/lib/api-error';
import { DialogActions, DialogFrame } from './dialog-frame';
import { FieldError } from './field';
import type { RunnableMutation } from './mutation-button';
import { changeToast, reportOutcome, type ChangeMessage } from './outcome-toast';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

/**
 * The confirmation of a change that cannot be undone (a deletion, an unpublication): the
 * person types `expected` (a name, a slug, a title) before the danger button runs `mutation`.
 * A success is said in a toast and `onDone` follows; a failure is said next to the box in the
 * backend's words, or in a toast titled `failure` when given. Closing empties the box.
 */
export function TypeToConfirmDialog(props: {
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  expected: string;
  /** The box's label; what is typed is compared trimmed (and by `normalize` when given). */
  label: string;
  normalize?: (typed: string) => string;
  mutation: RunnableMutation<unknown, void> & { reset: () => void };
  submit: string;
  pendingLabel?: string;
  success: ChangeMessage;
  failure?: string;
  onDone: () => void;
}) {
  const { mutation } = props;
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<unknown>();
  const matches = (props.normalize ?? ((text) => text))(typed.trim()) === props.expected;
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setTyped('');
    setError(undefined);
    mutation.reset();
  };
  const confirm = async () => {
    const done = props.failure
      ? await reportOutcome(mutation.mutateAsync(), {
          success: props.success,
          failure: props.failure,
        })
      : await mutation.mutateAsync().then(
          () => {
            const { success } = props;
            if (typeof success === 'string') changeToast(success);
            else changeToast(success.title, success);
            return { ok: true };
          },
          (failed: unknown) => {
            setError(failed);
            return { ok: false };
          },
        );
    if (!done.ok) return;
    setOpen(false);
    props.onDone();
  };
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      trigger={props.trigger}
      title={props.title}
      description={props.description}
      size="small"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (matches) void confirm();
        }}
      >
        <TextField
          label={props.label}
          value={typed}
          onChange={setTyped}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
        />
        <FieldError message={error === undefined ? undefined : errorMessage(error)} />
        <DialogActions>
          <SubmitButton
            tone="danger"
            pending={mutation.isPending}
            {...(props.pendingLabel ? { pendingLabel: props.pendingLabel } : {})}
            disabled={!matches}
          >
            {props.submit}
          </SubmitButton>
        </DialogActions>
      </form>
    </DialogFrame>
  );
}
