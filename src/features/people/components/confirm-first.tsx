import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { Consequence } from '../role-change-consequences';

interface Pending {
  consequence: Consequence;
  run: () => void;
}

/**
 * Runs a change at once, or first asks in a confirmation that names its consequence. For
 * controls that act on change (a role select): `dialog` is rendered beside the control, and
 * Cancel leaves everything as it was, the select included, since its value is the server's.
 */
export function useConfirmFirst(): {
  attempt: (consequence: Consequence | undefined, run: () => void) => void;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<Pending | undefined>();
  const attempt = (consequence: Consequence | undefined, run: () => void) => {
    if (consequence === undefined) run();
    else setPending({ consequence, run });
  };
  const dialog =
    pending === undefined ? null : (
      <ConfirmDialog
        open
        onOpenChange={(open) => {
          if (!open) setPending(undefined);
        }}
        tone="danger"
        title={pending.consequence.title}
        description={pending.consequence.description}
        confirmLabel={pending.consequence.confirmLabel}
        onConfirm={() => {
          setPending(undefined);
          pending.run();
        }}
      />
    );
  return { attempt, dialog };
}
