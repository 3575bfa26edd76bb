import * as build from '@/api/document-builders';

/*
 * Two versions of a long page for timing the diff (`npm run bench`, step `document-diff`):
 * `blocks` keyed blocks of the kinds pages are made of (headings, marked paragraphs, lists,
 * code, hints, tables), and the same page with `edits` changes spread evenly through it: words
 * changed in text, an item added to a list, a line of code changed, a row of a table changed,
 * a block inserted, a block removed.
 */

type Block = build.TopLevelBlock;
const keyed = (key: string, block: Block): Block => ({ ...block, key }) as Block;

const columns = [build.textColumn('name', 'Name'), build.textColumn('role', 'Role')];
const view = { type: 'grid' as const, columns: ['name', 'role'], hideHeader: false };

function blockAt(i: number, variant = ''): Block {
  const sentence = `Block ${i}: the assistant answers from the published documentation${variant} and links the source.`;
  switch (i % 12) {
    case 0:
      return build.heading(2, `Section ${i / 12}${variant}`);
    case 3:
      return build.bulletList(
        `Install the agent ${i}`,
        `Sign in with SSO${variant}`,
        'Invite the team',
      );
    case 6:
      return build.code({ syntax: 'bash' }, [
        `curl https://api.acme.test/v1/items/${i}`,
        `echo done${variant}`,
      ]);
    case 8:
      return build.hint('info', sentence);
    case 10:
      return build.table(view, columns, [
        { name: 'Ada', role: 'Admin' },
        { name: `Grace${variant}`, role: 'Editor' },
      ]);
    default:
      return build.paragraph(build.richText(sentence, [' Emphasis here.', 'italic']));
  }
}

export function benchDocuments(blocks: number, edits: number) {
  const before = Array.from({ length: blocks }, (_, i) => keyed(`b${i}`, blockAt(i)));
  const after: Block[] = [];
  const every = Math.max(1, Math.floor(blocks / edits));
  let made = 0;
  before.forEach((block, i) => {
    const edit = i % every === every >> 1 && made < edits ? made++ : -1;
    if (edit === -1) return after.push(block);
    if (edit % 6 === 4) return; // removed
    if (edit % 6 === 5) {
      after.push(block, keyed(`new${i}`, build.paragraph(`A new paragraph after block ${i}.`)));
      return;
    }
    const changed = keyed(`b${i}`, blockAt(i, ' (revised)'));
    // A list gets an item as well as a changed one.
    if (i % 12 === 3 && 'nodes' in changed)
      (changed.nodes as unknown[]).push(build.listItem(`A step added at ${i}`));
    after.push(changed);
  });
  return { before: build.document(...before), after: build.document(...after) };
}
