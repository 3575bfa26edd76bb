import { describe, expect, it } from 'vitest';
import { document, paragraph } from '../../../api/document-builders.ts';
import { hasNodeKey, keyedSectionsOf, sectionsDocument, sectionsOf } from './page-documents.ts';

describe('page Documents', () => {
  const sections = [
    { title: 'Install', body: 'Run the script.\n\nThen sign in.' },
    { title: 'Use it', body: 'Open the app.' },
  ];
  const body = sectionsDocument('page_x', sections);

  it('hold titled sections as headings and paragraphs, and give them back', () => {
    expect(body.nodes.map((node) => [node.type, node.key])).toEqual([
      ['heading-2', 'page_x-s1'],
      ['paragraph', 'page_x-s1-p1'],
      ['paragraph', 'page_x-s1-p2'],
      ['heading-2', 'page_x-s2'],
      ['paragraph', 'page_x-s2-p1'],
    ]);
    expect(sectionsOf(body, 'X')).toEqual(sections);
    expect(keyedSectionsOf(body, 'X').map((section) => section.key)).toEqual([
      'page_x-s1',
      'page_x-s2',
    ]);
  });

  it('title the text before the first heading after the page', () => {
    expect(sectionsOf(document(paragraph('Intro.')), 'Welcome')).toEqual([
      { title: 'Welcome', body: 'Intro.' },
    ]);
  });

  it('find a node by its key, and only one that is there', () => {
    expect(hasNodeKey(body, 'page_x-s2-p1')).toBe(true);
    expect(hasNodeKey(body, 'page_x-s3')).toBe(false);
  });
});
