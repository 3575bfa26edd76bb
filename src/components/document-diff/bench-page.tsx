import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { LooseDocument } from '@/components/rich-text/slate-types';
import '@/styles/tokens.css';
import '@/styles/base.css';
import { benchDocuments } from './bench-documents';
import { DocumentDiff } from './document-diff';

/*
 * Not part of the app, which never imports it: the page `npm run bench` builds on its own
 * (scripts/bench/document-diff.ts) to time the diff of a long page in a browser. It mounts a
 * DocumentDiff of `?blocks=` blocks with `?edits=` changes and records, in `window.benchDiff`,
 * the time from the mount to the first frame painted after it (the diff is computed within),
 * and to the frame where every block shown is drawn.
 */

interface BenchResult {
  firstPaintMs: number;
  /** Until no block waits for its turn (progressive-drawing.ts). */
  allDrawnMs: number;
  blocksDrawn: number;
  changes: number;
}

const params = new URLSearchParams(location.search);
const { before, after } = benchDocuments(
  Number(params.get('blocks') ?? 2000),
  Number(params.get('edits') ?? 50),
);
const container = document.getElementById('root');
if (!container) throw new Error('the bench page has no #root element');
const root = createRoot(container);

const start = performance.now();
flushSync(() =>
  root.render(
    <main>
      <DocumentDiff
        title="A long page"
        headingLevel={2}
        before={before as LooseDocument}
        after={after as LooseDocument}
        onCommentBlock={() => undefined}
        context={Number(params.get('context') ?? 1)}
      />
    </main>,
  ),
);
/** Resolves once the frame after now has been painted: rAF runs before it, a task after. */
const painted = () =>
  new Promise<number>((resolve) =>
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start))),
  );

const firstPaintMs = await painted();
let allDrawnMs = firstPaintMs;
while (document.querySelector('[data-pending]')) allDrawnMs = await painted();
const result: BenchResult = {
  firstPaintMs,
  allDrawnMs,
  blocksDrawn: document.querySelectorAll('[data-slate-editor]').length,
  changes: document.querySelectorAll('[data-change]').length,
};
(window as unknown as { benchDiff: BenchResult }).benchDiff = result;
