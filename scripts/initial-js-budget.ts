// `npm run test:size`: fails when the JS a person downloads before the first organization
// paints in remote mode grows past the budget (docs/decisions/0023). It reads the manifest
// of the Vite build (`vite build` writes dist/.vite/manifest.json): the entry, the route chunks
// on the way from the start screen to an organization's overview, and everything they import
// statically, each gzipped as a server would. `npm run bench` measures the same in Chromium.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzipped bytes allowed: 140 KB since the connect form left the form library (goal 120 KB). */
export const initialJsBudget = 140 * 1024;

/** The routes a person passes from the start screen to the first organization. */
const pathRoutes = [
  'src/routes/__root.tsx',
  'src/routes/index.tsx',
  'src/routes/_app.tsx',
  'src/routes/_app/orgs/route.tsx',
  'src/routes/_app/orgs/$orgId.tsx',
  'src/routes/_app/orgs/$orgId/index.tsx',
];
/** The parts of a route the router loads to show it (not its error or not-found pages). */
const shownParts = ['', '?tsr-split=component', '?tsr-split=loader'];

interface ManifestChunk {
  file: string;
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
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) add(key);
  for (const route of pathRoutes) for (const part of shownParts) add(route + part);
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
