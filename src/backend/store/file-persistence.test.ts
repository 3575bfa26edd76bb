/// <reference types="node" />
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { filePersistence } from './file-persistence.ts';
import { serializeSaves } from './persistence.ts';
import { createSeedState } from './seeds.ts';

let directory: string;

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'folio-persistence-'));
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('file persistence', () => {
  it('loads nothing when the file is absent', async () => {
    expect(await filePersistence(join(directory, 'state.json')).load()).toBeUndefined();
  });

  it('round-trips a state exactly', async () => {
    const file = join(directory, 'nested', 'state.json');
    const persistence = filePersistence(file);
    const state = createSeedState('demo');
    state.organizations[0]!.title = 'Saved title';
    state.clockOffsetMs = 42;
    await persistence.save(state);
    expect(await persistence.load()).toEqual(state);
  });

  it('writes atomically: no temporary files remain and the file is always complete JSON', async () => {
    const file = join(directory, 'state.json');
    const persistence = serializeSaves(filePersistence(file));
    const state = createSeedState('large');
    const writes = Array.from({ length: 20 }, (_, index) => {
      state.clockOffsetMs = index;
      return persistence.save(state);
    });
    // Reading while writes are in flight must never see a truncated file.
    for (let i = 0; i < 10; i += 1) {
      const text = await readFile(file, 'utf8').catch(() => undefined);
      if (text !== undefined) expect(() => JSON.parse(text)).not.toThrow();
    }
    await Promise.all(writes);
    expect(await readdir(directory)).toEqual(['state.json']);
    expect((await persistence.load())?.clockOffsetMs).toBe(19);
  });

  it('clears the file, also when it is already gone', async () => {
    const file = join(directory, 'state.json');
    const persistence = filePersistence(file);
    await persistence.save(createSeedState('empty'));
    await persistence.clear();
    await persistence.clear();
    expect(await readdir(directory)).toEqual([]);
  });

  it('refuses a file that is not a backend state', async () => {
    const file = join(directory, 'state.json');
    await writeFile(file, JSON.stringify({ hello: 'world' }));
    await expect(filePersistence(file).load()).rejects.toThrow(/not hold a backend state/);
  });
});
