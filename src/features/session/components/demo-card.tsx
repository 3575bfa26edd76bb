import { Play, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { Button, buttonRowClass, PendingButton } from '@/components/ui/button';
import { cardClass, cardTitleClass } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field';
import { formStyles } from '@/components/ui/form-styles';
import { cx } from '@/lib/class-names';
import { errorMessage } from '@/lib/api-error';
import { startDemoBackend, type DemoSeed } from '@/lib/demo-backend';
import { sessionStore, type DemoUser } from '@/lib/session';
import { DemoUserList } from './demo-user-list';
import styles from './start-screen.module.css';

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

/** The demo person "Try the demo" signs in as. */
const adminToken = 'demo-admin';

/** Starts the platform in this tab with a data set, then signs in as one of its people. */
export function DemoCard(props: { onSignedIn: () => Promise<void> }) {
  const seedName = useId();
  const [seed, setSeed] = useState<DemoSeed>('demo');
  const [users, setUsers] = useState<DemoUser[]>();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();

  /** Starts the demo's backend; undefined (and a message) when it could not start. */
  const start = async (): Promise<DemoUser[] | undefined> => {
    setLoading(true);
    setError(undefined);
    try {
      return await startDemoBackend(seed);
    } catch (failure) {
      setError(`The demo could not start: ${errorMessage(failure)}`);
      setLoading(false);
      return undefined;
    }
  };

  // Most people want to see the console at work: start as the admin at once. Who else to be
  // (an editor, a reader, a guest) stays one click away.
  const tryIt = async () => {
    const people = await start();
    const admin = people?.find((person) => person.token === adminToken) ?? people?.[0];
    if (admin) await choose(admin);
  };

  const chooseWho = async () => {
    const people = await start();
    setLoading(false);
    if (people) setUsers(people);
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
    <section className={cx(cardClass, styles.card)} aria-labelledby="demo-title">
      <h2 id="demo-title" className={cx(cardTitleClass, styles.cardTitle)}>
        Try the demo
      </h2>
      <p>
        A complete platform runs inside this browser tab, with sample organizations and content.
        Nothing leaves your computer.
      </p>
      {users ? (
        <>
          <p className={formStyles.label}>Choose who to be</p>
          <DemoUserList users={users} busy={loading} onChoose={(user) => void choose(user)} />
        </>
      ) : (
        <>
          <fieldset className={formStyles.fieldset}>
            <legend className={formStyles.label}>Data</legend>
            {seedChoices.map((choice) => (
              <div key={choice.seed} className={cx(formStyles.checkbox, styles.choice)}>
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
                  <span id={`${seedName}-${choice.seed}-description`} className={formStyles.hint}>
                    {' '}
                    {choice.description}
                  </span>
                </label>
              </div>
            ))}
          </fieldset>
          <p className={formStyles.hint}>
            You start as Ada Admin, an admin of Acme Docs. To see the console as an editor, a
            reviewer, a reader or a guest, choose who to be.
          </p>
          <div className={buttonRowClass}>
            <PendingButton
              variant="primary"
              pending={loading}
              pendingLabel="Starting the demo…"
              icon={<Play aria-hidden="true" size={16} />}
              onClick={() => void tryIt()}
            >
              Try the demo
            </PendingButton>
            <Button disabled={loading} onClick={() => void chooseWho()}>
              <Users aria-hidden="true" size={16} />
              Choose who to be
            </Button>
          </div>
        </>
      )}
      <FieldError message={error} />
    </section>
  );
}
