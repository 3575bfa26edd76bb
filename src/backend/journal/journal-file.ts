// Node-only module; the app program is typed for the browser, so pull in Node types here.
/// <reference types="node" />
import { randomUUID } from 'node:crypto';
import {
  mkdir,
  open,
  readFile,
  rename,
  stat,
  truncate,
  unlink,
  writeFile,
  type FileHandle,
} from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { type BackendState, type ChangeSet, isBackendState } from '../core/index.ts';
import { applyJournalEntry, isJournalEntry, journalRecords } from './journal-records.ts';
import type { Persistence } from './persistence.ts';

/**
 * The API server's `--data`: a snapshot of the whole state (FILE, plain JSON) and a journal
 * next to it (FILE.journal), one JSON line per change holding only the records that change
 * wrote. A change costs what it changed: the answer waits for one append of a few hundred
 * bytes, not for the whole state to be serialized and written.
 *
 * - Every line is appended, and awaited, before the answer: a process killed at any moment
 *   (kill -9) loses nothing it confirmed, since the data is in the operating system's hands.
 * - A line torn by a crash during its append is the last one, and its change was never
 *   confirmed: loading drops it (and cuts it off the file, so later lines follow a whole one).
 * - The journal is compacted into a new snapshot once it outgrows the snapshot (at least 1 MB):
 *   snapshot to a temporary file, renamed over FILE, then a fresh journal, also by rename. Each
 *   journal starts with the id of the snapshot it continues, so a crash between the two renames
 *   leaves an old journal that loading recognizes as already in the snapshot and ignores.
 * - A save without a change set (a reset, a clock move) writes a new snapshot: those are rare,
 *   and nothing is missed. Time-driven records settled between changes are tracked, and saved
 *   with the next change.
 *
 * Records are written by their position in their list; what a position held when last written
 * is kept in memory as its JSON text, so only touched positions are serialized and compared.
 */

const journalSuffix = '.journal';
const minimumCompactionBytes = 1024 * 1024;

/** The snapshot carries this key besides the state (removed when loaded). */
const snapshotKey = 'journal';

interface JournalHeader {
  snapshot: string;
}

function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}

async function writeAtomically(file: string, text: string): Promise<void> {
  const temporary = join(dirname(file), `.${basename(file)}.${randomUUID()}.tmp`);
  await writeFile(temporary, text);
  try {
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

export interface JournalFile extends Persistence {
  /** Bytes in the journal now (for tests and the bench). */
  journalBytes(): number;
}

export function journalFile(file: string): JournalFile {
  const journal = `${file}${journalSuffix}`;
  /** What was last written, record by record; empty until a load or snapshot. */
  const records = journalRecords();
  let snapshotBytes = 0;
  let bytes = 0;
  let ready = false;
  // The journal stays open for appending (opening it for every change cost more than the write);
  // it is closed before the file is replaced or removed.
  let appending: Promise<FileHandle> | undefined;
  const closeJournal = async () => {
    const handle = appending;
    appending = undefined;
    if (handle) await (await handle.catch(() => undefined))?.close();
  };

  async function snapshot(state: BackendState): Promise<void> {
    await mkdir(dirname(file), { recursive: true });
    const id = randomUUID();
    const text = records.snapshot(state, { [snapshotKey]: id });
    // Until both files are written, what is remembered as written is not: a failed write makes
    // the next save a whole snapshot again.
    ready = false;
    await writeAtomically(file, text);
    await closeJournal();
    const header = `${JSON.stringify({ snapshot: id } satisfies JournalHeader)}\n`;
    await writeAtomically(journal, header);
    snapshotBytes = text.length;
    bytes = header.length;
    ready = true;
  }

  return {
    journalBytes: () => bytes,

    async load() {
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      const parsed = JSON.parse(text) as Record<string, unknown>;
      const id = parsed[snapshotKey];
      delete parsed[snapshotKey];
      if (!isBackendState(parsed))
        throw new Error(
          `${file} does not hold a backend state of this version; delete it to start from a seed.`,
        );
      const state = parsed;
      const data = await readFile(journal).catch((error: unknown) => {
        if (isMissing(error)) return Buffer.alloc(0);
        throw error;
      });
      // Whole lines end with a newline; bytes after the last one are a line torn by a crash
      // during its append, whose change was never confirmed.
      let kept = 0;
      let current = false;
      for (let start = 0, end = data.indexOf(10); end !== -1; end = data.indexOf(10, start)) {
        const line = data.toString('utf8', start, end);
        let value: unknown;
        try {
          value = JSON.parse(line);
        } catch {
          throw new Error(`${journal} has a damaged line at byte ${start}.`);
        }
        if (start === 0) current = (value as Partial<JournalHeader>).snapshot === id;
        else if (current && isJournalEntry(value)) applyJournalEntry(state, value);
        kept = end + 1;
        start = kept;
      }
      if (!current) {
        // No journal, or one the snapshot already holds (a crash during compaction).
        await snapshot(state);
        return state;
      }
      if (kept < data.length) await truncate(journal, kept);
      snapshotBytes = text.length;
      bytes = kept;
      records.remember(state);
      ready = true;
      return state;
    },

    async save(state, changes?: ChangeSet) {
      if (!ready || !changes) return snapshot(state);
      const entry = records.entry(state, changes);
      if (entry === undefined) return;
      const line = `${entry}\n`;
      appending ??= open(journal, 'a');
      try {
        await (await appending).write(line);
      } catch (error) {
        // The line may be missing: the next save writes everything again.
        ready = false;
        throw error;
      }
      bytes += Buffer.byteLength(line);
      if (bytes > Math.max(minimumCompactionBytes, snapshotBytes)) await snapshot(state);
    },

    async clear() {
      ready = false;
      await closeJournal();
      records.forget();
      for (const target of [file, journal])
        await unlink(target).catch((error: unknown) => {
          if (!isMissing(error)) throw error;
        });
    },
  };
}

/** For tests: how big the files are. */
export async function fileSizes(file: string): Promise<{ snapshot: number; journal: number }> {
  const size = (path: string) =>
    stat(path).then(
      (stats) => stats.size,
      () => 0,
    );
  return { snapshot: await size(file), journal: await size(`${file}${journalSuffix}`) };
}
