import * as Dialog from '@radix-ui/react-dialog';
import { LogOut } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormRefusal } from '@/components/form/form-refusal';
import { useContractForm } from '@/components/form/use-contract-form';
import { FieldError } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-error';
import { startDemoBackend } from '@/lib/demo-backend';
import { fieldErrorOf } from '@/lib/forms/field-error';
import {
  sessionStore,
  useNeedsToken,
  useSession,
  type DemoUser,
  type Session,
} from '@/lib/session';
import { checkConnection } from '../api/check-connection';
import { DemoUserList } from './demo-user-list';
import { tokenFieldProps, tokenRequired } from './token-field';

/**
 * Opens when a request of the session is answered 401. The person gives a token again (or in
 * the demo picks a person again) and stays on the same page; `onRenewed` reloads its data.
 */
export function ReauthDialog(props: { onRenewed: () => Promise<void>; onSignOut: () => void }) {
  const session = useSession();
  const open = useNeedsToken() && session !== null;
  const demo = session?.mode === 'demo';

  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog-content dialog-small"
          // The session cannot go on without a decision, so outside clicks and Escape do nothing.
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <Dialog.Title className="dialog-title">Sign in again</Dialog.Title>
          <Dialog.Description className="dialog-description">
            {demo
              ? 'The demo no longer accepts your session. Choose who to be to continue where you were.'
              : `The server at ${session?.baseUrl ?? ''} rejected your token. Enter a valid token to continue where you were.`}
          </Dialog.Description>
          {session && open ? (
            demo ? (
              <DemoReauth session={session} onRenewed={props.onRenewed} />
            ) : (
              <TokenReauth session={session} {...props} />
            )
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A new token for the same server, checked before the session takes it. */
function TokenReauth(props: {
  session: Session;
  onRenewed: () => Promise<void>;
  onSignOut: () => void;
}) {
  const { form, formProps, refusal } = useContractForm({
    defaultValues: { token: '' },
    save: async ({ token }) => {
      await checkConnection(props.session.baseUrl, token.trim());
      sessionStore.renew(token.trim());
      await props.onRenewed();
    },
  });
  return (
    <form {...formProps}>
      <form.AppField name="token" validators={{ onChange: tokenRequired }}>
        {(field) => <field.TextField {...tokenFieldProps} />}
      </form.AppField>
      <FormRefusal message={refusal} />
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={props.onSignOut}>
          <LogOut aria-hidden="true" size={16} />
          Sign out
        </button>
        <form.AppForm>
          <form.SubmitButton pendingLabel="Checking…">Continue</form.SubmitButton>
        </form.AppForm>
      </div>
    </form>
  );
}

/** The demo's people again; the one chosen is checked like a token. */
function DemoReauth(props: { session: Session; onRenewed: () => Promise<void> }) {
  const [users, setUsers] = useState<DemoUser[]>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // The worker is already running; this hands back its list of people.
    startDemoBackend().then(setUsers, (failure: unknown) => setError(errorMessage(failure)));
  }, []);

  const choose = async (user: DemoUser) => {
    setBusy(true);
    setError(undefined);
    try {
      await checkConnection(props.session.baseUrl, user.token);
      const { displayName, email, description } = user;
      sessionStore.renew(user.token, { displayName, email, description });
      await props.onRenewed();
    } catch (failure) {
      setError(fieldErrorOf(failure)?.message ?? errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {users ? (
        <DemoUserList users={users} busy={busy} onChoose={(user) => void choose(user)} />
      ) : (
        <p className="muted">Loading demo users…</p>
      )}
      <FieldError message={error} />
    </>
  );
}
