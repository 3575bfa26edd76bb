import { describe, expect, it } from 'vitest';
import { trackChanges } from '../core/store/change-tracking.ts';
import { applyJournalEntry, isJournalEntry, journalRecords } from './journal-records.ts';
import { createSeedState } from '../core/store/seeds.ts';
import type { BackendState } from '../core/store/state.ts';

/** Runs `change` as a rule would (through the tracking proxy); returns its entry's text. */
function entryOf(
  records: ReturnType<typeof journalRecords>,
  state: BackendState,
  change: (state: BackendState) => void,
) {
  const tracked = trackChanges(state);
  change(tracked.state);
  return records.entry(state, tracked.changes);
}

/** What the demo's IndexedDB journal loads: the snapshot's text with its entries applied. */
function replay(snapshot: string, entries: (string | undefined)[]): unknown {
  const state = JSON.parse(snapshot) as BackendState;
  for (const text of entries) {
    if (text === undefined) continue;
    const entry: unknown = JSON.parse(text);
    expect(isJournalEntry(entry)).toBe(true);
    if (isJournalEntry(entry)) applyJournalEntry(state, entry);
  }
  return state;
}

describe('journal records', () => {
  it('a snapshot and the entries after it give back the state', () => {
    const records = journalRecords();
    const state = createSeedState('demo', { now: 0 });
    const snapshot = records.snapshot(state);
    const entries = [
      entryOf(records, state, (s) => {
        s.organizations[0]!.title = 'Saved title';
        s.clockOffsetMs = 42;
      }),
      entryOf(records, state, (s) => {
        s.spaces.push({ ...s.spaces[0]!, id: 'space_added', title: 'Added' });
        s.teams = s.teams.filter((team) => team.id !== s.teams[0]!.id);
      }),
    ];
    expect(replay(snapshot, entries)).toEqual(JSON.parse(JSON.stringify(state)));
  });

  it('an entry holds what changed, not what was only read, and nothing when nothing changed', () => {
    const records = journalRecords();
    const state = createSeedState('demo', { now: 0 });
    records.snapshot(state);
    const read = entryOf(records, state, (s) => {
      for (const space of s.spaces) void space.title;
    });
    expect(read).toBeUndefined();
    const changed = entryOf(records, state, (s) => {
      for (const space of s.spaces) void space.title;
      s.spaces[1]!.title = 'Renamed';
    });
    const entry = JSON.parse(changed ?? '{}') as { records: [string, number, unknown][] };
    expect(entry.records.map(([key, position]) => [key, position])).toEqual([['spaces', 1]]);
  });

  it('after remember (a load), the next entry compares with what was loaded', () => {
    const records = journalRecords();
    const state = createSeedState('demo', { now: 0 });
    records.remember(state);
    expect(entryOf(records, state, (s) => void s.spaces[0]!.title)).toBeUndefined();
    records.forget();
    expect(entryOf(records, state, (s) => void s.spaces[0]!.title)).toBeDefined();
  });
});
