import { LogOut } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormRefusal } from '@/components/form/form-refusal';
import { useContractForm } from '@/components/form/use-contract-form';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
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
import styles from './reauth-dialog.module.css';
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
    // Controlled without a way to close: the session cannot go on without a decision, so
    // Escape and clicks outside do nothing.
    <DialogFrame
      open={open}
      size="small"
      title="Sign in again"
      description={
        demo
          ? 'The demo no longer accepts your session. Choose who to be to continue where you were.'
          : `The server at ${session?.baseUrl ?? ''} rejected your token. Enter a valid token to continue where you were.`
      }
    >
      {session && open ? (
        demo ? (
          <DemoReauth session={session} onRenewed={props.onRenewed} />
        ) : (
          <TokenReauth session={session} {...props} />
        )
      ) : null}
    </DialogFrame>
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
      <div className={styles.actions}>
        <Button onClick={props.onSignOut}>
          <LogOut aria-hidden="true" size={16} />
          Sign out
        </Button>
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
