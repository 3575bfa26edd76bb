import * as React from 'react';

/**
 * Component tests run React's development build (Testing Library's `act` exists only there),
 * which records an "owner stack" for every element it creates: an `Error` whose stack tells the
 * dev tools where a component came from, for the component stacks of React's warnings. Capturing
 * them was about 30% of the component files' processor time (138 s with them, 97 s without,
 * user + sys of the component projects run alone; docs/decisions/0030).
 *
 * React already stops recording them after 10,000 elements in one render and uses a stand-in
 * stack from then on; this makes it do so from the first element, through the counter it keeps
 * for that. Warnings still fire and still name their component; only the stack pointing at the
 * line that created the element is gone, which no test reads.
 *
 * The counter is React's internal state: when an upgrade renames it, this does nothing (the
 * suite is slower again, nothing else changes), and `react-owner-stacks.test.ts` says so.
 */

const internalsKey = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE';
const counterKey = 'recentlyCreatedOwnerStacks';

function reactInternals(): Record<string, unknown> | undefined {
  const internals: unknown = (React as unknown as Record<string, unknown>)[internalsKey];
  return typeof internals === 'object' && internals !== null
    ? (internals as Record<string, unknown>)
    : undefined;
}

/** Whether this React keeps the counter that `skipOwnerStacks` holds past its limit. */
export function hasOwnerStackCounter(): boolean {
  return typeof reactInternals()?.[counterKey] === 'number';
}

/** From now on, every element gets React's stand-in owner stack. Safe to call again. */
export function skipOwnerStacks(): void {
  const internals = reactInternals();
  if (!internals || !hasOwnerStackCounter()) return;
  Object.defineProperty(internals, counterKey, {
    configurable: true,
    enumerable: true,
    // Past React's limit of 10,000, whatever it counted; its resets at each render are ignored.
    get: () => Number.POSITIVE_INFINITY,
    set: () => undefined,
  });
}
