// `npm run test:size`: fails when the JS a person downloads before the first organization
// paints in remote mode grows past the budget (docs/decisions/0023, 0038). It reads the
// manifest of the Vite build (`vite build` writes dist/.vite/manifest.json): the entry (which
// holds the shell and the overview, scripts/first-path-chunks.ts), the start screen's chunk,
// and everything they import statically, each gzipped as a server would. `npm run bench`
// measures the same in Chromium.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startChunkName } from './first-path.ts';

/**
 * Gzipped bytes allowed: 130 KB since the first paint is three files (127.4 KB then; goal 120 KB,
 * docs/decisions/0038).
 */
export const initialJsBudget = 130 * 1024;

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}

export interface InitialJsSize {
  files: string[];
  gzipBytes: number;
}

export function initialJsSize(distDir = 'dist'): InitialJsSize {
  const manifest = JSON.parse(
    readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const wanted = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || wanted.has(key)) return;
    wanted.add(key);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isEntry || chunk.name === startChunkName) add(key);
  if (![...wanted].some((key) => manifest[key]?.name === startChunkName))
    throw new Error(`The build has no "${startChunkName}" chunk: see scripts/first-path-chunks.ts`);
  const files = [...new Set([...wanted].map((key) => manifest[key]?.file ?? ''))].filter((file) =>
    file.endsWith('.js'),
  );
  const gzipBytes = files.reduce(
    (total, file) => total + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length,
    0,
  );
  return { files, gzipBytes };
}

if (process.argv[1]?.endsWith('initial-js-budget.ts')) {
  const { files, gzipBytes } = initialJsSize();
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const within = gzipBytes <= initialJsBudget;
  console.log(
    `initial JS, remote mode: ${kb(gzipBytes)} gzip in ${files.length} files (budget ${kb(initialJsBudget)}): ${within ? 'within' : 'OVER BUDGET'}`,
  );
  process.exitCode = within ? 0 : 1;
}
