import type { ReactNode } from 'react';
import { ErrorNotice } from './notice';
import { PageSkeleton } from './skeleton';

/** The part of a query whose state decides what a list shows. */
export interface QueryStatus {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * A list's states in one order: a skeleton while its query first loads, the error if it
 * failed, what to say when nothing came back, and otherwise its rows. Leave out `query` for a
 * suspense query, which has always loaded by the time it renders. The rows are a function so
 * nothing of them is built while there is nothing to show.
 */
export function QueryStates(props: {
  query?: QueryStatus;
  /** Read out while the query loads. */
  loading?: string;
  isEmpty: boolean;
  empty: ReactNode;
  children: () => ReactNode;
}) {
  if (props.query?.isPending) return <PageSkeleton label={props.loading} />;
  if (props.query?.isError) return <ErrorNotice error={props.query.error} />;
  if (props.isEmpty) return <>{props.empty}</>;
  return <>{props.children()}</>;
}
