import type { ReactNode } from 'react';
import { buttonClass } from './button';

/** The part of an infinite query that loads its next page. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** Loads the next page of a list; shown only while there is one. */
export function LoadMoreButton(props: { query: PagedQuery; small?: boolean; children: ReactNode }) {
  if (!props.query.hasNextPage) return null;
  return (
    <button
      type="button"
      className={buttonClass('secondary', props.small ? 'small' : 'default')}
      disabled={props.query.isFetchingNextPage}
      onClick={() => void props.query.fetchNextPage()}
    >
      {props.query.isFetchingNextPage ? 'Loading…' : props.children}
    </button>
  );
}
