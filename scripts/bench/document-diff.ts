import type { BenchRow, BenchStep } from './bench-step.ts';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { worstScrollFrame } from './content-tree.ts';
import { launchChromium } from './demo-browser.ts';
import { median } from './side-by-side.ts';

/*
 * The diff of a 2,000-block page with 50 edits spread through it (issue 28): the time from
 * mounting it to its first frame painted, the diff computed within (at most 200 ms), and the
 * longest frame while scrolling it to the bottom (at most 50 ms). No screen of the app shows
 * the diff yet, so the step builds the diff's bench page on its own, apart from the app
 * (src/components/document-diff/bench-page.tsx), and serves it to the browser from the build.
 */

export interface DocumentDiffRun {
  blocks: number;
  edits: number;
  /** Median of `samples` page loads. */
  firstPaintMs: number;
  samples: number[];
  worstScrollFrameMs: number;
  /** Median time until every block shown is drawn (the first screenful is drawn first). */
  allDrawnMs: number;
  /** Blocks drawn (each by the editor's renderer) and changes shown, at first. */
  blocksDrawn: number;
  changes: number;
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const diffEntry = 'src/components/document-diff/bench-page.tsx';
/** Pages are served under this address, from the build, by the browser's request routing. */
const origin = 'http://diff-bench.test';

/** Builds a bench page (`entry`, the diff's by default) for production into a new folder. */
export async function buildBenchPage(entry = diffEntry): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'document-diff-'));
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: { '@': join(root, 'src') } },
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      modulePreload: false,
      // One page in one chunk, which is not what this step measures: no warning about its size.
      chunkSizeWarningLimit: 4096,
      rolldownOptions: { input: join(root, entry) },
    },
  });
  const manifest = JSON.parse(
    await readFile(join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; css?: string[] }>;
  const chunk = manifest[entry];
  if (!chunk) throw new Error(`the bench page's build has no ${entry}`);
  const styles = (chunk.css ?? []).map((file) => `<link rel="stylesheet" href="/${file}">`);
  await writeFile(
    join(outDir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="UTF-8">${styles.join('')}</head>` +
      `<body><div id="root"></div><script type="module" src="/${chunk.file}"></script></body></html>`,
  );
  return outDir;
}

export async function measureDocumentDiff(
  options: { blocks?: number; edits?: number; loads?: number; context?: number } = {},
): Promise<DocumentDiffRun> {
  const blocks = options.blocks ?? 2000;
  const edits = options.edits ?? 50;
  const loads = options.loads ?? 5;
  const outDir = await buildBenchPage();
  const browser = await launchChromium();
  try {
    const page = await (
      await browser.newContext({ viewport: { width: 1280, height: 800 } })
    ).newPage();
    await page.route(`${origin}/**`, (route) =>
      route.fulfill({ path: join(outDir, new URL(route.request().url()).pathname) }),
    );
    const samples: number[] = [];
    const allDrawn: number[] = [];
    let result = { firstPaintMs: 0, allDrawnMs: 0, blocksDrawn: 0, changes: 0 };
    for (let load = 0; load < loads; load += 1) {
      await page.goto(
        `${origin}/index.html?blocks=${blocks}&edits=${edits}&context=${options.context ?? 1}`,
      );
      await page.waitForFunction(() => 'benchDiff' in window);
      result = await page.evaluate(
        () => (window as unknown as { benchDiff: typeof result }).benchDiff,
      );
      samples.push(result.firstPaintMs);
      allDrawn.push(result.allDrawnMs);
    }
    const worstScrollFrameMs = await worstScrollFrame(page.locator('html'));
    return {
      blocks,
      edits,
      firstPaintMs: median(samples),
      samples,
      worstScrollFrameMs,
      allDrawnMs: median(allDrawn),
      blocksDrawn: result.blocksDrawn,
      changes: result.changes,
    };
  } finally {
    await browser.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

/** \`npm run bench\` finds this step by its export (scripts/bench/bench-step.ts). */
export const benchStep: BenchStep = {
  name: 'document-diff',
  part: 'browser',
  run: async () => {
    const rows: BenchRow[] = [];
    console.log('bench: measuring the diff of a 2,000-block page with 50 edits (its own page)');
    const diff = await measureDocumentDiff();
    rows.push({
      measure: `document diff, ${diff.blocks.toLocaleString('en')} blocks with ${diff.edits} edits: diff and first paint (median of ${diff.samples.length}: ${diff.samples.map((ms) => ms.toFixed(0)).join(', ')})`,
      value: `${diff.firstPaintMs.toFixed(0)} ms`,
      target: '<= 200 ms',
      ok: diff.firstPaintMs <= 200,
    });
    rows.push({
      measure: `document diff, longest frame scrolling to the bottom (${diff.changes} changes, ${diff.blocksDrawn} blocks drawn)`,
      value: `${diff.worstScrollFrameMs.toFixed(0)} ms`,
      target: '<= 50 ms',
      ok: diff.worstScrollFrameMs <= 50,
    });
    rows.push({
      measure: 'document diff, until every block shown is drawn (a screenful first, then batches)',
      value: `${diff.allDrawnMs.toFixed(0)} ms`,
      target: '-',
      ok: null,
    });
    return rows;
  },
};
