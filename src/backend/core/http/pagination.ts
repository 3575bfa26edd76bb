import { ApiError } from './api-error.ts';

/**
 * decisions.md: `limit` defaults to 50 and may not exceed 1000. The platform's minimum is 0
 * (platform-values §3): a page of no items, which still says how many there are (decision 0021).
 */
export const defaultLimit = 50;
export const maxLimit = 1000;

export interface Page<T> {
  next?: { page: string };
  count: number;
  items: T[];
}

// The token is opaque to clients (they never build one), but a readable prefix lets us tell
// a garbled token from a real one instead of silently starting over at the first page.
const prefix = 'o:';

function toBase64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(token: string): string | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return undefined;
  try {
    return atob(token.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return undefined;
  }
}

export function encodePageToken(offset: number): string {
  return toBase64Url(`${prefix}${offset}`);
}

/** The offset a token stands for; a token this backend did not issue answers 400. */
export function decodePageToken(token: string): number {
  const text = fromBase64Url(token);
  const match = text === undefined ? null : /^o:(0|[1-9]\d{0,9})$/.exec(text);
  if (!match?.[1])
    throw new ApiError(
      400,
      'page is not a valid page token; use next.page from a previous response.',
    );
  return Number(match[1]);
}

/**
 * One page of `items` in the platform's list envelope. `count` is the total over all pages and
 * `next` is absent on the last page. `limit` must already be validated (0..1000). A limit of 0
 * answers no items, with a `next` at the same place while there are items from there on, so a
 * client that asked only for the count can go on to the items with a real limit.
 */
export function paginate<T>(
  items: readonly T[],
  options: { page?: string | undefined; limit?: number | undefined },
): Page<T> {
  const limit = options.limit ?? defaultLimit;
  if (!Number.isInteger(limit) || limit < 0 || limit > maxLimit)
    throw new ApiError(400, `limit must be an integer from 0 to ${maxLimit}.`);
  const offset = options.page === undefined ? 0 : decodePageToken(options.page);
  const end = offset + limit;
  const page: Page<T> = { count: items.length, items: items.slice(offset, end) };
  // With limit 0, `end` is where the page started: `next` points there again.
  if (end < items.length) page.next = { page: encodePageToken(end) };
  return page;
}

/** One page of `items`, as `paginate` cuts it, with each item of the page turned into its response. */
export function paginateAs<T, R>(
  items: readonly T[],
  options: { page?: string | undefined; limit?: number | undefined },
  respond: (item: T) => R,
): Page<R> {
  const page = paginate(items, options);
  return { ...page, items: page.items.map(respond) };
}
