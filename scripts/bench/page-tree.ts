import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { worstScrollFrame } from './content-tree.ts';
import { launchChromium } from './demo-browser.ts';
import { buildBenchPage } from './document-diff.ts';
import type { BenchStep } from './bench-step.ts';
import { median } from './side-by-side.ts';

/*
 * A space's page tree of 500 pages (issue 28): the time from handing the tree its data (the
 * revision's outline, titles only) to its first frame painted, at most 200 ms, and the longest
 * frame scrolling it to the bottom. The tree's bench page is built on its own, apart from the
 * app (src/features/spaces/components/page-tree-bench-page.tsx), so the figure is the tree's
 * alone, not the network's or the loader's.
 */

export interface PageTreeRun {
  pages: number;
  /** Median of `samples` page loads. */
  firstPaintMs: number;
  samples: number[];
  /** Tree rows in the DOM at first paint (only those in view are drawn). */
  rowsDrawn: number;
  worstScrollFrameMs: number;
}

const entry = 'src/features/spaces/components/page-tree-bench-page.tsx';
const origin = 'http://page-tree-bench.test';

export async function measurePageTree(
  options: { pages?: number; loads?: number } = {},
): Promise<PageTreeRun> {
  const pages = options.pages ?? 500;
  const loads = options.loads ?? 5;
  const outDir = await buildBenchPage(entry);
  const browser = await launchChromium();
  try {
    const page = await (
      await browser.newContext({ viewport: { width: 1280, height: 800 } })
    ).newPage();
    await page.route(`${origin}/**`, (route) =>
      route.fulfill({ path: join(outDir, new URL(route.request().url()).pathname) }),
    );
    const samples: number[] = [];
    let result = { firstPaintMs: 0, pages: 0, rowsDrawn: 0 };
    for (let load = 0; load < loads; load += 1) {
      await page.goto(`${origin}/index.html?pages=${pages}`);
      await page.waitForFunction(() => 'benchTree' in window);
      result = await page.evaluate(
        () => (window as unknown as { benchTree: typeof result }).benchTree,
      );
      samples.push(result.firstPaintMs);
    }
    const worstScrollFrameMs = await worstScrollFrame(
      page.locator('[role="tree"]').locator('xpath=../..'),
    );
    return {
      pages: result.pages,
      firstPaintMs: median(samples),
      samples,
      rowsDrawn: result.rowsDrawn,
      worstScrollFrameMs,
    };
  } finally {
    await browser.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

export const benchStep: BenchStep = {
  name: 'page-tree',
  part: 'browser',
  run: async () => {
    console.log('bench: measuring a space’s page tree of 500 pages (its own page)');
    const tree = await measurePageTree();
    return [
      {
        measure: `space page tree, ${tree.pages} pages: first paint after its data (median of ${tree.samples.length}: ${tree.samples.map((ms) => ms.toFixed(0)).join(', ')}; ${tree.rowsDrawn} rows drawn)`,
        value: `${tree.firstPaintMs.toFixed(0)} ms`,
        target: '<= 200 ms',
        ok: tree.firstPaintMs <= 200,
      },
      {
        measure: 'space page tree, longest frame scrolling to the bottom',
        value: `${tree.worstScrollFrameMs.toFixed(0)} ms`,
        target: '<= 50 ms',
        ok: tree.worstScrollFrameMs <= 50,
      },
    ];
  },
};
