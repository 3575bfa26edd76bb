/// <reference types="node" />
import { appendFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { trackChanges } from '../core/store/change-tracking.ts';
import { fileSizes, journalFile, type JournalFile } from './journal-file.ts';
import { serializeSaves } from './persistence.ts';
import { createSeedState } from '../core/store/seeds.ts';
import type { BackendState } from '../core/store/state.ts';

let directory: string;

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'folio-journal-'));
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

/** Runs `change` as a rule would (through the tracking proxy) and saves what it touched. */
async function changeAndSave(
  persistence: Pick<JournalFile, 'save'>,
  state: BackendState,
  change: (state: BackendState) => void,
) {
  const tracked = trackChanges(state);
  change(tracked.state);
  await persistence.save(state, tracked.changes);
}

describe('journal file', () => {
  it('loads nothing when the file is absent', async () => {
    expect(await journalFile(join(directory, 'state.json')).load()).toBeUndefined();
  });

  it('round-trips a state exactly, snapshot and journal together', async () => {
    const file = join(directory, 'nested', 'state.json');
    const persistence = journalFile(file);
    const state = createSeedState('demo');
    await persistence.save(state);
    await changeAndSave(persistence, state, (s) => {
      s.organizations[0]!.title = 'Saved title';
      s.clockOffsetMs = 42;
    });
    await changeAndSave(persistence, state, (s) => {
      s.spaces.push({ ...s.spaces[0]!, id: 'space_added', title: 'Added' });
      s.teams = s.teams.filter((team) => team.id !== s.teams[0]!.id);
      s.spaces[1]!.pages[0]!.title = 'A page changed deep inside';
    });
    expect(await journalFile(file).load()).toEqual(state);
  });

  it('appends what a change touched, not the state', async () => {
    const file = join(directory, 'state.json');
    const persistence = journalFile(file);
    const state = createSeedState('large');
    await persistence.save(state);
    const before = await fileSizes(file);
    await changeAndSave(persistence, state, (s) => {
      const space = s.spaces.find((record) => record.id === 'space_handbook');
      if (space) space.title = 'Renamed in place';
    });
    const after = await fileSizes(file);
    expect(after.snapshot).toBe(before.snapshot);
    // The handbook is one record of 7 KB, in a state of 8 MB.
    expect(after.journal - before.journal).toBeLessThan(20_000);
    expect((await journalFile(file).load())?.spaces[0]?.title).toBe('Renamed in place');
  });

  it('writes nothing for a change that changed nothing', async () => {
    const file = join(directory, 'state.json');
    const persistence = journalFile(file);
    const state = createSeedState('demo');
    await persistence.save(state);
    const before = await fileSizes(file);
    await changeAndSave(persistence, state, (s) => {
      void s.spaces.find((record) => record.id === 'nothing');
    });
    expect(await fileSizes(file)).toEqual(before);
  });

  it('compacts the journal into a new snapshot once it outgrows it', async () => {
    const file = join(directory, 'state.json');
    const persistence = journalFile(file);
    const state = createSeedState('demo');
    await persistence.save(state);
    const first = await fileSizes(file);
    let compacted = false;
    for (let round = 0; round < 2_000 && !compacted; round += 1) {
      await changeAndSave(persistence, state, (s) => {
        s.spaces[0]!.title = `Title ${round} ${'x'.repeat(400)}`;
      });
      compacted = persistence.journalBytes() < 200;
    }
    expect(compacted).toBe(true);
    const sizes = await fileSizes(file);
    expect(sizes.journal).toBeLessThan(200);
    expect(sizes.snapshot).toBeGreaterThan(first.snapshot);
    expect(await readdir(directory)).toEqual(['state.json', 'state.json.journal']);
    expect(await journalFile(file).load()).toEqual(state);
  });

  it('ignores a journal the snapshot already holds (a crash between the two renames)', async () => {
    const file = join(directory, 'state.json');
    const persistence = journalFile(file);
    const state = createSeedState('demo');
    await persistence.save(state);
    await changeAndSave(persistence, state, (s) => {
      s.spaces[0]!.title = 'Journaled';
    });
    const staleJournal = await readFile(`${file}.journal`);
    // A compaction whose second rename never happened: new snapshot, journal of the old one.
    state.spaces[0]!.title = 'In the new snapshot';
    await persistence.save(state);
    await writeFile(`${file}.journal`, staleJournal);
    expect((await journalFile(file).load())?.spaces[0]?.title).toBe('In the new snapshot');
  });

  it('drops a last line torn by a crash and appends after the whole ones', async () => {
    const file = join(directory, 'state.json');
    const persistence = journalFile(file);
    const state = createSeedState('demo');
    await persistence.save(state);
    await changeAndSave(persistence, state, (s) => {
      s.spaces[0]!.title = 'Confirmed';
    });
    // Half of a line: the append of an unconfirmed change, cut by the crash.
    await appendFile(`${file}.journal`, '{"lengths":{},"records":[["spaces",0,{"id":"spa');

    const reloaded = journalFile(file);
    const loaded = await reloaded.load();
    expect(loaded?.spaces[0]?.title).toBe('Confirmed');
    if (!loaded) return;
    await changeAndSave(reloaded, loaded, (s) => {
      s.spaces[1]!.title = 'After the crash';
    });
    const again = await journalFile(file).load();
    expect(again?.spaces[0]?.title).toBe('Confirmed');
    expect(again?.spaces[1]?.title).toBe('After the crash');
  });

  it('refuses a damaged line that is not the last', async () => {
    const file = join(directory, 'state.json');
    const persistence = journalFile(file);
    await persistence.save(createSeedState('demo'));
    await appendFile(`${file}.journal`, 'not json\n{"lengths":{},"records":[],"top":{}}\n');
    await expect(journalFile(file).load()).rejects.toThrow(/damaged line/);
  });

  it('keeps the files complete while saves overlap', async () => {
    const file = join(directory, 'state.json');
    const persistence = serializeSaves(journalFile(file));
    const state = createSeedState('demo');
    await persistence.save(state);
    const writes = Array.from({ length: 20 }, (_, index) => {
      const tracked = trackChanges(state);
      tracked.state.spaces[index % 5]!.title = `Overlapping ${index}`;
      tracked.state.clockOffsetMs = index;
      return persistence.save(state, tracked.changes);
    });
    await Promise.all(writes);
    expect(await readdir(directory)).toEqual(['state.json', 'state.json.journal']);
    expect(await journalFile(file).load()).toEqual(state);
  });

  it('clears both files, also when they are already gone', async () => {
    const file = join(directory, 'state.json');
    const persistence = journalFile(file);
    await persistence.save(createSeedState('empty'));
    await persistence.clear();
    await persistence.clear();
    expect(await readdir(directory)).toEqual([]);
  });

  it('refuses a file that is not a backend state', async () => {
    const file = join(directory, 'state.json');
    await writeFile(file, JSON.stringify({ hello: 'world' }));
    await expect(journalFile(file).load()).rejects.toThrow(/not hold a backend state/);
  });
});
