/** How often a screen asks again while work on the backend clock is queued or under way. */
export const pollMs = 1000;

/**
 * A query's `refetchInterval` that polls while `active(data)` holds and stops as soon as it does
 * not: a screen follows a run or a processing without reloading, and an idle screen sends
 * nothing.
 */
export function pollWhile<T>(active: (data: T) => boolean, ms = pollMs) {
  return (query: { state: { data: T | undefined } }): number | false =>
    query.state.data !== undefined && active(query.state.data) ? ms : false;
}

/** `pollWhile` for a list: polls while any of its items is `active`. */
export function pollWhileAny<T>(active: (item: T) => boolean, ms = pollMs) {
  return pollWhile((list: { items: readonly T[] }) => list.items.some(active), ms);
}
