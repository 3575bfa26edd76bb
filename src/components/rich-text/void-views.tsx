import { useState, type ReactNode } from 'react';
import { liveUrl } from '@/api/safe-url';
import { FragmentView, plainText } from './fragment-view';
import { emojiText } from './node-forms';
import styles from './void.module.css';
import { CellView } from './table-cells';
import { orderedRecords, type TableData } from './table-editor';
import type { DocumentBlock, DocumentInline } from './slate-types';

/*
 * What each known void node looks like (platform-values §2.2, §2.3): enough of its data that a
 * reader sees what it is and a writer sees what its form changes.
 */

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** A ContentRef in words: `page page_api`, or the address of a url. */
export function refText(ref: unknown): string {
  if (!isRecord(ref)) return '';
  if (ref.kind === 'url') return str(ref.url);
  const target = Object.entries(ref).find(([key]) => key !== 'kind')?.[1];
  return `${str(ref.kind)} ${str(target)}`.trim();
}

const fragment = (node: DocumentBlock, name: string): unknown =>
  Array.isArray(node.fragments)
    ? (node.fragments as Json[]).find((f) => f.fragment === name || f.type === name)?.nodes
    : undefined;

function TableView(props: { data: TableData }) {
  const { data } = props;
  const columns = (data.view?.columns ?? []).flatMap((id) => data.definition?.[id] ?? []);
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.id}>{column.title}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {orderedRecords(data).map(([id, record]) => (
          <tr key={id}>
            {columns.map((column) => (
              <td key={column.id}>
                <CellView definition={column} value={record.values[column.id]} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Its body is drawn once opened: closed, it costs no DOM (which every key press walks). */
function ExpandableView(props: { node: DocumentBlock }) {
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.expandable} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{plainText(fragment(props.node, 'expandable-title'))}</summary>
      {open ? <FragmentView nodes={fragment(props.node, 'expandable-body')} /> : null}
    </details>
  );
}

function ImageView(props: { node: DocumentBlock }) {
  const data = props.node.data ?? {};
  const ref = data.ref;
  const src = isRecord(ref) && ref.kind === 'url' ? liveUrl(str(ref.url)) : undefined;
  const caption = plainText(fragment(props.node, 'caption'));
  return (
    <figure className={styles.figure}>
      {src ? (
        <img src={src} alt={str(data.alt)} className={styles.image} loading="lazy" />
      ) : (
        <span className={styles.placeholder}>Image {refText(ref)}</span>
      )}
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
}

/** The body of a void block (the frame and its buttons are drawn by the element). */
export function voidBlockView(node: DocumentBlock): ReactNode {
  const data = node.data ?? {};
  switch (node.type) {
    case 'divider':
      return <hr className={styles.divider} />;
    case 'image':
      return <ImageView node={node} />;
    case 'math':
      return (
        <code className={styles.math} role="math" aria-label={str(data.formula)}>
          {str(data.formula)}
        </code>
      );
    case 'embed': {
      const href = liveUrl(str(data.url));
      return href ? (
        <a href={href} target="_blank" rel="noreferrer">
          {str(data.url)}
        </a>
      ) : (
        <span>{str(data.url)}</span>
      );
    }
    case 'expandable':
      return <ExpandableView node={node} />;
    case 'table':
      return <TableView data={data as unknown as TableData} />;
    case 'file':
    case 'drawing':
    case 'content-ref':
    case 'reusable-content':
      return <span>{refText(data.ref) || 'No file yet'}</span>;
    case 'integration':
      return <span>{`${str(data.integration)} · ${str(data.block)}`}</span>;
    default: {
      // API blocks: their reference and what of the API they show.
      const what = [str(data.method).toUpperCase(), str(data.path), str(data.name)]
        .concat(Array.isArray(data.schemas) ? data.schemas.map(str) : [])
        .filter(Boolean)
        .join(' ');
      return <span>{`${refText(data.ref)} ${what}`.trim()}</span>;
    }
  }
}

/** The text an inline void shows, which is also its accessible name's detail. */
export function voidInlineText(node: DocumentInline): string {
  const data = node.data ?? {};
  switch (node.type) {
    case 'emoji':
      return emojiText(str(data.code));
    case 'mention':
      return `@${refText(data.ref)}`;
    case 'button':
      return str(data.label);
    case 'inline-math':
      return str(data.formula);
    case 'expression':
      return `{{ ${str(data.expression)} }}`;
    case 'icon':
      return `:${str(data.icon)}:`;
    case 'inline-image':
      return str(data.alt) || str(data.caption) || 'image';
    default:
      return node.type;
  }
}
