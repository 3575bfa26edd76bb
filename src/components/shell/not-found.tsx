import { Link } from '@tanstack/react-router';
import { useSession } from '@/lib/session';
import { buttonClass } from '@/components/ui/button';
import styles from './shell.module.css';

/** Unknown addresses and API 404s both land here, inside the shell when signed in. */
export function NotFound(props: { message?: string }) {
  const session = useSession();
  return (
    <section className={styles.problem} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.problemTitle}>
        Not found
      </h1>
      <p>{props.message ?? 'Nothing lives at this address.'}</p>
      {session ? (
        <Link to="/orgs" className={buttonClass()}>
          Go to your organizations
        </Link>
      ) : (
        <Link to="/" className={buttonClass()}>
          Go to the start page
        </Link>
      )}
    </section>
  );
}
