import type { ReactNode } from 'react';
import type { components } from '../../api/schema.gen';

type Document = components['schemas']['Document'];
type DocumentNode = components['schemas']['DocumentNode'];
type DocumentBlock = components['schemas']['DocumentBlock'];
type DocumentInline = components['schemas']['DocumentInline'];
type DocumentLeaf = components['schemas']['DocumentLeaf'];

const hintStyles = ['info', 'warning', 'danger', 'success'] as const;
type HintStyle = (typeof hintStyles)[number];

function stringData(node: DocumentBlock | DocumentInline, key: string): string | undefined {
  const value = node.data?.[key];
  return typeof value === 'string' ? value : undefined;
}

/** An external link's address; other kinds of reference (pages, files) have none to follow here. */
function linkHref(node: DocumentInline): string | undefined {
  const ref = node.data?.ref;
  if (typeof ref !== 'object' || ref === null) return undefined;
  if (!('kind' in ref) || ref.kind !== 'url' || !('url' in ref) || typeof ref.url !== 'string') {
    return undefined;
  }
  return /^(https?:|mailto:)/i.test(ref.url) ? ref.url : undefined;
}

function Leaf(props: { leaf: DocumentLeaf }) {
  let content: ReactNode = props.leaf.text;
  for (const mark of props.leaf.marks) {
    switch (mark.type) {
      case 'bold':
        content = <strong>{content}</strong>;
        break;
      case 'italic':
        content = <em>{content}</em>;
        break;
      case 'code':
        content = <code>{content}</code>;
        break;
      case 'strikethrough':
        content = <s>{content}</s>;
        break;
      case 'keyboard':
        content = <kbd>{content}</kbd>;
        break;
      case 'superscript':
        content = <sup>{content}</sup>;
        break;
      case 'subscript':
        content = <sub>{content}</sub>;
        break;
      default:
        // Marks without a reading (colours, future marks) leave the text as it is.
        break;
    }
  }
  return <>{content}</>;
}

function Nodes(props: { nodes: DocumentNode[] }) {
  return (
    <>
      {props.nodes.map((node, index) => (
        <Node
          key={('key' in node && typeof node.key === 'string' ? node.key : undefined) ?? index}
          node={node}
        />
      ))}
    </>
  );
}

function Node(props: { node: DocumentNode }): ReactNode {
  const { node } = props;
  if (node.object === 'text') {
    return (
      <>
        {node.leaves.map((leaf, index) => (
          <Leaf key={index} leaf={leaf} />
        ))}
      </>
    );
  }
  if (node.object === 'inline') {
    if (node.type === 'link') {
      const href = linkHref(node);
      return href ? (
        <a href={href} target="_blank" rel="noreferrer">
          <Nodes nodes={node.nodes} />
        </a>
      ) : (
        <span className="doc-link-internal">
          <Nodes nodes={node.nodes} />
        </span>
      );
    }
    return <Nodes nodes={node.nodes} />;
  }
  return <Block block={node} />;
}

function Block(props: { block: DocumentBlock }): ReactNode {
  const { block } = props;
  const children = <Nodes nodes={block.nodes} />;
  switch (block.type) {
    case 'paragraph':
      return <p>{children}</p>;
    case 'heading-1':
      // The page has its own h1; document headings sit one level below it.
      return <h2 className="doc-h1">{children}</h2>;
    case 'heading-2':
      return <h3 className="doc-h2">{children}</h3>;
    case 'heading-3':
      return <h4 className="doc-h3">{children}</h4>;
    case 'list-unordered':
      return <ul>{children}</ul>;
    case 'list-ordered':
      return <ol>{children}</ol>;
    case 'list-tasks':
      return <ul className="doc-tasks">{children}</ul>;
    case 'list-item': {
      const checked = block.data?.checked;
      if (typeof checked === 'boolean') {
        return (
          <li className="doc-task">
            <span className={checked ? 'doc-check doc-check-on' : 'doc-check'} aria-hidden="true">
              {checked ? '✓' : ''}
            </span>
            <span className="visually-hidden">{checked ? 'Done: ' : 'To do: '}</span>
            <div>{children}</div>
          </li>
        );
      }
      return <li>{children}</li>;
    }
    case 'blockquote':
      return <blockquote>{children}</blockquote>;
    case 'code': {
      const title = stringData(block, 'title');
      const syntax = stringData(block, 'syntax');
      return (
        <figure className="doc-code">
          {title || syntax ? <figcaption>{title ?? syntax}</figcaption> : null}
          <pre>
            <code>{children}</code>
          </pre>
        </figure>
      );
    }
    case 'code-line':
      return (
        <span className="doc-code-line">
          {children}
          {'\n'}
        </span>
      );
    case 'hint': {
      const raw = stringData(block, 'style');
      const style: HintStyle = hintStyles.find((s) => s === raw) ?? 'info';
      return (
        <aside
          className={`doc-hint doc-hint-${style}`}
          aria-label={`${style[0]?.toUpperCase()}${style.slice(1)} hint`}
        >
          {children}
        </aside>
      );
    }
    case 'divider':
      return <hr />;
    default:
      // The editor keeps such blocks untouched; here they are named so nothing is silently hidden.
      return (
        <div className="doc-unsupported" role="note">
          <span className="doc-unsupported-label">Unsupported block: {block.type}</span>
        </div>
      );
  }
}

/** Renders a platform Document read-only. */
export function DocumentView(props: { document: Document }) {
  return (
    <div className="document">
      {props.document.nodes.length === 0 ? (
        <p className="muted">This document is empty.</p>
      ) : (
        <Nodes nodes={props.document.nodes} />
      )}
    </div>
  );
}
