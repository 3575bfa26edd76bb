import { Editor, Transforms } from 'slate';
import { describe, expect, it } from 'vitest';
import { documentToSlate, slateToDocument } from './convert';
import {
  insertDivider,
  isMarkActive,
  setCodeSyntax,
  setHintStyle,
  setTextBlock,
  toggleCodeBlock,
  toggleMark,
  toggleWrap,
} from './editor-commands';
import { insertLink, linkUrlProblem } from './link-commands';
import { indentListItem, toggleList } from './list-commands';
import { createDocumentEditor } from './plugins';
import type { DocumentBlock, DocumentNode, LooseDocument } from './slate-types';

const meta = { object: 'document' as const, data: { schemaVersion: 1 } };

const text = (value: string, marks: string[] = []): DocumentNode => ({
  object: 'text',
  leaves: [{ object: 'leaf', text: value, marks: marks.map((type) => ({ object: 'mark', type })) }],
});
const block = (
  type: string,
  nodes: DocumentNode[],
  extra: Partial<DocumentBlock> = {},
): DocumentBlock => ({ object: 'block', type, nodes, ...extra });

function editorWith(nodes: DocumentBlock[]) {
  const editor = createDocumentEditor();
  editor.children = documentToSlate({ nodes });
  return editor;
}

const save = (editor: Editor): LooseDocument => slateToDocument(editor.children, meta);

function typeText(editor: Editor, value: string) {
  for (const character of value) editor.insertText(character);
}

describe('marks', () => {
  it('toggles bold on a selection and keeps unknown marks of the same leaf', () => {
    const color = { object: 'mark' as const, type: 'color', data: { text: '#f00' } };
    const editor = editorWith([
      block('paragraph', [
        { object: 'text', leaves: [{ object: 'leaf', text: 'Hello world', marks: [color] }] },
      ]),
    ]);
    Transforms.select(editor, {
      anchor: { path: [0, 0], offset: 0 },
      focus: { path: [0, 0], offset: 5 },
    });
    expect(isMarkActive(editor, 'bold')).toBe(false);
    toggleMark(editor, 'bold');
    expect(isMarkActive(editor, 'bold')).toBe(true);
    // One text of two leaves, the colour kept on both.
    expect(save(editor).nodes[0]?.nodes).toEqual([
      {
        object: 'text',
        leaves: [
          { object: 'leaf', text: 'Hello', marks: [color, { object: 'mark', type: 'bold' }] },
          { object: 'leaf', text: ' world', marks: [color] },
        ],
      },
    ]);
    toggleMark(editor, 'bold');
    expect(isMarkActive(editor, 'bold')).toBe(false);
    expect(JSON.stringify(save(editor))).not.toContain('"bold"');
  });

  it('marks what is typed next at a collapsed cursor', () => {
    const editor = editorWith([block('paragraph', [text('a')])]);
    Transforms.select(editor, { path: [0, 0], offset: 1 });
    toggleMark(editor, 'italic');
    typeText(editor, 'bc');
    const leaves = save(editor).nodes[0]?.nodes?.flatMap((n) => ('leaves' in n ? n.leaves : []));
    expect(leaves).toEqual([
      { object: 'leaf', text: 'a', marks: [] },
      { object: 'leaf', text: 'bc', marks: [{ object: 'mark', type: 'italic' }] },
    ]);
  });
});

describe('blocks', () => {
  it('sets headings and back to a paragraph, keeping key and data', () => {
    const editor = editorWith([block('paragraph', [text('Title')], { key: 'k1', data: { x: 1 } })]);
    Transforms.select(editor, { path: [0, 0], offset: 2 });
    setTextBlock(editor, 'heading-2');
    expect(save(editor).nodes[0]).toMatchObject({ type: 'heading-2', key: 'k1', data: { x: 1 } });
    setTextBlock(editor, 'paragraph');
    expect(save(editor).nodes[0]?.type).toBe('paragraph');
  });

  it('wraps paragraphs in a list, changes its kind, and unwraps it', () => {
    const editor = editorWith([
      block('paragraph', [text('one')]),
      block('paragraph', [text('two')]),
    ]);
    Transforms.select(editor, {
      anchor: { path: [0, 0], offset: 0 },
      focus: { path: [1, 0], offset: 1 },
    });
    toggleList(editor, 'list-unordered');
    expect(save(editor).nodes).toEqual([
      block('list-unordered', [
        block('list-item', [block('paragraph', [text('one')])]),
        block('list-item', [block('paragraph', [text('two')])]),
      ]),
    ]);
    toggleList(editor, 'list-tasks');
    const tasks = save(editor).nodes[0];
    expect(tasks?.type).toBe('list-tasks');
    expect(tasks?.nodes?.map((item) => ('data' in item ? item.data : undefined))).toEqual([
      { checked: false },
      { checked: false },
    ]);
    toggleList(editor, 'list-tasks');
    expect(save(editor).nodes.map((node) => node.type)).toEqual(['paragraph', 'paragraph']);
  });

  it('nests a list item under the one before it', () => {
    const editor = editorWith([
      block(
        'list-ordered',
        [
          block('list-item', [block('paragraph', [text('one')])]),
          block('list-item', [block('paragraph', [text('two')])]),
        ],
        { data: {} },
      ),
    ]);
    Transforms.select(editor, { path: [0, 1, 0, 0], offset: 0 });
    expect(indentListItem(editor)).toBe(true);
    // The new inner list gets the `data` the platform requires of an ordered list.
    expect(save(editor).nodes).toEqual([
      block(
        'list-ordered',
        [
          block('list-item', [
            block('paragraph', [text('one')]),
            block('list-ordered', [block('list-item', [block('paragraph', [text('two')])])], {
              data: {},
            }),
          ]),
        ],
        { data: {} },
      ),
    ]);
  });

  it('wraps in a quote and a hint with a style, and unwraps', () => {
    const editor = editorWith([block('paragraph', [text('Careful')])]);
    Transforms.select(editor, { path: [0, 0], offset: 0 });
    toggleWrap(editor, 'hint', 'warning');
    expect(save(editor).nodes[0]).toEqual(
      block('hint', [block('paragraph', [text('Careful')])], { data: { style: 'warning' } }),
    );
    setHintStyle(editor, 'danger');
    expect(save(editor).nodes[0]?.data).toEqual({ style: 'danger' });
    toggleWrap(editor, 'hint');
    toggleWrap(editor, 'blockquote');
    expect(save(editor).nodes[0]).toEqual(
      block('blockquote', [block('paragraph', [text('Careful')])]),
    );
  });

  it('makes a code block with a language, one code line per paragraph', () => {
    const editor = editorWith([
      block('paragraph', [text('npm i')]),
      block('paragraph', [text('npm t')]),
    ]);
    Transforms.select(editor, {
      anchor: { path: [0, 0], offset: 0 },
      focus: { path: [1, 0], offset: 1 },
    });
    toggleCodeBlock(editor, 'bash');
    setCodeSyntax(editor, 'shell');
    expect(save(editor).nodes).toEqual([
      block(
        'code',
        [
          block('code-line', [text('npm i')], { data: {} }),
          block('code-line', [text('npm t')], { data: {} }),
        ],
        { data: { syntax: 'shell' } },
      ),
    ]);
    toggleCodeBlock(editor);
    expect(save(editor).nodes.map((node) => node.type)).toEqual(['paragraph', 'paragraph']);
  });

  it('inserts a divider followed by a paragraph', () => {
    const editor = editorWith([block('paragraph', [text('above')])]);
    Transforms.select(editor, { path: [0, 0], offset: 5 });
    insertDivider(editor);
    expect(save(editor).nodes.map((node) => node.type)).toEqual([
      'paragraph',
      'divider',
      'paragraph',
    ]);
  });

  it('gives a split block no copy of its key', () => {
    const editor = editorWith([block('paragraph', [text('onetwo')], { key: 'p1' })]);
    Transforms.select(editor, { path: [0, 0], offset: 3 });
    editor.insertBreak();
    const [first, second] = save(editor).nodes;
    expect(first).toMatchObject({ key: 'p1' });
    expect(second).not.toHaveProperty('key');
  });

  it('undoes and redoes through slate-history', () => {
    const editor = editorWith([block('paragraph', [text('x')])]);
    Transforms.select(editor, { path: [0, 0], offset: 1 });
    typeText(editor, 'yz');
    expect(Editor.string(editor, [])).toBe('xyz');
    editor.undo();
    expect(Editor.string(editor, [])).toBe('x');
    editor.redo();
    expect(Editor.string(editor, [])).toBe('xyz');
  });
});

describe('links', () => {
  it('checks addresses', () => {
    expect(linkUrlProblem('https://example.com/docs')).toBeUndefined();
    expect(linkUrlProblem('mailto:ada@acme.test')).toBeUndefined();
    expect(linkUrlProblem('')).toMatch(/Enter the address/);
    expect(linkUrlProblem('example')).toMatch(/full address/);
    expect(linkUrlProblem('javascript:alert(1)')).toMatch(/Only https/);
    expect(linkUrlProblem('https://intranet')).toMatch(/needs a domain/);
  });

  it('links a selection with a url ref, and edits its address keeping other data', () => {
    const editor = editorWith([block('paragraph', [text('read the docs now')])]);
    Transforms.select(editor, {
      anchor: { path: [0, 0], offset: 5 },
      focus: { path: [0, 0], offset: 13 },
    });
    insertLink(editor, ' https://example.com ');
    const nodes = save(editor).nodes[0]?.nodes;
    expect(nodes?.[1]).toEqual({
      object: 'inline',
      type: 'link',
      data: { ref: { kind: 'url', url: 'https://example.com' } },
      nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: 'the docs', marks: [] }] }],
    });
    Transforms.select(editor, { path: [0, 1, 0], offset: 2 });
    insertLink(editor, 'https://example.org');
    expect(JSON.stringify(save(editor))).toContain('https://example.org');
  });

  it('inserts a link with its text at a collapsed cursor', () => {
    const editor = editorWith([block('paragraph', [text('See ')])]);
    Transforms.select(editor, { path: [0, 0], offset: 4 });
    insertLink(editor, 'https://acme.test', 'Acme');
    typeText(editor, '!');
    const nodes = save(editor).nodes[0]?.nodes ?? [];
    expect(nodes.map((node) => node.object)).toEqual(['text', 'inline', 'text']);
    expect(Editor.string(editor, [])).toBe('See Acme!');
  });
});

describe('markdown shortcuts', () => {
  const cases: [string, string, string][] = [
    ['# ', 'heading-1', 'heading-1'],
    ['## ', 'heading-2', 'heading-2'],
    ['### ', 'heading-3', 'heading-3'],
    ['- ', 'list-unordered', 'list-item'],
    ['* ', 'list-unordered', 'list-item'],
    ['1. ', 'list-ordered', 'list-item'],
    ['[] ', 'list-tasks', 'list-item'],
    ['> ', 'blockquote', 'paragraph'],
    ['```', 'code', 'code-line'],
  ];
  it.each(cases)('%s makes a %s', (shortcut, outer, inner) => {
    const editor = editorWith([block('paragraph', [text('')])]);
    Transforms.select(editor, { path: [0, 0], offset: 0 });
    typeText(editor, shortcut);
    typeText(editor, 'Hi');
    const [first] = save(editor).nodes;
    expect(first?.type).toBe(outer);
    expect(Editor.string(editor, [])).toBe('Hi');
    if (outer !== inner) expect(first?.nodes?.[0]).toMatchObject({ type: inner });
  });

  it('leaves the text alone in the middle of a paragraph', () => {
    const editor = editorWith([block('paragraph', [text('a')])]);
    Transforms.select(editor, { path: [0, 0], offset: 1 });
    typeText(editor, '# b');
    expect(save(editor).nodes[0]?.type).toBe('paragraph');
    expect(Editor.string(editor, [])).toBe('a# b');
  });

  it('Enter in a list makes a new item, and on an empty item leaves the list', () => {
    const editor = editorWith([block('paragraph', [text('')])]);
    Transforms.select(editor, { path: [0, 0], offset: 0 });
    typeText(editor, '- one');
    editor.insertBreak();
    typeText(editor, 'two');
    editor.insertBreak();
    editor.insertBreak();
    typeText(editor, 'after');
    expect(save(editor).nodes).toEqual([
      block('list-unordered', [
        block('list-item', [block('paragraph', [text('one')])]),
        block('list-item', [block('paragraph', [text('two')])]),
      ]),
      block('paragraph', [text('after')]),
    ]);
  });
});

describe('unknown nodes while editing', () => {
  it('keeps an unknown block exactly when the text around it changes', () => {
    const table = {
      object: 'block' as const,
      type: 'table',
      key: 't1',
      data: { view: { columns: ['a'] } },
      nodes: [block('table-row', [text('cell', ['color'])])],
    };
    const editor = editorWith([block('paragraph', [text('before')]), table]);
    Transforms.select(editor, { path: [0, 0], offset: 6 });
    typeText(editor, ' and more');
    editor.insertBreak();
    typeText(editor, 'new');
    const saved = save(editor);
    expect(saved.nodes.at(-1)).toEqual(table);
    expect(saved.nodes.map((node) => node.type)).toEqual(['paragraph', 'paragraph', 'table']);
  });

  const opaque = {
    object: 'block' as const,
    type: 'table',
    key: 't2',
    data: { view: { columns: ['a'] } },
    nodes: [block('table-row', [text('cell')])],
  };

  it('moves a caret put into an unknown block to the start of the next block', () => {
    const editor = editorWith([opaque, block('paragraph', [text('after')])]);
    Transforms.select(editor, Editor.start(editor, [0]));
    expect(editor.selection?.anchor.path).toEqual([1, 0]);
    typeText(editor, 'x');
    expect(save(editor).nodes).toEqual([opaque, block('paragraph', [text('xafter')])]);
  });

  it('skips unknown blocks that follow each other', () => {
    const editor = editorWith([opaque, { ...opaque, key: 't3' }, block('paragraph', [text('b')])]);
    Transforms.select(editor, Editor.start(editor, [0]));
    expect(editor.selection?.anchor.path).toEqual([2, 0]);
  });

  it('types into a new paragraph after an unknown block that ends the document', () => {
    const editor = editorWith([block('paragraph', [text('before')]), opaque]);
    Transforms.select(editor, Editor.start(editor, [1]));
    typeText(editor, 'hi');
    expect(save(editor).nodes).toEqual([
      block('paragraph', [text('before')]),
      opaque,
      block('paragraph', [text('hi')]),
    ]);
  });
});
