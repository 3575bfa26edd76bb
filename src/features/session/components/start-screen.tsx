import { useId, useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-error';
import { normalizeBaseUrl } from '@/lib/api-client';
import { startDemoBackend, type DemoSeed } from '@/lib/demo-backend';
import { sessionStore, type DemoUser } from '@/lib/session';
import { checkConnection, validateBaseUrl, type ConnectionField } from '../api/check-connection';
import { DemoUserList } from './demo-user-list';
import { TokenField } from './token-field';

const seedChoices: ReadonlyArray<{ seed: DemoSeed; label: string; description: string }> = [
  {
    seed: 'demo',
    label: 'Demo organizations',
    description: 'Acme Docs with about twenty spaces in nested collections, and two more.',
  },
  {
    seed: 'large',
    label: 'Large organization',
    description: 'Adds Initech Knowledge Base: 10,000 spaces in 300 collections.',
  },
];

function DemoCard(props: { onSignedIn: () => Promise<void> }) {
  const seedName = useId();
  const [seed, setSeed] = useState<DemoSeed>('demo');
  const [users, setUsers] = useState<DemoUser[]>();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();

  const load = async () => {
    setLoading(true);
    setError(undefined);
    try {
      setUsers(await startDemoBackend(seed));
    } catch (failure) {
      setError(`The demo could not start: ${errorMessage(failure)}`);
    } finally {
      setLoading(false);
    }
  };

  const choose = async (user: DemoUser) => {
    setLoading(true);
    sessionStore.signIn({
      mode: 'demo',
      baseUrl: window.location.origin,
      token: user.token,
      user: { displayName: user.displayName, email: user.email, description: user.description },
    });
    try {
      await props.onSignedIn();
    } catch (failure) {
      setError(errorMessage(failure));
      setLoading(false);
    }
  };

  return (
    <section className="card start-card" aria-labelledby="demo-title">
      <h2 id="demo-title" className="card-title">
        Try the demo
      </h2>
      <p>
        A complete platform runs inside this browser tab, with sample organizations and content.
        Nothing leaves your computer.
      </p>
      {users ? (
        <>
          <p className="field-label">Choose who to be</p>
          <DemoUserList users={users} busy={loading} onChoose={(user) => void choose(user)} />
        </>
      ) : (
        <>
          <fieldset className="fieldset seed-choices">
            <legend className="field-label">Data</legend>
            {seedChoices.map((choice) => (
              <div key={choice.seed} className="checkbox-field">
                <input
                  id={`${seedName}-${choice.seed}`}
                  type="radio"
                  name={seedName}
                  value={choice.seed}
                  checked={seed === choice.seed}
                  aria-describedby={`${seedName}-${choice.seed}-description`}
                  onChange={() => setSeed(choice.seed)}
                />
                <label htmlFor={`${seedName}-${choice.seed}`}>
                  {choice.label}
                  <span id={`${seedName}-${choice.seed}-description`} className="field-hint">
                    {' '}
                    {choice.description}
                  </span>
                </label>
              </div>
            ))}
          </fieldset>
          <button
            type="button"
            className="button button-primary"
            disabled={loading}
            onClick={() => void load()}
          >
            {loading ? 'Starting the demo…' : 'Try the demo'}
          </button>
        </>
      )}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

function ConnectCard(props: { onSignedIn: () => Promise<void> }) {
  const rememberId = useId();
  const [baseUrl, setBaseUrl] = useState('');
  const [token, setToken] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<ConnectionField, string>>>({});
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const problems: Partial<Record<ConnectionField, string>> = {};
    const urlProblem = validateBaseUrl(baseUrl);
    if (urlProblem) problems.baseUrl = urlProblem;
    if (token.trim().length === 0) problems.token = 'Enter your API token.';
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setBusy(true);
    const result = await checkConnection(baseUrl, token.trim());
    if (!result.ok) {
      setErrors({ [result.field]: result.message });
      setBusy(false);
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    sessionStore.signIn({
      mode: 'remote',
      baseUrl: normalizeBaseUrl(baseUrl),
      token: token.trim(),
      remember,
    });
    try {
      await props.onSignedIn();
    } catch (failure) {
      setErrors({ baseUrl: errorMessage(failure) });
      setBusy(false);
    }
  };

  return (
    <section className="card start-card" aria-labelledby="connect-title">
      <h2 id="connect-title" className="card-title">
        Connect
      </h2>
      <p>Manage a real platform, or the local API server, with an API token.</p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="connect-title">
        <TextField
          label="Base URL"
          error={errors.baseUrl}
          hint="For example http://127.0.0.1:4010"
          type="url"
          inputMode="url"
          autoComplete="url"
          value={baseUrl}
          onChange={setBaseUrl}
        />
        <TokenField value={token} onChange={setToken} error={errors.token} />
        <div className="checkbox-field">
          <input
            id={rememberId}
            type="checkbox"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          <label htmlFor={rememberId}>Remember me</label>
        </div>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Connecting…' : 'Connect'}
        </button>
      </form>
    </section>
  );
}

/** The signed-out landing page: the in-browser demo, or a remote platform with a token. */
export function StartScreen(props: { onSignedIn: () => Promise<void> }) {
  return (
    <main id="main" className="start">
      <header className="start-header">
        <p className="brand brand-large">
          <span className="brand-mark" aria-hidden="true">
            F
          </span>
          Folio
        </p>
        <h1 className="page-title">Manage your documentation platform</h1>
        <p className="page-description">
          Organizations, their settings, search and agent instructions, in one console.
        </p>
      </header>
      <div className="start-grid">
        <DemoCard onSignedIn={props.onSignedIn} />
        <ConnectCard onSignedIn={props.onSignedIn} />
      </div>
    </main>
  );
}
