import type { DocumentValue } from '../store/state.ts';
import { document, paragraph } from '../../../api/document-builders.ts';

/**
 * Plain text in and out of the rich-text Document: comment bodies arrive as Markdown or as a
 * Document and are answered in the form the caller asks for (platform-values §6.1 BodyDoc), and
 * the merge rules ask whether a description says anything at all.
 */

/**
 * What every node of the platform's Document model has in common, as far as its text goes:
 * texts carry leaves, voids (images, embeds, tables, dividers) carry no `nodes`, and a few
 * blocks keep content beside their children in `fragments`. Reading through this one shape
 * covers the model's dozens of node types without a case for each.
 */
interface TextNode {
  readonly object: string;
  readonly type?: string;
  readonly isVoid?: boolean;
  readonly leaves?: readonly { readonly text: string }[];
  readonly nodes?: readonly TextNode[];
  readonly fragments?: readonly TextNode[];
}

function nodeText(node: TextNode): string {
  if (node.leaves !== undefined) return node.leaves.map((leaf) => leaf.text).join('');
  return (node.nodes ?? []).map(nodeText).join('');
}

const headingPrefix: Record<string, string> = {
  'heading-1': '# ',
  'heading-2': '## ',
  'heading-3': '### ',
};

const isBlock = (node: TextNode): boolean => node.object === 'block';

function blockLines(block: TextNode, indent: string): string[] {
  const type = block.type ?? '';
  const nodes = block.nodes ?? [];
  const prefix = headingPrefix[type];
  if (prefix !== undefined) return [indent + prefix + nodeText(block)];
  if (type.startsWith('list-')) {
    const ordered = type === 'list-ordered';
    return nodes.flatMap((item, index) => {
      if (!isBlock(item)) return [];
      const bullet = ordered ? `${index + 1}. ` : '- ';
      const [first = '', ...rest] = (item.nodes ?? []).flatMap((child) =>
        isBlock(child) ? blockLines(child, `${indent}  `) : [nodeText(child)],
      );
      return [indent + bullet + first.trimStart(), ...rest];
    });
  }
  const children = nodes.filter(isBlock);
  if (children.length > 0 && children.length === nodes.length)
    return children.flatMap((child) => blockLines(child, indent));
  return [indent + nodeText(block)];
}

/** The Document as Markdown-like text: one paragraph per block, headings and lists marked. */
export function documentText(document: DocumentValue): string {
  const blocks: readonly TextNode[] = document.nodes;
  return blocks
    .map((block) => blockLines(block, '').join('\n'))
    .filter((text) => text.trim() !== '')
    .join('\n\n');
}

/** Whether a node says anything: some text, or a block that stands on its own (an image). */
function says(node: TextNode): boolean {
  if (node.isVoid === true) return true;
  if (node.leaves !== undefined) return node.leaves.some((leaf) => leaf.text.trim() !== '');
  return [...(node.nodes ?? []), ...(node.fragments ?? [])].some(says);
}

/** Whether the Document says anything: some text, or a block that stands on its own. */
export function hasContent(document: DocumentValue): boolean {
  const blocks: readonly TextNode[] = document.nodes;
  return blocks.some(says);
}

/** Markdown text as a Document: one paragraph per run of lines between blank lines. */
export function documentOfText(text: string): DocumentValue {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return document(...paragraphs.map((line) => paragraph(line)));
}
