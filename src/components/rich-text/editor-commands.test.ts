import { Editor, Transforms } from 'slate';
import { describe, expect, it } from 'vitest';
import { block, editorWith, save, text, typeText } from '@/test/document-editor';
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
import { indentListItem, toggleList } from './list-commands';

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
