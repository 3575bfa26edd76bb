import { describe, expect, it } from 'vitest';
import { documentToSlate, marksOf, slateToDocument } from './convert';
import type { Document, DocumentBlock, FormattedText } from './slate-types';

const meta = { object: 'document' as const, data: { schemaVersion: 1, theme: 'dark' } };
const leaf = (text: string, marks: string[] = []) => ({
  object: 'leaf' as const,
  text,
  marks: marks.map((type) => ({ object: 'mark' as const, type })),
});

describe('documentToSlate', () => {
  it('maps known blocks, marks and links to editable Slate nodes', () => {
    const value = documentToSlate({
      nodes: [
        {
          object: 'block',
          type: 'paragraph',
          key: 'p',
          nodes: [
            { object: 'text', leaves: [leaf('Hi '), leaf('there', ['bold', 'italic'])] },
            {
              object: 'inline',
              type: 'link',
              data: { ref: { kind: 'url', url: 'https://acme.test' } },
              nodes: [{ object: 'text', leaves: [leaf('docs')] }],
            },
          ],
        },
      ],
    });
    const [paragraph] = value;
    expect(paragraph).toMatchObject({ type: 'paragraph', key: 'p' });
    const children = paragraph && 'children' in paragraph ? paragraph.children : [];
    expect(children.map((child) => ('text' in child ? child.text : child.type))).toEqual([
      'Hi ',
      'there',
      'link',
      // Slate needs a text after an inline; it is padding and disappears on save.
      '',
    ]);
    expect(children[1]).toMatchObject({ bold: true, italic: true });
    expect(children[3]).toMatchObject({ pad: true });
  });

  it('keeps unknown and odd nodes as opaque elements', () => {
    const table: DocumentBlock = { object: 'block', type: 'table', nodes: [] };
    const voidParagraph: DocumentBlock = {
      object: 'block',
      type: 'paragraph',
      isVoid: true,
      nodes: [],
    };
    const mixed: DocumentBlock = {
      object: 'block',
      type: 'hint',
      nodes: [
        { object: 'text', leaves: [] },
        { object: 'block', type: 'paragraph', nodes: [] },
      ],
    };
    const value = documentToSlate({ nodes: [table, voidParagraph, mixed] });
    expect(value.map((node) => ('type' in node ? node.type : 'text'))).toEqual([
      'opaque-block',
      'opaque-block',
      'opaque-block',
    ]);
    expect(slateToDocument(value, meta).nodes).toEqual([table, voidParagraph, mixed]);
  });

  it('gives an empty document a paragraph to type in, which is not saved while empty', () => {
    const empty: Document = { ...meta, nodes: [] };
    const value = documentToSlate(empty);
    expect(value).toHaveLength(1);
    expect(slateToDocument(value, empty)).toEqual(empty);
  });
});

describe('slateToDocument', () => {
  it('rebuilds marks keeping order, data and unknown marks', () => {
    const color = { object: 'mark' as const, type: 'color', data: { text: 'red' } };
    const italic = { object: 'mark' as const, type: 'italic', data: { extra: 1 } };
    const text: FormattedText = {
      text: 'x',
      italic: true,
      bold: true,
      source: { group: 1, textProps: { object: 'text' }, marks: [italic, color] },
    };
    expect(marksOf(text, [italic, color])).toEqual([
      italic,
      color,
      { object: 'mark', type: 'bold' },
    ]);
    expect(marksOf({ ...text, italic: undefined }, [italic, color])).toEqual([
      color,
      { object: 'mark', type: 'bold' },
    ]);
  });

  it('writes new content the editor made in the platform format', () => {
    const document = slateToDocument(
      [
        { type: 'heading-1', children: [{ text: 'Title' }] },
        {
          type: 'list-tasks',
          children: [
            {
              type: 'list-item',
              data: { checked: true },
              children: [{ type: 'paragraph', children: [{ text: 'Done', code: true }] }],
            },
          ],
        },
        { type: 'divider', nodes: [], children: [{ text: '' }] },
        { type: 'paragraph', children: [{ text: '' }] },
      ],
      meta,
    );
    expect(document).toEqual({
      ...meta,
      nodes: [
        {
          object: 'block',
          type: 'heading-1',
          nodes: [{ object: 'text', leaves: [leaf('Title')] }],
        },
        {
          object: 'block',
          type: 'list-tasks',
          nodes: [
            {
              object: 'block',
              type: 'list-item',
              data: { checked: true },
              nodes: [
                {
                  object: 'block',
                  type: 'paragraph',
                  nodes: [{ object: 'text', leaves: [leaf('Done', ['code'])] }],
                },
              ],
            },
          ],
        },
        { object: 'block', type: 'divider', nodes: [] },
        { object: 'block', type: 'paragraph', nodes: [{ object: 'text', leaves: [leaf('')] }] },
      ],
    });
  });
});
