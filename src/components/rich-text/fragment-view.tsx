import type { ReactNode } from 'react';
import type { DocumentLeaf, DocumentNode } from './slate-types';

/*
 * A light read-only drawing of Document nodes that sit in a void node's fragments (an
 * expandable's body, an annotation's note, a table's cell content): plain HTML, no editor of
 * its own, so a long document with many of them stays cheap to show. They are edited through
 * the node's form.
 */

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const blockTags: Record<string, 'p' | 'h3' | 'h4' | 'h5' | 'ul' | 'ol' | 'li' | 'blockquote'> = {
  paragraph: 'p',
  'heading-1': 'h3',
  'heading-2': 'h4',
  'heading-3': 'h5',
  'list-unordered': 'ul',
  'list-tasks': 'ul',
  'list-ordered': 'ol',
  'list-item': 'li',
  blockquote: 'blockquote',
};

function leafView(leaf: DocumentLeaf, key: number): ReactNode {
  let content: ReactNode = leaf.text;
  for (const mark of leaf.marks) {
    if (mark.type === 'bold') content = <strong>{content}</strong>;
    else if (mark.type === 'italic') content = <em>{content}</em>;
    else if (mark.type === 'code') content = <code>{content}</code>;
    else if (mark.type === 'strikethrough') content = <s>{content}</s>;
  }
  return <span key={key}>{content}</span>;
}

/** The plain text of Document nodes (what a void's summary and its accessible name show). */
export function plainText(nodes: unknown): string {
  if (!Array.isArray(nodes)) return '';
  return nodes
    .map((node) => {
      if (!isRecord(node)) return '';
      if (node.object === 'text' && Array.isArray(node.leaves)) {
        return node.leaves.map((leaf) => (isRecord(leaf) ? String(leaf.text ?? '') : '')).join('');
      }
      const inner = plainText(node.nodes);
      return node.object === 'block' && inner ? `${inner} ` : inner;
    })
    .join('')
    .trim();
}

function nodeView(node: DocumentNode, key: number): ReactNode {
  if (node.object === 'text') return <span key={key}>{node.leaves.map(leafView)}</span>;
  const children = Array.isArray(node.nodes) ? node.nodes.map(nodeView) : null;
  if (node.object === 'inline') {
    return children ? <span key={key}>{children}</span> : <span key={key}>[{node.type}]</span>;
  }
  if (node.type === 'code') {
    return (
      <pre key={key}>
        <code>{node.nodes?.map((line) => plainText([line])).join('\n')}</code>
      </pre>
    );
  }
  const Tag = blockTags[node.type];
  if (Tag) return <Tag key={key}>{children}</Tag>;
  return <div key={key}>{children ?? `[${node.type}]`}</div>;
}

/** Document nodes drawn as static HTML. */
export function FragmentView(props: { nodes: unknown }) {
  const nodes = Array.isArray(props.nodes) ? (props.nodes as DocumentNode[]) : [];
  return <>{nodes.map(nodeView)}</>;
}
