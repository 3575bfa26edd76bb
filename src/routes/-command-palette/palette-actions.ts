import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { PaletteItem } from '@/components/command-palette/command-palette';
import { toast } from '@/components/ui/toast';
import type { Organization } from '@/features/organizations/api/organization-queries';
import { errorMessage } from '@/lib/api-error';
import { startDemoBackend } from '@/lib/demo-backend';
import { sessionStore, useSession, type DemoUser } from '@/lib/session';

/** A dialog an action opens once the palette has closed. */
export type ActionDialog = 'space' | 'change-request';

function action(label: string, run: () => void): PaletteItem {
  return { id: `action ${label}`, kind: 'Action', label, action: true, run };
}

/** The demo's other people, to switch to; none outside the demo. */
function useOtherDemoUsers(open: boolean): DemoUser[] {
  const session = useSession();
  const demo = session?.mode === 'demo' ? session : undefined;
  const [users, setUsers] = useState<DemoUser[]>([]);
  useEffect(() => {
    // The worker is already running; this hands back its list of people.
    if (open && demo) startDemoBackend().then(setUsers, () => setUsers([]));
  }, [open, demo]);
  return demo ? users.filter((user) => user.email !== demo.user.email) : [];
}

/**
 * What the palette can run, as far as the caller may: create a space or a change request (the
 * screens' own dialogs, opened here), list the shortcuts, and in the demo become another person
 * while staying on the page.
 */
export function usePaletteActions(input: {
  open: boolean;
  orgId: string | undefined;
  permissions: Organization['permissions'] | undefined;
  canOpenChangeRequest: boolean;
  onShowShortcuts: () => void;
}): { actions: PaletteItem[]; dialog: ActionDialog | undefined; closeDialog: () => void } {
  const router = useRouter();
  const demoUsers = useOtherDemoUsers(input.open);
  const [dialog, setDialog] = useState<ActionDialog>();

  const switchTo = (user: DemoUser) => {
    // The token comes from the running demo itself, so it needs no check before use (the
    // "Sign in again" dialog checks, as the demo there may have been restarted). The root forgets
    // what the previous person fetched; the page then loads again as the new person.
    const { displayName, email, description } = user;
    sessionStore.renew(user.token, { displayName, email, description });
    router.invalidate().then(
      () => toast(`Signed in as ${displayName}`),
      (error: unknown) => toast(errorMessage(error), { tone: 'error' }),
    );
  };
  const inOrg = input.orgId !== undefined;
  const actions = [
    ...(inOrg && input.permissions?.createContent
      ? [action('New space', () => setDialog('space'))]
      : []),
    ...(inOrg && input.canOpenChangeRequest
      ? [action('New change request', () => setDialog('change-request'))]
      : []),
    action('Keyboard shortcuts', input.onShowShortcuts),
    ...demoUsers.map((user) => action(`Switch to ${user.displayName}`, () => switchTo(user))),
  ];
  return { actions, dialog, closeDialog: () => setDialog(undefined) };
}
