import type { DocumentValue } from '../store/state.ts';

/**
 * Plain text in and out of the rich-text Document: comment bodies arrive as Markdown or as a
 * Document and are answered in the form the caller asks for (platform-values §6.1 BodyDoc), and
 * the merge rules ask whether a description says anything at all.
 */

type Block = DocumentValue['nodes'][number];
type Node = Block['nodes'][number];

function nodeText(node: Node): string {
  if (node.object === 'text') return node.leaves.map((leaf) => leaf.text).join('');
  return node.nodes.map(nodeText).join('');
}

const headingPrefix: Record<string, string> = {
  'heading-1': '# ',
  'heading-2': '## ',
  'heading-3': '### ',
};

function blockLines(block: Block, indent: string): string[] {
  const prefix = headingPrefix[block.type];
  if (prefix !== undefined) return [indent + prefix + nodeText(block)];
  if (block.type.startsWith('list-')) {
    const ordered = block.type === 'list-ordered';
    return block.nodes.flatMap((item, index) => {
      if (item.object !== 'block') return [];
      const bullet = ordered ? `${index + 1}. ` : '- ';
      const [first = '', ...rest] = item.nodes.flatMap((child) =>
        child.object === 'block' ? blockLines(child, `${indent}  `) : [nodeText(child)],
      );
      return [indent + bullet + first.trimStart(), ...rest];
    });
  }
  const children = block.nodes.filter((node): node is Block => node.object === 'block');
  if (children.length > 0 && children.length === block.nodes.length)
    return children.flatMap((child) => blockLines(child, indent));
  return [indent + nodeText(block)];
}

/** The Document as Markdown-like text: one paragraph per block, headings and lists marked. */
export function documentText(document: DocumentValue): string {
  return document.nodes
    .map((block) => blockLines(block, '').join('\n'))
    .filter((text) => text.trim() !== '')
    .join('\n\n');
}

/** Whether the Document says anything: some text, or a block that stands on its own (an image). */
export function hasContent(document: DocumentValue): boolean {
  return document.nodes.some(
    (block) => block.isVoid === true || nodeText(block).trim() !== '' || hasContentIn(block),
  );
}

function hasContentIn(block: Block): boolean {
  return block.nodes.some(
    (node) => node.object === 'block' && (node.isVoid === true || hasContentIn(node)),
  );
}

function paragraph(text: string): Block {
  return {
    object: 'block',
    type: 'paragraph',
    nodes: [{ object: 'text', leaves: [{ object: 'leaf', text, marks: [] }] }],
  };
}

/** Markdown text as a Document: one paragraph per run of lines between blank lines. */
export function documentOfText(text: string): DocumentValue {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return { object: 'document', data: { schemaVersion: 1 }, nodes: paragraphs.map(paragraph) };
}
