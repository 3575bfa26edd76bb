import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';

/** The last words a search box wrote into the address, to tell typing from a new search. */
export interface SearchWrite {
  path: string;
  key: string;
  value: string;
  at: number;
}

/**
 * How long typing may pause and still be the same search: past it, the words typed so far are
 * a search the person settled on, and Back returns to them.
 */
export const typingPauseMs = 2000;

const wordsOf = (value: unknown): string | undefined =>
  value === undefined ? '' : typeof value === 'string' ? value : undefined;

/** The keys whose values differ between two searches. */
function changedKeys(current: object, next: object): string[] {
  const a = current as Record<string, unknown>;
  const b = next as Record<string, unknown>;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]));
}

/**
 * Whether writing `next` over the page's `current` search makes a history entry of its own.
 * Every filter, chip, tab or sort does, so Back restores what the person saw before it. Words
 * typed into a search box are one entry: the first write pushes, and each later one that only
 * grows or shrinks the same words, soon after and with nothing in between, replaces it.
 */
export function searchEntry(
  last: SearchWrite | undefined,
  path: string,
  current: object,
  next: object,
  now: number,
): { replace: boolean } {
  const changed = changedKeys(current, next);
  const key = changed[0];
  if (!last || changed.length !== 1 || key === undefined) return { replace: false };
  const before = wordsOf((current as Record<string, unknown>)[key]);
  const after = wordsOf((next as Record<string, unknown>)[key]);
  const typing =
    last.path === path &&
    last.key === key &&
    last.value === before &&
    now - last.at < typingPauseMs &&
    before !== undefined &&
    after !== undefined &&
    (after.startsWith(before) || before.startsWith(after));
  return { replace: typing };
}

/** A page's next search, or how to make it of the search in the address right now. */
export type SearchChange<TSearch> = TSearch | ((current: TSearch) => TSearch);

/**
 * What a page calls to change its search (filters, a search, a tab, a sort): a new history
 * entry each time, so Back and Forward restore what the person saw, except while the person
 * types one search (see `searchEntry`). Every list page writes its search through this. A
 * function is given the address's search as it is now, even before the page has drawn the last
 * change (a role picked as the search settles).
 */
export function useSearchWriter<TSearch extends object>(): (change: SearchChange<TSearch>) => void {
  const navigate = useNavigate();
  const router = useRouter();
  const last = useRef<SearchWrite | undefined>(undefined);
  return useCallback(
    (change: SearchChange<TSearch>) => {
      const { pathname, search } = router.latestLocation;
      const next = typeof change === 'function' ? change(search as TSearch) : change;
      const now = Date.now();
      const entry = searchEntry(last.current, pathname, search, next, now);
      const [key] = changedKeys(search, next);
      const value = key === undefined ? undefined : wordsOf((next as Record<string, unknown>)[key]);
      last.current =
        key !== undefined && value !== undefined
          ? { path: pathname, key, value, at: now }
          : undefined;
      void navigate({ to: '.', search: next, replace: entry.replace });
    },
    [navigate, router],
  );
}
