import { Editor, Transforms } from 'slate';
import { describe, expect, it } from 'vitest';
import { block, editorWith, save, text, typeText } from '@/test/document-editor';
import { insertLink, linkUrlProblem } from './link-commands';

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
