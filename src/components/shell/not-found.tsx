import { Link } from '@tanstack/react-router';
import { useSession } from '@/lib/session';

/** Unknown addresses and API 404s both land here, inside the shell when signed in. */
export function NotFound(props: { message?: string }) {
  const session = useSession();
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="page-title">
        Not found
      </h1>
      <p>{props.message ?? 'Nothing lives at this address.'}</p>
      {session ? (
        <Link to="/orgs" className="button button-secondary">
          Go to your organizations
        </Link>
      ) : (
        <Link to="/" className="button button-secondary">
          Go to the start page
        </Link>
      )}
    </section>
  );
}
