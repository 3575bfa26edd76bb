// Node-only module; the app program is typed for the browser, so pull in Node types here.
/// <reference types="node" />
import { randomUUID } from 'node:crypto';
import { readFile, rename, unlink, writeFile, mkdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Persistence } from './persistence.ts';
import { isBackendState } from './state.ts';

function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}

/**
 * Keeps the state in a JSON file. Writes go to a temporary file in the same directory and are
 * renamed over the target, so a crash mid-write never leaves a truncated file behind.
 */
export function filePersistence(file: string): Persistence {
  return {
    async load() {
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      const parsed: unknown = JSON.parse(text);
      if (!isBackendState(parsed))
        throw new Error(
          `${file} does not hold a backend state of this version; delete it to start from a seed.`,
        );
      return parsed;
    },
    async save(state) {
      await mkdir(dirname(file), { recursive: true });
      const temporary = join(dirname(file), `.${basename(file)}.${randomUUID()}.tmp`);
      await writeFile(temporary, JSON.stringify(state));
      try {
        await rename(temporary, file);
      } catch (error) {
        await unlink(temporary).catch(() => undefined);
        throw error;
      }
    },
    async clear() {
      await unlink(file).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    },
  };
}
