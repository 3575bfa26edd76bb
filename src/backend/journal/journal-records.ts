import type { BackendState, ChangeSet } from '../core/index.ts';

/**
 * What a journal of changes needs whatever it writes to (a file for the API server, IndexedDB
 * for the demo): the state serialized record by record, and for each change the records it
 * touched whose JSON differs from what was last written. What each position held when last
 * written is kept as its JSON text, so a change serializes and compares only what it touched.
 */

/** One change: lengths of the lists it touched, records by position, the top-level values. */
export interface JournalEntry {
  lengths: Record<string, number>;
  records: [string, number, unknown][];
  top: Record<string, unknown>;
}

/** The state's values that are not lists (version, seed, clock offset, faults). */
function topLevel(state: BackendState): Record<string, unknown> {
  const top: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(state)) if (!Array.isArray(value)) top[key] = value;
  return top;
}

function lists(state: BackendState): [string, unknown[]][] {
  return Object.entries(state).filter((entry): entry is [string, unknown[]] =>
    Array.isArray(entry[1]),
  );
}

export function isJournalEntry(value: unknown): value is JournalEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry['lengths'] === 'object' &&
    Array.isArray(entry['records']) &&
    typeof entry['top'] === 'object'
  );
}

export function applyJournalEntry(state: BackendState, entry: JournalEntry): void {
  const target = state as unknown as Record<string, unknown>;
  for (const [key, length] of Object.entries(entry.lengths)) {
    const list = target[key];
    if (Array.isArray(list)) list.length = length;
    else target[key] = new Array<unknown>(length);
  }
  for (const [key, position, record] of entry.records) {
    const list = target[key];
    if (Array.isArray(list)) list[position] = record;
  }
  Object.assign(target, entry.top);
}

export interface JournalRecords {
  /**
   * The whole state as JSON text, with `extra` top-level values (a snapshot id) last; what
   * later changes are compared with from then on.
   */
  snapshot(state: BackendState, extra?: Record<string, unknown>): string;
  /** After a load: what each position holds now is what was written. */
  remember(state: BackendState): void;
  /** The JSON text of a change's entry, or undefined when it changed nothing that is saved. */
  entry(state: BackendState, changes: ChangeSet): string | undefined;
  /** Nothing is known to be written (after a clear). */
  forget(): void;
}

export function journalRecords(): JournalRecords {
  /** JSON of each list's records as last written, by position. */
  let written = new Map<string, string[]>();
  let writtenTop = '';

  return {
    snapshot(state, extra = {}) {
      // Serialized record by record, which is also what later changes are compared with.
      written = new Map();
      const parts: string[] = [];
      for (const [key, value] of Object.entries(state)) {
        if (Array.isArray(value)) {
          const records = value.map((record: unknown) => JSON.stringify(record) ?? 'null');
          written.set(key, records);
          parts.push(`${JSON.stringify(key)}:[${records.join(',')}]`);
        } else if (value !== undefined)
          parts.push(`${JSON.stringify(key)}:${JSON.stringify(value)}`);
      }
      for (const [key, value] of Object.entries(extra))
        parts.push(`${JSON.stringify(key)}:${JSON.stringify(value)}`);
      writtenTop = JSON.stringify(topLevel(state));
      return `{${parts.join(',')}}`;
    },

    remember(state) {
      written = new Map(
        lists(state).map(([key, list]) => [key, list.map((r) => JSON.stringify(r) ?? 'null')]),
      );
      writtenTop = JSON.stringify(topLevel(state));
    },

    entry(state, changes) {
      const parts: string[] = [];
      const lengths: Record<string, number> = {};
      const source = state as unknown as Record<string, unknown>;
      for (const [key, change] of changes) {
        const list = source[key];
        if (!Array.isArray(list)) continue;
        const before = written.get(key) ?? [];
        const positions = change.replaced
          ? list.keys()
          : [...change.positions].filter((position) => position < list.length);
        for (const position of positions) {
          const text = JSON.stringify(list[position] as unknown) ?? 'null';
          if (before[position] === text) continue;
          before[position] = text;
          parts.push(`[${JSON.stringify(key)},${position},${text}]`);
        }
        if (before.length !== list.length) {
          before.length = list.length;
          lengths[key] = list.length;
        }
        written.set(key, before);
      }
      const top = JSON.stringify(topLevel(state));
      if (parts.length === 0 && Object.keys(lengths).length === 0 && top === writtenTop)
        return undefined;
      writtenTop = top;
      return `{"lengths":${JSON.stringify(lengths)},"records":[${parts.join(',')}],"top":${top}}`;
    },

    forget() {
      written = new Map();
      writtenTop = '';
    },
  };
}
