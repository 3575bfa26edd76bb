import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { areaIndexPaths, buildAreaIndexes } from './area-indexes.ts';

describe('the backend’s area indexes', () => {
  it('list every area’s handlers, state slice and seed step (run `npm run generate` when this fails)', async () => {
    const fresh = await buildAreaIndexes();
    for (const key of Object.keys(areaIndexPaths) as Array<keyof typeof areaIndexPaths>)
      expect(await readFile(areaIndexPaths[key], 'utf8'), key).toBe(fresh[key]);
  });
});
