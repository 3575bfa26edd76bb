import type { JSX, ReactNode } from 'react';
import {
  ReactEditor,
  useReadOnly,
  useSlateStatic,
  type RenderChunkProps,
  type RenderElementProps,
  type RenderLeafProps,
} from 'slate-react';
import { liveUrl } from '@/api/safe-url';
import { linkUrl, toggleTaskChecked } from './editor-commands';
import { hintStyles, type HintStyle, type KnownBlockElement } from './slate-types';

/*
 * How each node looks, in the editor and in the read-only view alike (one renderer). These are
 * module-level functions so their identity never changes and Slate does not re-render every
 * element on each key press.
 */

const hintLabels: Record<HintStyle, string> = {
  info: 'Info hint',
  warning: 'Warning hint',
  danger: 'Danger hint',
  success: 'Success hint',
};

/** Only addresses that are safe to follow become real links (src/api/safe-url.ts). */
export function safeHref(url: string | undefined): string | undefined {
  return liveUrl(url);
}

function TaskItem(props: RenderElementProps & { element: KnownBlockElement }) {
  const editor = useSlateStatic();
  const readOnly = useReadOnly();
  const checked = props.element.data?.checked === true;
  return (
    <li {...props.attributes} className="doc-task">
      <span contentEditable={false} className="doc-task-check">
        <input
          type="checkbox"
          checked={checked}
          disabled={readOnly}
          aria-label={checked ? 'Done' : 'To do'}
          onChange={(event) =>
            toggleTaskChecked(
              editor,
              ReactEditor.findPath(editor, props.element),
              event.target.checked,
            )
          }
        />
      </span>
      <div className="doc-task-body">{props.children}</div>
    </li>
  );
}

export function renderElement(props: RenderElementProps): JSX.Element {
  const { attributes, children, element } = props;
  switch (element.type) {
    case 'paragraph':
      return <p {...attributes}>{children}</p>;
    case 'heading-1':
      // The page has its own h1; document headings sit one level below it.
      return (
        <h2 {...attributes} className="doc-h1">
          {children}
        </h2>
      );
    case 'heading-2':
      return (
        <h3 {...attributes} className="doc-h2">
          {children}
        </h3>
      );
    case 'heading-3':
      return (
        <h4 {...attributes} className="doc-h3">
          {children}
        </h4>
      );
    case 'list-unordered':
      return <ul {...attributes}>{children}</ul>;
    case 'list-ordered':
      return <ol {...attributes}>{children}</ol>;
    case 'list-tasks':
      return (
        <ul {...attributes} className="doc-tasks">
          {children}
        </ul>
      );
    case 'list-item':
      return typeof element.data?.checked === 'boolean' ? (
        <TaskItem {...props} element={element} />
      ) : (
        <li {...attributes}>{children}</li>
      );
    case 'blockquote':
      return <blockquote {...attributes}>{children}</blockquote>;
    case 'code': {
      const syntax = element.data?.syntax;
      const title = element.data?.title;
      const caption = typeof title === 'string' && title ? title : syntax;
      return (
        <div {...attributes} className="doc-code">
          {typeof caption === 'string' && caption ? (
            <div contentEditable={false} className="doc-code-caption">
              {caption}
            </div>
          ) : null}
          <pre>
            <code>{children}</code>
          </pre>
        </div>
      );
    }
    case 'code-line':
      return (
        <div {...attributes} className="doc-code-line">
          {children}
        </div>
      );
    case 'hint': {
      const raw = element.data?.style;
      const style: HintStyle = hintStyles.find((s) => s === raw) ?? 'info';
      return (
        <div
          {...attributes}
          className={`doc-hint doc-hint-${style}`}
          role="note"
          aria-label={hintLabels[style]}
        >
          {children}
        </div>
      );
    }
    case 'divider':
      return (
        <div {...attributes} className="doc-divider">
          <hr contentEditable={false} />
          {children}
        </div>
      );
    case 'link': {
      const href = safeHref(linkUrl(element));
      return href ? (
        <a {...attributes} href={href} target="_blank" rel="noreferrer">
          {children}
        </a>
      ) : (
        <span {...attributes} className="doc-link-internal">
          {children}
        </span>
      );
    }
    case 'opaque-block':
      return (
        <div {...attributes} className="doc-unsupported" role="note">
          <span contentEditable={false} className="doc-unsupported-label">
            Unsupported block: {'type' in element.node ? String(element.node.type) : 'content'}
          </span>
          {children}
        </div>
      );
    case 'opaque-inline':
      return (
        <span {...attributes} className="doc-unsupported-inline">
          <span contentEditable={false}>
            [Unsupported: {'type' in element.node ? String(element.node.type) : 'text'}]
          </span>
          {children}
        </span>
      );
  }
}

export function renderLeaf(props: RenderLeafProps): JSX.Element {
  const { attributes, leaf } = props;
  let content: ReactNode = props.children;
  if (leaf.code) content = <code>{content}</code>;
  if (leaf.bold) content = <strong>{content}</strong>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.strikethrough) content = <s>{content}</s>;
  // Marks the toolbar does not edit still read as what they are.
  for (const mark of leaf.source?.marks ?? []) {
    if (mark.type === 'keyboard') content = <kbd>{content}</kbd>;
    else if (mark.type === 'superscript') content = <sup>{content}</sup>;
    else if (mark.type === 'subscript') content = <sub>{content}</sub>;
  }
  return <span {...attributes}>{content}</span>;
}

/** The lowest chunks of a very long document are skipped by layout while off screen. */
export function renderChunk(props: RenderChunkProps): JSX.Element {
  return (
    <div {...props.attributes} className={props.lowest ? 'doc-chunk' : undefined}>
      {props.children}
    </div>
  );
}
