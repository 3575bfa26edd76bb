import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '@/lib/api-error';
import { startDemoBackend } from '@/lib/demo-backend';
import { sessionStore, useNeedsToken, useSession, type DemoUser } from '@/lib/session';
import { checkConnection } from '../api/check-connection';
import { DemoUserList } from './demo-user-list';
import { TokenField } from './token-field';

/**
 * Opens when a request of the session is answered 401. The person gives a token again (or in
 * the demo picks a person again) and stays on the same page; `onRenewed` reloads its data.
 */
export function ReauthDialog(props: { onRenewed: () => Promise<void>; onSignOut: () => void }) {
  const session = useSession();
  const open = useNeedsToken() && session !== null;
  const [token, setToken] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [demoUsers, setDemoUsers] = useState<DemoUser[]>();
  const demo = session?.mode === 'demo';

  useEffect(() => {
    if (!open || !demo) return;
    // The worker is already running; this hands back its list of people.
    startDemoBackend().then(setDemoUsers, (failure: unknown) => setError(errorMessage(failure)));
  }, [open, demo]);

  const renew = async (next: string, user?: DemoUser) => {
    if (!session) return;
    setBusy(true);
    setError(undefined);
    const check = await checkConnection(session.baseUrl, next);
    if (!check.ok) {
      setError(check.message);
      setBusy(false);
      return;
    }
    sessionStore.renew(
      next,
      user
        ? { displayName: user.displayName, email: user.email, description: user.description }
        : undefined,
    );
    setToken('');
    setBusy(false);
    await props.onRenewed();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (token.trim().length === 0) {
      setError('Enter your API token.');
      return;
    }
    void renew(token.trim());
  };

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
          {demo ? (
            demoUsers ? (
              <DemoUserList
                users={demoUsers}
                busy={busy}
                onChoose={(user) => void renew(user.token, user)}
              />
            ) : (
              <p className="muted">Loading demo users…</p>
            )
          ) : (
            <form onSubmit={onSubmit} noValidate>
              <TokenField value={token} onChange={setToken} error={error} />
              <div className="dialog-actions">
                <button type="button" className="button button-secondary" onClick={props.onSignOut}>
                  Sign out
                </button>
                <button type="submit" className="button button-primary" disabled={busy}>
                  {busy ? 'Checking…' : 'Continue'}
                </button>
              </div>
            </form>
          )}
          {demo && error ? (
            <p className="field-error" role="alert">
              {error}
            </p>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
