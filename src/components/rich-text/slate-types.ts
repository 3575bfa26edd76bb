import type { BaseEditor } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';
import type { components } from '@/api/schema.gen';

/** A Document as the contract describes it (platform-values §2). */
export type Document = components['schemas']['Document'];

type Json = Record<string, unknown>;

/*
 * Documents as the editor reads them: the contract's shapes, loosened. A server may send what
 * the contract does not describe (a newer node type, a key of its own); the editor keeps every
 * node it does not understand as it came, so it types nodes by what it checks before use.
 */
export interface DocumentMark {
  object: 'mark';
  type: string;
  data?: Json;
  [key: string]: unknown;
}
export interface DocumentLeaf {
  object: 'leaf';
  text: string;
  marks: DocumentMark[];
  [key: string]: unknown;
}
export interface DocumentText {
  object: 'text';
  key?: string;
  leaves: DocumentLeaf[];
  [key: string]: unknown;
}
/** What blocks and inlines share: a type, maybe data, maybe children. */
interface DocumentElementNode {
  type: string;
  key?: string;
  isVoid?: boolean;
  data?: Json;
  nodes?: DocumentNode[];
  [key: string]: unknown;
}
export interface DocumentBlock extends DocumentElementNode {
  object: 'block';
}
export interface DocumentInline extends DocumentElementNode {
  object: 'inline';
}
export type DocumentNode = DocumentBlock | DocumentInline | DocumentText;
/** Everything of a Document but its blocks: `object`, `data` and any other top-level key. */
export type DocumentMeta = Omit<Document, 'nodes'>;
/** A Document read with the editor's loose node types (what it can check before use). */
export type LooseDocument = DocumentMeta & { nodes: DocumentBlock[] };

/** Marks the editor can toggle; any other mark rides along untouched (see TextSource). */
export const editableMarks = [
  'bold',
  'italic',
  'code',
  'strikethrough',
  'keyboard',
  'superscript',
  'subscript',
] as const;
export type EditableMark = (typeof editableMarks)[number];
export const isEditableMark = (type: string): type is EditableMark =>
  (editableMarks as readonly string[]).includes(type);

/** The named colours of a `color` mark (platform-values §2.4); hex codes are not allowed. */
export const textColors = [
  'default',
  'green',
  'blue',
  'red',
  'orange',
  'yellow',
  'purple',
  '$primary',
  '$info',
  '$success',
  '$warning',
  '$danger',
] as const;
export type TextColor = (typeof textColors)[number];
export interface ColorValue {
  text: TextColor;
  background: TextColor;
}

export const hintStyles = ['info', 'warning', 'danger', 'success'] as const;
export type HintStyle = (typeof hintStyles)[number];

/** Blocks whose children are text and inlines. */
export const textBlockTypes = ['paragraph', 'heading-1', 'heading-2', 'heading-3'] as const;
export type TextBlockType = (typeof textBlockTypes)[number];
export const listTypes = ['list-unordered', 'list-ordered', 'list-tasks'] as const;
export type ListType = (typeof listTypes)[number];

/** Blocks whose children are blocks the editor edits in place (tabs, steps, image groups). */
export const containerBlockTypes = [
  'tabs',
  'tabs-item',
  'stepper',
  'stepper-step',
  'images',
] as const;
export type ContainerBlockType = (typeof containerBlockTypes)[number];

export type KnownBlockType =
  | TextBlockType
  | ListType
  | ContainerBlockType
  | 'list-item'
  | 'blockquote'
  | 'code'
  | 'code-line'
  | 'hint'
  | 'divider';

export const knownBlockTypes: readonly KnownBlockType[] = [
  ...textBlockTypes,
  ...listTypes,
  ...containerBlockTypes,
  'list-item',
  'blockquote',
  'code',
  'code-line',
  'hint',
  'divider',
];

/**
 * Where a Slate text came from in the Document, so saving rebuilds the Document exactly:
 * the Document groups leaves into text nodes and marks carry order and data that Slate's flat
 * `bold: true` flags cannot hold.
 */
export interface TextSource {
  /** Leaves of one Document text share a group id (unique within one conversion). */
  group: number;
  /** The Document text's own properties (`key`, unknown keys), without `leaves`. */
  textProps: Json;
  /** The leaf's marks as stored: order, data, marks the editor does not know. */
  marks: DocumentMark[];
  /** The leaf's properties other than object, text and marks. */
  leafProps?: Json;
  /** The Document text had no leaves at all; it stays leafless while this text is empty. */
  noLeaves?: true;
}

export interface FormattedText {
  text: string;
  bold?: true;
  italic?: true;
  code?: true;
  strikethrough?: true;
  keyboard?: true;
  superscript?: true;
  subscript?: true;
  /** A `color` mark's data. */
  color?: ColorValue;
  source?: TextSource;
  /** Added only because Slate needs a text here (empty element, around an inline). */
  pad?: true;
}

/** Properties every known element keeps from its Document node. */
interface NodeProps {
  key?: string;
  data?: Json;
  isVoid?: boolean;
  /** Unknown top-level keys of the Document node, kept for saving. */
  extra?: Json;
}

export interface KnownBlockElement extends NodeProps {
  type: Exclude<KnownBlockType, 'divider'>;
  children: Descendant[];
  /** The paragraph an empty document gets so there is somewhere to type. */
  pad?: true;
}

export interface DividerElement extends NodeProps {
  type: 'divider';
  /** The divider's Document children, kept as they came (Slate gives a void one empty text). */
  nodes: DocumentNode[];
  children: FormattedText[];
}

/** An inline of marked text: a link, or an annotation (whose note rides in `extra`). */
export interface LinkElement extends NodeProps {
  type: 'link' | 'annotation';
  children: FormattedText[];
}

/**
 * A void platform block the editor knows (image, math, embed, table, expandable, …): the
 * Document node itself, shown as what it is and changed only as a whole (through its form), so
 * an unchanged one is saved back exactly as it came.
 */
export interface VoidBlockElement {
  type: 'void-block';
  node: DocumentBlock;
  children: FormattedText[];
}

/** A void platform inline the editor knows (emoji, mention, button, inline math, …). */
export interface VoidInlineElement {
  type: 'void-inline';
  node: DocumentInline;
  children: FormattedText[];
}

/** A Document node the editor does not understand, shown read-only and saved back verbatim. */
export interface OpaqueBlockElement {
  type: 'opaque-block';
  node: DocumentNode;
  children: FormattedText[];
}

export interface OpaqueInlineElement {
  type: 'opaque-inline';
  node: DocumentNode;
  children: FormattedText[];
}

export type CustomElement =
  | KnownBlockElement
  | DividerElement
  | LinkElement
  | VoidBlockElement
  | VoidInlineElement
  | OpaqueBlockElement
  | OpaqueInlineElement;

export type Descendant = CustomElement | FormattedText;

export type CustomEditor = BaseEditor & ReactEditor & HistoryEditor;

declare module 'slate' {
  interface CustomTypes {
    Editor: CustomEditor;
    Element: CustomElement;
    Text: FormattedText;
  }
}
