import { Editor, Transforms } from 'slate';
import { describe, expect, it } from 'vitest';
import { documentCorpus } from '@/api/document-corpus';
import { documentToSlate, slateToDocument } from './convert';
import { createDocumentEditor } from './plugins';

/**
 * The corpus of platform documents (every node type of the model, realistically nested) loads
 * in the editor, comes back unchanged when saved without edits, and an edit in one block of text
 * leaves every other block byte for byte as it was.
 */
describe('the Document corpus in the editor', () => {
  for (const [name, build] of Object.entries(documentCorpus)) {
    it(`${name} round-trips unchanged`, () => {
      const original = build();
      const { nodes, ...meta } = original;
      expect(slateToDocument(documentToSlate({ nodes }), meta)).toEqual(original);
    });

    it(`${name} keeps every other block when one block of text is edited`, () => {
      const original = build();
      const { nodes, ...meta } = original;
      const editor = createDocumentEditor();
      editor.children = documentToSlate({ nodes });
      // The first paragraph or heading with text: a block the editor edits as text.
      const index = editor.children.findIndex(
        (node, at) =>
          'type' in node &&
          ['paragraph', 'heading-1', 'heading-2', 'heading-3'].includes(node.type) &&
          Editor.string(editor, [at]).length > 0,
      );
      expect(index).toBeGreaterThanOrEqual(0);
      Transforms.insertText(editor, 'Edited. ', { at: Editor.start(editor, [index]) });
      const saved = slateToDocument(editor.children, meta);
      expect(saved.nodes.filter((_, i) => i !== index)).toEqual(
        original.nodes.filter((_, i) => i !== index),
      );
      expect(JSON.stringify(saved.nodes[index])).toContain('Edited. ');
    });
  }
});
