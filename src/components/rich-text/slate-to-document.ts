import {
  editableMarks,
  isEditableMark,
  textColors,
  type ColorValue,
  type CustomElement,
  type Descendant,
  type Document,
  type DocumentInline,
  type DocumentLeaf,
  type DocumentMark,
  type DocumentMeta,
  type DocumentNode,
  type DocumentText,
  type FormattedText,
  type LinkElement,
} from './slate-types';
import { without } from './without';

/* Slate -> Document (see convert.ts for what the two directions promise together). */

type Json = Record<string, unknown>;

type NodeProps = Pick<LinkElement, 'key' | 'data' | 'isVoid' | 'extra'>;

/** The leaf's marks: as stored, minus editable marks turned off, plus those turned on. */
export function marksOf(text: FormattedText, stored: DocumentMark[] = []): DocumentMark[] {
  const out: DocumentMark[] = [];
  const present = new Set<string>();
  for (const mark of stored) {
    if (isEditableMark(mark.type)) {
      if (!text[mark.type]) continue;
      present.add(mark.type);
    } else if (mark.type === 'color' && (text.color || colorWasEditable(mark))) {
      // A colour the editor read is the one it writes: changed, kept or removed.
      if (!text.color) continue;
      present.add('color');
      if (!sameColor(mark.data, text.color)) {
        out.push({ ...mark, data: { ...text.color } });
        continue;
      }
    }
    out.push(mark);
  }
  for (const type of editableMarks) {
    if (text[type] && !present.has(type)) out.push({ object: 'mark', type });
  }
  if (text.color && !present.has('color')) {
    out.push({ object: 'mark', type: 'color', data: { ...text.color } });
  }
  return out;
}

const colorNames: ReadonlySet<unknown> = new Set(textColors);

/** Whether the editor read this colour mark into `color` (see flagsOf in document-to-slate). */
function colorWasEditable(mark: DocumentMark): boolean {
  const data = mark.data;
  return (
    data !== undefined &&
    Object.keys(data).length === 2 &&
    colorNames.has(data.text) &&
    colorNames.has(data.background)
  );
}

function sameColor(data: DocumentMark['data'], color: ColorValue): boolean {
  return data?.text === color.text && data.background === color.background;
}

function propsOut(element: NodeProps): Json {
  return {
    ...element.extra,
    ...(element.key !== undefined ? { key: element.key } : {}),
    ...(element.data !== undefined ? { data: element.data } : {}),
    ...(element.isVoid !== undefined ? { isVoid: element.isVoid } : {}),
  };
}

const isTextNode = (node: Descendant): node is FormattedText => 'text' in node;

function isInlineNode(node: Descendant): boolean {
  return (
    isTextNode(node) ||
    node.type === 'link' ||
    node.type === 'annotation' ||
    node.type === 'void-inline' ||
    node.type === 'opaque-inline'
  );
}

/** A Document text from its stored properties (which hold `object` and any unknown key). */
function textNode(props: Json, leaves: DocumentLeaf[]): DocumentText {
  return { ...props, leaves } as unknown as DocumentText;
}

interface OutContext {
  /** Text groups already written: a group met again was split by an edit. */
  usedGroups: Set<number>;
}

function inlinesOut(children: Descendant[], context: OutContext): DocumentNode[] {
  const out: DocumentNode[] = [];
  let current: { group: number | 'editor'; text: DocumentText } | null = null;
  const { usedGroups } = context;
  for (const child of children) {
    if (!isTextNode(child)) {
      current = null;
      if (
        child.type === 'opaque-inline' ||
        child.type === 'opaque-block' ||
        child.type === 'void-inline' ||
        child.type === 'void-block'
      )
        out.push(child.node);
      else if (child.type === 'link' || child.type === 'annotation') {
        out.push({
          object: 'inline',
          type: child.type,
          ...propsOut(child),
          nodes: inlinesOut(child.children, context),
        } as DocumentInline);
      } else out.push(...blocksOut([child], context));
      continue;
    }
    if (child.pad && child.text === '') continue;
    const source = child.source;
    if (!source) {
      // Texts Slate adds around inlines say nothing; an element's only text is kept.
      if (child.text === '' && children.length > 1) continue;
      const leaf: DocumentLeaf = { object: 'leaf', text: child.text, marks: marksOf(child) };
      if (current?.group === 'editor') current.text.leaves.push(leaf);
      else {
        current = { group: 'editor', text: { object: 'text', leaves: [leaf] } };
        out.push(current.text);
      }
      continue;
    }
    if (source.noLeaves && child.text === '') {
      current = null;
      out.push(textNode(source.textProps, []));
      continue;
    }
    const leaf = {
      ...source.leafProps,
      object: 'leaf',
      text: child.text,
      marks: marksOf(child, source.marks),
    } as DocumentLeaf;
    if (current?.group === source.group) {
      current.text.leaves.push(leaf);
      continue;
    }
    // A text split by an edit (a new inline, a new paragraph) comes back as several texts; only
    // the first keeps its key, as keys are unique in a Document.
    let textProps = source.textProps;
    if (usedGroups.has(source.group)) {
      textProps = without(textProps, 'key');
    }
    usedGroups.add(source.group);
    current = { group: source.group, text: textNode(textProps, [leaf]) };
    out.push(current.text);
  }
  return out;
}

function isUntouchedPad(element: CustomElement): boolean {
  return (
    element.type === 'paragraph' &&
    element.pad === true &&
    element.children.every((child) => isTextNode(child) && child.text === '')
  );
}

function blocksOut(children: Descendant[], context: OutContext): DocumentNode[] {
  const out: DocumentNode[] = [];
  for (const child of children) {
    if (isTextNode(child)) continue;
    switch (child.type) {
      case 'opaque-block':
      case 'opaque-inline':
      case 'void-block':
      case 'void-inline':
        out.push(child.node);
        break;
      case 'divider':
        out.push({ object: 'block', type: 'divider', ...propsOut(child), nodes: child.nodes });
        break;
      case 'link':
      case 'annotation':
        out.push(...inlinesOut([child], context));
        break;
      default:
        if (isUntouchedPad(child)) break;
        out.push({
          object: 'block',
          type: child.type,
          ...propsOut(child),
          nodes: childrenOut(child.children, context),
        });
    }
  }
  return out;
}

function childrenOut(children: Descendant[], context: OutContext): DocumentNode[] {
  const first = children[0];
  return first && isInlineNode(first)
    ? inlinesOut(children, context)
    : blocksOut(children, context);
}

/** The Document for a Slate value; `meta` gives back the Document's own keys (data, ...). */
export function slateToDocument(value: Descendant[], meta: DocumentMeta): Document {
  // The editor writes the shapes it read; the contract's type is the promise for its own nodes.
  return { ...meta, nodes: blocksOut(value, { usedGroups: new Set() }) } as unknown as Document;
}
