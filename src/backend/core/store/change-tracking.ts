import type { BackendState } from './state.ts';

/**
 * Which records a change may have touched, found without any rule declaring it: during the
 * change, the rule sees the state through a proxy that notes every position of a top-level list
 * (`spaces`, `teams`...) it reads or writes, and every list it replaces. A record is reached
 * only through its list (records never point at each other), so a record changed in place,
 * however deeply, was read at its position first. Saving then serializes only those positions
 * (store/journal-file.ts), and writes those that differ from what was saved: a change costs
 * what it touched, not what the state holds.
 *
 * Only the lists are wrapped, never the records: a rule gets and keeps plain objects, so
 * identity, `structuredClone` and everything else on records behave as without tracking.
 */

/** The positions of one list that a change read or wrote. */
export interface ListChange {
  /** The list was replaced as a whole (`state.spaces = state.spaces.filter(...)`). */
  replaced: boolean;
  positions: Set<number>;
}

/** Lists by their key in the state; `undefined` for a change not tracked (save everything). */
export type ChangeSet = Map<string, ListChange>;

export interface TrackedChange {
  /** The state to hand the rule. */
  state: BackendState;
  /** What the rule touched so far. */
  changes: ChangeSet;
}

const integerKey = /^(?:0|[1-9]\d*)$/;

function listChange(changes: ChangeSet, key: string): ListChange {
  let change = changes.get(key);
  if (!change) {
    change = { replaced: false, positions: new Set() };
    changes.set(key, change);
  }
  return change;
}

function trackedList(list: unknown[], change: ListChange): unknown[] {
  const note = (property: string | symbol) => {
    if (typeof property === 'string' && integerKey.test(property))
      change.positions.add(Number(property));
  };
  return new Proxy(list, {
    get(target, property, receiver) {
      note(property);
      return Reflect.get(target, property, receiver) as unknown;
    },
    set(target, property, value, receiver) {
      note(property);
      return Reflect.set(target, property, value, receiver);
    },
    deleteProperty(target, property) {
      note(property);
      return Reflect.deleteProperty(target, property);
    },
  });
}

export function trackChanges(state: BackendState): TrackedChange {
  const changes: ChangeSet = new Map();
  const lists = new Map<string, { raw: unknown[]; proxy: unknown[] }>();
  const raw = new WeakMap<object, unknown[]>();
  const proxy = new Proxy(state, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof property !== 'string' || !Array.isArray(value)) return value;
      const known = lists.get(property);
      if (known?.raw === value) return known.proxy;
      const wrapped = trackedList(value, listChange(changes, property));
      lists.set(property, { raw: value, proxy: wrapped });
      raw.set(wrapped, value);
      return wrapped;
    },
    set(target, property, value: unknown, receiver) {
      // A wrapped list put back (`state.spaces = state.spaces`) is stored as the list itself.
      const stored =
        typeof value === 'object' && value !== null ? (raw.get(value) ?? value) : value;
      if (typeof property === 'string' && Array.isArray(stored))
        listChange(changes, property).replaced = true;
      return Reflect.set(target, property, stored, receiver);
    },
  });
  return { state: proxy, changes };
}

/** The union of two change sets, for saves that are written together. */
export function mergeChanges(into: ChangeSet, from: ChangeSet): void {
  for (const [key, change] of from) {
    const target = listChange(into, key);
    if (change.replaced) target.replaced = true;
    for (const position of change.positions) target.positions.add(position);
  }
}
