import type { Editor } from 'slate';
import { documentToSlate, slateToDocument } from '@/components/rich-text/convert';
import { createDocumentEditor } from '@/components/rich-text/plugins';
import type {
  DocumentBlock,
  DocumentNode,
  LooseDocument,
} from '@/components/rich-text/slate-types';

/** Editors built from the platform's Document nodes, for the editor's command tests. */

const meta = { object: 'document' as const, data: { schemaVersion: 1 } };

export const text = (value: string, marks: string[] = []): DocumentNode => ({
  object: 'text',
  leaves: [{ object: 'leaf', text: value, marks: marks.map((type) => ({ object: 'mark', type })) }],
});

export const block = (
  type: string,
  nodes: DocumentNode[],
  extra: Partial<DocumentBlock> = {},
): DocumentBlock => ({ object: 'block', type, nodes, ...extra });

export function editorWith(nodes: DocumentBlock[]) {
  const editor = createDocumentEditor();
  editor.children = documentToSlate({ nodes });
  return editor;
}

/** What the editor would save, as a Document. */
export const save = (editor: Editor): LooseDocument => slateToDocument(editor.children, meta);

/** Types each character as a key press would. */
export function typeText(editor: Editor, value: string) {
  for (const character of value) editor.insertText(character);
}
