import type { JSX, ReactNode } from 'react';
import {
  ReactEditor,
  useReadOnly,
  useSlateStatic,
  type RenderChunkProps,
  type RenderElementProps,
  type RenderLeafProps,
} from 'slate-react';
import { cx } from '@/lib/class-names';
import { toggleTaskChecked } from './editor-commands';
import { linkUrl } from './link-commands';
import styles from './render.module.css';
import { Container, StepItem, TabItem } from './container-elements';
import { AnnotationInline } from './annotation-element';
import { hintStyles, type HintStyle, type KnownBlockElement, type TextColor } from './slate-types';
import { VoidBlock, VoidInline } from './void-elements';
import { liveUrl } from '@/api/safe-url';

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

const hintClasses: Record<HintStyle, string | undefined> = {
  info: undefined,
  warning: styles.hintWarning,
  danger: styles.hintDanger,
  success: styles.hintSuccess,
};

/** The platform's named colours in the theme's tokens, so both themes keep their contrast. */
const hues: Record<TextColor, string | undefined> = {
  default: undefined,
  green: 'success',
  blue: 'info',
  red: 'danger',
  orange: 'warning',
  yellow: 'warning',
  purple: 'primary',
  $primary: 'primary',
  $info: 'info',
  $success: 'success',
  $warning: 'warning',
  $danger: 'danger',
};
const tokenMap = (suffix: string) =>
  Object.fromEntries(
    Object.entries(hues).map(([name, hue]) => [name, hue && `var(--${hue}${suffix})`]),
  ) as Record<TextColor, string | undefined>;
const textTokens = tokenMap('');
const backgroundTokens = tokenMap('-soft');

/** The class of the writing area, which styles the elements a document holds. */
export const documentClass = styles.document;

/** Only addresses that are safe to follow become real links (src/api/safe-url.ts). */
export function safeHref(url: string | undefined): string | undefined {
  return liveUrl(url);
}

function TaskItem(props: RenderElementProps & { element: KnownBlockElement }) {
  const editor = useSlateStatic();
  const readOnly = useReadOnly();
  const checked = props.element.data?.checked === true;
  return (
    <li {...props.attributes} className={styles.task}>
      <span contentEditable={false} className={styles.taskCheck}>
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
      <div className={styles.taskBody}>{props.children}</div>
    </li>
  );
}

/**
 * The elements that are one HTML element around their children, and its class. Each heading is
 * the level its name says: "Heading 2" in the toolbar is an h2 on the page.
 */
const plainElements: Record<PlainType, { tag: PlainTag; className?: string }> = {
  paragraph: { tag: 'p' },
  'heading-1': { tag: 'h1', className: styles.h1 },
  'heading-2': { tag: 'h2', className: styles.h2 },
  'heading-3': { tag: 'h3', className: styles.h3 },
  'list-unordered': { tag: 'ul' },
  'list-ordered': { tag: 'ol' },
  'list-tasks': { tag: 'ul', className: styles.tasks },
  blockquote: { tag: 'blockquote' },
  'code-line': { tag: 'div', className: styles.codeLine },
};

type PlainType =
  | 'paragraph'
  | 'heading-1'
  | 'heading-2'
  | 'heading-3'
  | 'list-unordered'
  | 'list-ordered'
  | 'list-tasks'
  | 'blockquote'
  | 'code-line';
type PlainTag = 'p' | 'h1' | 'h2' | 'h3' | 'ul' | 'ol' | 'blockquote' | 'div';

export function renderElement(props: RenderElementProps): JSX.Element {
  const { attributes, children, element } = props;
  switch (element.type) {
    case 'list-item':
      return typeof element.data?.checked === 'boolean' ? (
        <TaskItem {...props} element={element} />
      ) : (
        <li {...attributes}>{children}</li>
      );
    case 'code': {
      const syntax = element.data?.syntax;
      const title = element.data?.title;
      const caption = typeof title === 'string' && title ? title : syntax;
      return (
        <div {...attributes} className={styles.code}>
          {typeof caption === 'string' && caption ? (
            <div contentEditable={false} className={styles.codeCaption}>
              {caption}
            </div>
          ) : null}
          <pre>
            <code>{children}</code>
          </pre>
        </div>
      );
    }
    case 'hint': {
      const raw = element.data?.style;
      const style: HintStyle = hintStyles.find((s) => s === raw) ?? 'info';
      return (
        <div
          {...attributes}
          className={cx(styles.hint, hintClasses[style])}
          role="note"
          aria-label={hintLabels[style]}
        >
          {children}
        </div>
      );
    }
    case 'divider':
      return (
        <div {...attributes} className={styles.divider}>
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
        <span {...attributes} className={styles.linkInternal}>
          {children}
        </span>
      );
    }
    case 'tabs':
    case 'stepper':
    case 'images':
      return <Container {...props} element={element} />;
    case 'tabs-item':
      return <TabItem {...props} element={element} />;
    case 'stepper-step':
      return <StepItem {...props} element={element} />;
    case 'void-block':
      return <VoidBlock {...props} element={element} />;
    case 'void-inline':
      return <VoidInline {...props} element={element} />;
    case 'annotation':
      return <AnnotationInline {...props} element={element} />;
    case 'opaque-block':
      return (
        <div {...attributes} className={styles.unsupported} role="note">
          <span contentEditable={false} className={styles.unsupportedLabel}>
            Unsupported block: {'type' in element.node ? String(element.node.type) : 'content'}
          </span>
          {children}
        </div>
      );
    case 'opaque-inline':
      return (
        <span {...attributes} className={styles.unsupportedInline}>
          <span contentEditable={false}>
            [Unsupported: {'type' in element.node ? String(element.node.type) : 'text'}]
          </span>
          {children}
        </span>
      );
    default: {
      const { tag: Tag, className } = plainElements[element.type];
      return (
        <Tag {...attributes} className={className}>
          {children}
        </Tag>
      );
    }
  }
}

export function renderLeaf(props: RenderLeafProps): JSX.Element {
  const { attributes, leaf } = props;
  let content: ReactNode = props.children;
  if (leaf.code) content = <code>{content}</code>;
  if (leaf.bold) content = <strong>{content}</strong>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.strikethrough) content = <s>{content}</s>;
  if (leaf.keyboard) content = <kbd>{content}</kbd>;
  if (leaf.superscript) content = <sup>{content}</sup>;
  if (leaf.subscript) content = <sub>{content}</sub>;
  const color = leaf.color;
  const style = color
    ? { color: textTokens[color.text], backgroundColor: backgroundTokens[color.background] }
    : undefined;
  return (
    <span {...attributes} style={style}>
      {content}
    </span>
  );
}

/** The lowest chunks of a very long document are skipped by layout while off screen. */
export function renderChunk(props: RenderChunkProps): JSX.Element {
  return (
    <div {...props.attributes} className={props.lowest ? styles.chunk : undefined}>
      {props.children}
    </div>
  );
}
