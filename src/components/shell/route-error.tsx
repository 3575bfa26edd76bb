import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { errorMessage, isApiError } from '@/lib/api-error';
import { NotFound } from './not-found';
import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import styles from './shell.module.css';

/**
 * The router's errorComponent for every route: says what failed and offers Retry, which
 * re-runs the loaders and lets errored queries fetch again.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  useEffect(() => {
    // Errored queries stay errored until reset; without this Retry would show the same error.
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  if (isApiError(error) && error.status === 404) return <NotFound message={error.message} />;

  const unauthorized = isApiError(error) && error.status === 401;
  const forbidden = isApiError(error) && error.status === 403;
  const title = unauthorized
    ? 'Your session needs a new token'
    : forbidden
      ? 'You do not have access to this'
      : isApiError(error) && error.isNetwork
        ? 'The server cannot be reached'
        : 'This page could not load';

  return (
    <section className={styles.problem} role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title" className={styles.problemTitle}>
        {title}
      </h1>
      <p className={styles.problemMessage}>{errorMessage(error)}</p>
      {isApiError(error) && error.status > 0 ? (
        <p className="muted">Status {error.status}</p>
      ) : null}
      <Button
        variant="primary"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        <RotateCw size={16} aria-hidden="true" />
        Retry
      </Button>
    </section>
  );
}
