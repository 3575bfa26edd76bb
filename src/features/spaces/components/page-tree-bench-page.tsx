import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import '@/styles/tokens.css';
import '@/styles/base.css';
import type { OutlinePage } from '../page-outline';
import { SpacePageTree } from './space-page-tree';

/*
 * Not part of the app, which never imports it: the page `npm run bench` builds on its own
 * (scripts/bench/page-tree.ts) to time a space's page tree of `?pages=` pages (issue 28: first
 * paint at most 200 ms after its data). Once the router is ready, the outline is handed to the
 * tree in one synchronous render, and `window.benchTree` records the time from there to the
 * first frame painted after it, and how many rows were drawn.
 */

interface BenchResult {
  firstPaintMs: number;
  pages: number;
  rowsDrawn: number;
}

/**
 * A space of `count` pages as a large handbook has them: top-level documents and groups of
 * twenty, each document holding a few pages, a link now and then.
 */
function benchOutline(count: number): OutlinePage[] {
  let made = 0;
  const document = (depth: number): OutlinePage => {
    made += 1;
    const id = `page_${made}`;
    const children: OutlinePage[] = [];
    while (depth < 2 && made < count && children.length < 3) children.push(document(depth + 1));
    if (depth > 0 && made % 7 === 0 && made < count) {
      made += 1;
      children.push({
        id: `link_${made}`,
        title: `Link ${made}`,
        kind: 'link',
        type: 'link',
        target: { kind: 'url', url: `https://example.test/${made}` },
      });
    }
    return {
      id,
      title: `Page ${made} about a topic of the handbook`,
      type: 'document',
      slug: id,
      path: id,
      pages: children as Extract<OutlinePage, { type: 'document' }>['pages'],
    };
  };
  const top: OutlinePage[] = [];
  while (made < count) {
    if (top.length % 5 === 4) {
      made += 1;
      const id = `group_${made}`;
      const pages: OutlinePage[] = [];
      while (made < count && pages.length < 20) pages.push(document(1));
      top.push({
        id,
        title: `Group ${made}`,
        type: 'group',
        slug: id,
        path: id,
        pages: pages as Extract<OutlinePage, { type: 'group' }>['pages'],
      });
    } else top.push(document(0));
  }
  return top;
}

const params = new URLSearchParams(location.search);
const outline = benchOutline(Number(params.get('pages') ?? 500));

let show: (pages: OutlinePage[]) => void = () => undefined;

function Bench() {
  const [pages, setPages] = useState<OutlinePage[] | null>(null);
  show = setPages;
  return (
    <main style={{ maxWidth: '18rem' }}>
      {pages ? (
        <nav aria-label="Pages">
          <SpacePageTree
            orgId="org_bench"
            spaceId="space_bench"
            pages={pages}
            currentPageId="page_1"
          />
        </nav>
      ) : null}
    </main>
  );
}

const router = createRouter({
  routeTree: createRootRoute({ component: Bench }),
  history: createMemoryHistory({ initialEntries: ['/'] }),
});
const container = document.getElementById('root');
if (!container) throw new Error('the bench page has no #root element');
createRoot(container).render(<RouterProvider router={router} />);
await router.load();
while (document.querySelector('main') === null)
  await new Promise((resolve) => requestAnimationFrame(resolve));

/** Resolves once the frame after now has been painted: rAF runs before it, a task after. */
const painted = (start: number) =>
  new Promise<number>((resolve) =>
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start))),
  );

const start = performance.now();
flushSync(() => show(outline));
const firstPaintMs = await painted(start);
let pages = 0;
const count = (list: readonly OutlinePage[]): void =>
  list.forEach((page) => {
    pages += 1;
    if (page.type !== 'link') count(page.pages);
  });
count(outline);
const result: BenchResult = {
  firstPaintMs,
  pages,
  rowsDrawn: document.querySelectorAll('[role="treeitem"]').length,
};
(window as unknown as { benchTree: BenchResult }).benchTree = result;
