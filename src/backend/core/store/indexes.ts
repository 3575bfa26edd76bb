import type { BackendState, MembershipRecord, OrganizationRecord, SpaceRecord } from './state.ts';

/**
 * Ordered indexes over the state, so that a read costs what its answer holds rather than what
 * the state holds: an organization's content in tree order (one list page is then a slice), the
 * active children of each collection, and records by id.
 *
 * The state stays one plain object that rules change in place (it is what is saved and loaded),
 * so an index cannot follow each change as it happens. Instead the operation pipeline says when
 * the state may change: `beginChange`/`endChange` around every operation that is not a GET and
 * around settling time-driven records. An index is built on first use and kept until the next
 * change; within a change, and anywhere outside a read (`readingWith`), nothing is cached and
 * every function answers from the state itself, as before. So a rule that changes records and
 * then reads them never sees an index older than its own change, and code that edits the state
 * directly (tests, seeds) never meets a stale one.
 */

/** What one build of the indexes was made from, to tell when it is out of date. */
interface Stamp {
  revision: number;
  spaces: readonly SpaceRecord[];
  spaceCount: number;
  collections: readonly unknown[];
  collectionCount: number;
  memberships: readonly MembershipRecord[];
  membershipCount: number;
  organizations: readonly OrganizationRecord[];
  organizationCount: number;
}

interface Tracking {
  /** Bumped at the start and at the end of every change. */
  revision: number;
  /** Changes in progress (an operation may wait in the middle of one). */
  changing: number;
  stamp?: Stamp;
  /** Built lazily per kind and per organization; dropped with the stamp. */
  views: Map<string, unknown>;
}

const tracking = new WeakMap<BackendState, Tracking>();
/** The state a read is running against (synchronously), if any. */
let reading: BackendState | undefined;

function trackingOf(state: BackendState): Tracking {
  let entry = tracking.get(state);
  if (!entry) {
    entry = { revision: 0, changing: 0, views: new Map() };
    tracking.set(state, entry);
  }
  return entry;
}

export function beginChange(state: BackendState): void {
  const entry = trackingOf(state);
  entry.changing += 1;
  entry.revision += 1;
}

export function endChange(state: BackendState): void {
  const entry = trackingOf(state);
  entry.changing = Math.max(0, entry.changing - 1);
  entry.revision += 1;
}

/** Changes the state in `change` and says so around it. */
export function changing<T>(state: BackendState, change: () => T): T {
  beginChange(state);
  try {
    return change();
  } finally {
    endChange(state);
  }
}

/**
 * Runs a read (a GET operation's rule) with the indexes available. Only its synchronous part
 * uses them: after an `await`, a change may have started.
 */
export function readingWith<T>(state: BackendState, read: () => T): T {
  const outer = reading;
  reading = state;
  try {
    return read();
  } finally {
    reading = outer;
  }
}

/** A number that changes whenever the state may have changed (for caches of answers). */
export function stateRevision(state: BackendState): number {
  return trackingOf(state).revision;
}

function currentStamp(state: BackendState, revision: number): Stamp {
  return {
    revision,
    spaces: state.spaces,
    spaceCount: state.spaces.length,
    collections: state.collections,
    collectionCount: state.collections.length,
    memberships: state.memberships,
    membershipCount: state.memberships.length,
    organizations: state.organizations,
    organizationCount: state.organizations.length,
  };
}

/**
 * Beyond the revision, the arrays themselves: time-driven settling adds spaces (a translation's
 * result) and purging replaces the array, and either must drop every view at once.
 */
function sameStamp(a: Stamp, b: Stamp): boolean {
  return (
    a.revision === b.revision &&
    a.spaces === b.spaces &&
    a.spaceCount === b.spaceCount &&
    a.collections === b.collections &&
    a.collectionCount === b.collectionCount &&
    a.memberships === b.memberships &&
    a.membershipCount === b.membershipCount &&
    a.organizations === b.organizations &&
    a.organizationCount === b.organizationCount
  );
}

/**
 * The view `key` of the state, built by `build` or reused from an earlier read of the same
 * state; outside a read, or while a change is in progress, built afresh every time.
 */
export function indexed<T>(state: BackendState, key: string, build: () => T): T {
  if (!keeps(state)) return build();
  const entry = trackingOf(state);
  const stamp = currentStamp(state, entry.revision);
  if (!entry.stamp || !sameStamp(entry.stamp, stamp)) {
    entry.stamp = stamp;
    entry.views.clear();
  }
  if (entry.views.has(key)) return entry.views.get(key) as T;
  const view = build();
  entry.views.set(key, view);
  return view;
}

/** Whether `indexed` would keep what it builds now (a read of an unchanging state). */
function keeps(state: BackendState): boolean {
  return reading === state && trackingOf(state).changing === 0;
}

/**
 * The first record of `records` whose key is `wanted`: through a Map kept between reads, or,
 * where nothing is kept, by a scan that stops at the match (building a Map to use once would
 * cost a whole pass).
 */
export function findByKey<R>(
  state: BackendState,
  name: string,
  records: readonly R[],
  key: (record: R) => string,
  wanted: string,
): R | undefined {
  if (!keeps(state)) return records.find((record) => key(record) === wanted);
  return indexed(state, name, () => {
    const map = new Map<string, R>();
    // From the end, so the first of equal keys wins, as with `find`.
    for (let index = records.length - 1; index >= 0; index -= 1) {
      const record = records[index] as R;
      map.set(key(record), record);
    }
    return map;
  }).get(wanted);
}

/**
 * The view `key`, kept as `indexed` keeps it, for a cache outside a rule (the answers of reads);
 * undefined while a change is in progress, when nothing may be kept.
 */
export function keptView<T>(state: BackendState, key: string, build: () => T): T | undefined {
  return readingWith(state, () => (keeps(state) ? indexed(state, key, build) : undefined));
}
