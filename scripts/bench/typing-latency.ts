import { documentCorpus } from '../../src/api/document-corpus.ts';
import {
  document as documentOf,
  heading,
  paragraph,
  type TopLevelBlock,
} from '../../src/api/document-builders.ts';
import { launchChromium, openDemo } from './demo-browser.ts';

export interface TypingLatency {
  blocks: number;
  samples: number;
  medianMs: number;
  worstMs: number;
}

const text = (value: string, marks: string[] = []) => ({
  object: 'text',
  leaves: [{ object: 'leaf', text: value, marks: marks.map((type) => ({ object: 'mark', type })) }],
});
const block = (type: string, nodes: unknown[], data?: Record<string, unknown>) => ({
  object: 'block',
  type,
  nodes,
  ...(data ? { data } : {}),
});

/** A long document of every kind of block, `count` top-level blocks. */
export function largeDocument(count: number) {
  const nodes = [];
  for (let i = 0; i < count; i += 1) {
    const sentence = `Block ${i}: the assistant answers from the published documentation and links the source.`;
    switch (i % 10) {
      case 0:
        // Headings carry `data` as the platform requires, or the store refuses the document.
        nodes.push(block('heading-2', [text(`Section ${i / 10}`)], {}));
        break;
      case 4:
        nodes.push(
          block('list-unordered', [
            block('list-item', [block('paragraph', [text(sentence)])]),
            block('list-item', [block('paragraph', [text('Second point', ['bold'])])]),
          ]),
        );
        break;
      case 7:
        nodes.push(
          block(
            'code',
            [block('code-line', [text(`curl https://api.acme.test/v1/items/${i}`)], {})],
            {
              syntax: 'bash',
            },
          ),
        );
        break;
      case 9:
        nodes.push(block('hint', [block('paragraph', [text(sentence)])], { style: 'info' }));
        break;
      default:
        nodes.push(block('paragraph', [text(sentence), text(' Emphasis here.', ['italic'])]));
    }
  }
  return { object: 'document', data: { schemaVersion: 1 }, nodes };
}

/**
 * A long document of every node type of the platform (platform-values §2): the corpus of
 * realistic documents (tabs, steppers, expandables, tables, images, math, cards, API blocks,
 * annotations, colours…) repeated to `count` top-level blocks, after a first heading to type in.
 */
export function mixedDocument(count: number) {
  const pool = Object.values(documentCorpus).flatMap((build) => build().nodes);
  const nodes: TopLevelBlock[] = [heading(2, 'Section 0')];
  for (let i = 0; nodes.length < count; i += 1) {
    nodes.push(pool[i % pool.length] ?? paragraph(`Block ${i}`));
  }
  return documentOf(...nodes);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * In the built app's demo: stores a `blocks`-block agent instructions document through the API,
 * opens it in the editor and types `characters` characters at its start. Per key press, the time
 * from the key event to the first animation frame after the editor's DOM shows the character.
 */
export async function measureTypingLatency(
  appUrl: string,
  options: { blocks?: number; characters?: number; mixed?: boolean } = {},
): Promise<TypingLatency> {
  const blocks = options.blocks ?? 2000;
  const content = options.mixed ? mixedDocument(blocks) : largeDocument(blocks);
  const characters = options.characters ?? 50;
  const browser = await launchChromium();
  try {
    const page = await openDemo(browser, appUrl);
    const orgId = decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');

    const status = await page.evaluate(
      async ({ orgId: id, document }) => {
        const response = await fetch(`/v1/orgs/${encodeURIComponent(id)}/agent-instructions`, {
          method: 'PUT',
          headers: { Authorization: 'Bearer demo-admin', 'Content-Type': 'application/json' },
          body: JSON.stringify({ instructions: document }),
        });
        return response.status;
      },
      { orgId, document: content },
    );
    if (status !== 200) throw new Error(`PUT agent-instructions answered ${status}`);

    await page.goto(`${appUrl}/orgs/${encodeURIComponent(orgId)}/agent-instructions`);
    const editor = page.getByRole('textbox', { name: 'Instructions' });
    await editor.getByText('Section 0').waitFor();
    await editor.getByText('Section 0').click();
    await page.keyboard.press('End');

    await page.evaluate(() => {
      const root = document.querySelector('[data-slate-editor="true"]');
      if (!root) throw new Error('no editor');
      const state = { start: 0, armed: false, samples: [] as number[] };
      document.addEventListener(
        'keydown',
        (event) => {
          state.start = event.timeStamp;
          state.armed = true;
        },
        { capture: true },
      );
      new MutationObserver(() => {
        if (!state.armed) return;
        state.armed = false;
        // The text is on screen with the next frame after the DOM changed.
        requestAnimationFrame((frameTime) => {
          state.samples.push(Math.max(frameTime, performance.now()) - state.start);
        });
      }).observe(root, { characterData: true, childList: true, subtree: true });
      (window as unknown as { __typing: typeof state }).__typing = state;
    });

    const typed = 'the quick brown fox jumps over the lazy dog again '.slice(0, characters);
    for (const [index, character] of [...typed].entries()) {
      await page.keyboard.type(character);
      await page.waitForFunction(
        (count) =>
          (window as unknown as { __typing: { samples: number[] } }).__typing.samples.length >=
          count,
        index + 1,
      );
    }
    const samples = await page.evaluate(
      () => (window as unknown as { __typing: { samples: number[] } }).__typing.samples,
    );
    await editor.getByText(`Section 0${typed}`.trimEnd()).waitFor();
    return {
      blocks,
      samples: samples.length,
      medianMs: median(samples),
      worstMs: Math.max(...samples),
    };
  } finally {
    await browser.close();
  }
}

type Row = { measure: string; value: string; target: string; ok: boolean | null };

/**
 * The typing rows of the table: a 2,000-block document of text blocks (median at most 16 ms),
 * and one of every node type of the platform (median at most 16 ms, worst at most 50 ms).
 */
export async function typingRows(appUrl: string): Promise<Row[]> {
  console.log('bench: measuring typing latency in a 2,000-block document (demo mode)');
  const typing = await measureTypingLatency(appUrl);
  console.log('bench: measuring typing latency in a 2,000-block document of mixed nodes');
  const mixed = await measureTypingLatency(appUrl, { mixed: true });
  return [
    {
      measure: `typing latency, ${typing.blocks}-block document, median of ${typing.samples} keys`,
      value: `${typing.medianMs.toFixed(1)} ms`,
      // The typing goal (median 16 ms, worst 50 ms) holds for text as well as for mixed nodes.
      target: '<= 16 ms',
      ok: typing.medianMs <= 16,
    },
    {
      measure: 'typing latency, worst key press',
      value: `${typing.worstMs.toFixed(1)} ms`,
      target: '<= 50 ms',
      ok: typing.worstMs <= 50,
    },
    {
      measure: `typing latency, ${mixed.blocks} blocks of mixed node types, median of ${mixed.samples} keys`,
      value: `${mixed.medianMs.toFixed(1)} ms`,
      target: '<= 16 ms',
      ok: mixed.medianMs <= 16,
    },
    {
      measure: 'typing latency, mixed node types, worst key press',
      value: `${mixed.worstMs.toFixed(1)} ms`,
      target: '<= 50 ms',
      ok: mixed.worstMs <= 50,
    },
  ];
}
