import { useState, type ReactNode } from 'react';
import { errorMessage } from '@/lib/api-error';
import { formatTime } from '@/lib/format';
import { Button } from './button';
import { ErrorNotice, Notice } from './notice';
import { PageSkeleton } from './skeleton';

/** The part of a query that tells whether its data on screen could be refreshed. */
export interface RefreshStatus {
  /** The query had data, and asking again for it failed (after its retries). */
  isRefetchError: boolean;
  error: unknown;
  /** When the data on screen arrived (milliseconds since the epoch). */
  dataUpdatedAt: number;
  refetch: () => Promise<unknown>;
}

/** The part of a query whose state decides what a list shows. */
export interface QueryStatus extends Partial<RefreshStatus> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/** A reason as a sentence, whatever punctuation the server gave it. */
const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

/**
 * Said above what a screen still shows when it can no longer refresh it (the backend fails, the
 * network is gone): a list that polls would otherwise go on showing "Importing 10 of 12" as if
 * it were current. The rows stay; the notice says why and since when, and offers a retry. It
 * goes away by itself once a later poll succeeds.
 */
export function RefreshFailedNotice(props: { query: RefreshStatus }) {
  const { query } = props;
  const [retrying, setRetrying] = useState(false);
  if (!query.isRefetchError) return null;
  const retry = () => {
    setRetrying(true);
    void query.refetch().finally(() => setRetrying(false));
  };
  return (
    <Notice tone="warning" role="alert">
      Can’t refresh: {sentence(errorMessage(query.error))} Showing what was loaded at{' '}
      {formatTime(new Date(query.dataUpdatedAt))}.{' '}
      <Button size="small" onClick={retry} disabled={retrying}>
        {retrying ? 'Retrying…' : 'Retry'}
      </Button>
    </Notice>
  );
}

/**
 * A list's states in one order: a skeleton while its query first loads, the error if it
 * failed, what to say when nothing came back, and otherwise its rows. Leave out `query` for a
 * suspense query, which has always loaded by the time it renders. The rows are a function so
 * nothing of them is built while there is nothing to show. A refresh that fails keeps the rows
 * on screen under a notice that says so.
 */
export function QueryStates(props: {
  query?: QueryStatus;
  /** Read out while the query loads. */
  loading?: string;
  isEmpty: boolean;
  empty: ReactNode;
  children: () => ReactNode;
}) {
  const { query } = props;
  if (query?.isPending) return <PageSkeleton label={props.loading} />;
  const refresh = refreshStatusOf(query);
  if (query?.isError && !refresh) return <ErrorNotice error={query.error} />;
  return (
    <>
      {refresh ? <RefreshFailedNotice query={refresh} /> : null}
      {props.isEmpty ? props.empty : props.children()}
    </>
  );
}

/** The query's refresh status, when it says enough to tell a failed refresh. */
function refreshStatusOf(query: QueryStatus | undefined): RefreshStatus | undefined {
  if (!query?.isRefetchError || !query.refetch || query.dataUpdatedAt === undefined)
    return undefined;
  return {
    isRefetchError: true,
    error: query.error,
    dataUpdatedAt: query.dataUpdatedAt,
    refetch: query.refetch,
  };
}
