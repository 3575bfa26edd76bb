import {
  editableMarks,
  knownBlockTypes,
  listTypes,
  textBlockTypes,
  type CustomElement,
  type Descendant,
  type Document,
  type DocumentBlock,
  type DocumentInline,
  type DocumentLeaf,
  type DocumentMark,
  type DocumentMeta,
  type DocumentNode,
  type DocumentText,
  type FormattedText,
  type KnownBlockType,
  type LinkElement,
} from './slate-types';
import { without } from './without';

/*
 * Conversion between the platform's Document and Slate's value. Both directions are pure.
 * `slateToDocument(documentToSlate(doc), doc)` gives back `doc` exactly (deep-equal), with no
 * canonical rewriting: everything Slate cannot hold natively rides along on the Slate nodes
 * (unknown keys in `extra`, a Document text's grouping and its marks in `source`), and any node
 * the editor does not understand becomes an opaque void element that carries it verbatim.
 *
 * Slate needs a few things the Document does not have: a text in every element, texts around
 * each inline, a block in an empty document. Those are added with `pad: true` and dropped again
 * while they stay empty.
 */

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nodeKeys = new Set(['object', 'type', 'key', 'data', 'isVoid', 'nodes']);
const inlineContainerTypes: ReadonlySet<string> = new Set([...textBlockTypes, 'code-line']);
const blockContainerTypes: ReadonlySet<string> = new Set([...listTypes, 'code']);
const knownTypes: ReadonlySet<string> = new Set(knownBlockTypes);
const editableMarkSet: ReadonlySet<string> = new Set(editableMarks);

interface Context {
  nextGroup: number;
}

type NodeProps = Pick<LinkElement, 'key' | 'data' | 'isVoid' | 'extra'>;

/** The editor-visible properties of a Document block or inline, or null when they are odd. */
function nodeProps(node: Json): NodeProps | null {
  const props: NodeProps = {};
  if ('key' in node) {
    if (typeof node.key !== 'string') return null;
    props.key = node.key;
  }
  if ('data' in node) {
    if (!isRecord(node.data)) return null;
    props.data = node.data;
  }
  if ('isVoid' in node) {
    if (typeof node.isVoid !== 'boolean') return null;
    props.isVoid = node.isVoid;
  }
  const extra: Json = {};
  let hasExtra = false;
  for (const [name, value] of Object.entries(node)) {
    if (nodeKeys.has(name)) continue;
    extra[name] = value;
    hasExtra = true;
  }
  if (hasExtra) props.extra = extra;
  return props;
}

function isValidMark(mark: unknown): mark is DocumentMark {
  return isRecord(mark) && mark.object === 'mark' && typeof mark.type === 'string';
}

function isValidLeaf(leaf: unknown): leaf is DocumentLeaf {
  return (
    isRecord(leaf) &&
    leaf.object === 'leaf' &&
    typeof leaf.text === 'string' &&
    Array.isArray(leaf.marks) &&
    leaf.marks.every(isValidMark)
  );
}

function isValidText(node: unknown): node is DocumentText {
  return (
    isRecord(node) &&
    node.object === 'text' &&
    Array.isArray(node.leaves) &&
    node.leaves.every(isValidLeaf)
  );
}

type ChildMode = 'empty' | 'block' | 'inline' | 'mixed';

/** Slate wants an element's children to be all blocks or all text and inlines. */
function childMode(nodes: unknown[]): ChildMode {
  let mode: ChildMode = 'empty';
  for (const node of nodes) {
    const object = isRecord(node) ? node.object : undefined;
    const kind =
      object === 'block' ? 'block' : object === 'text' || object === 'inline' ? 'inline' : 'mixed';
    if (kind === 'mixed') return 'mixed';
    if (mode === 'empty') mode = kind;
    else if (mode !== kind) return 'mixed';
  }
  return mode;
}

const pad = (): FormattedText => ({ text: '', pad: true });

function opaqueBlock(node: unknown): CustomElement {
  return { type: 'opaque-block', node: node as DocumentNode, children: [{ text: '' }] };
}

function opaqueInline(node: unknown): CustomElement {
  return { type: 'opaque-inline', node: node as DocumentNode, children: [{ text: '' }] };
}

function flagsOf(marks: DocumentMark[]): Partial<FormattedText> {
  const flags: Partial<FormattedText> = {};
  for (const mark of marks) {
    if (editableMarkSet.has(mark.type)) flags[mark.type as (typeof editableMarks)[number]] = true;
  }
  return flags;
}

function textsFrom(node: DocumentText, context: Context): FormattedText[] {
  const group = context.nextGroup++;
  const { leaves, ...textProps } = node;
  if (leaves.length === 0) {
    return [{ text: '', source: { group, textProps, marks: [], noLeaves: true } }];
  }
  return leaves.map((leaf) => {
    const { text, marks } = leaf;
    const leafProps = without(leaf, 'object', 'text', 'marks');
    return {
      text,
      ...flagsOf(marks),
      source: {
        group,
        textProps,
        marks,
        ...(Object.keys(leafProps).length > 0 ? { leafProps } : {}),
      },
    };
  });
}

/** Text and inline children, with the texts Slate requires around every inline. */
function inlineChildren(nodes: unknown[], context: Context): Descendant[] {
  const out: Descendant[] = [];
  for (const node of nodes) {
    if (isValidText(node)) {
      out.push(...textsFrom(node, context));
      continue;
    }
    const element = linkFrom(node, context) ?? opaqueInline(node);
    const previous = out.at(-1);
    if (!previous || !('text' in previous)) out.push(pad());
    out.push(element);
  }
  const last = out.at(-1);
  if (!last || !('text' in last)) out.push(pad());
  return out;
}

function linkFrom(node: unknown, context: Context): LinkElement | null {
  if (!isRecord(node) || node.object !== 'inline' || node.type !== 'link') return null;
  if (!Array.isArray(node.nodes) || node.isVoid === true) return null;
  const props = nodeProps(node);
  // Links hold plain (marked) text; anything richer inside one stays opaque.
  if (!props || !node.nodes.every(isValidText)) return null;
  const children = node.nodes.flatMap((text) => textsFrom(text, context));
  return { type: 'link', ...props, children: children.length > 0 ? children : [pad()] };
}

function blockFrom(node: unknown, context: Context): CustomElement {
  if (!isRecord(node) || node.object !== 'block' || typeof node.type !== 'string') {
    return opaqueBlock(node);
  }
  if (!knownTypes.has(node.type) || !Array.isArray(node.nodes)) return opaqueBlock(node);
  const type = node.type as KnownBlockType;
  const props = nodeProps(node);
  if (!props) return opaqueBlock(node);
  const nodes: unknown[] = node.nodes;
  if (type === 'divider') {
    return { type, ...props, nodes: nodes as DocumentNode[], children: [{ text: '' }] };
  }
  // A block the editor would edit but the Document calls void: it is not ours to change.
  if (props.isVoid === true) return opaqueBlock(node);
  const mode = childMode(nodes);
  if (mode === 'mixed') return opaqueBlock(node);
  if (mode === 'block' && inlineContainerTypes.has(type)) return opaqueBlock(node);
  if (mode === 'inline' && blockContainerTypes.has(type)) return opaqueBlock(node);
  const children =
    mode === 'block'
      ? nodes.map((child) => blockFrom(child, context))
      : mode === 'inline'
        ? inlineChildren(nodes, context)
        : [pad()];
  return { type, ...props, children };
}

/** The Slate value for a Document's blocks. */
export function documentToSlate(document: Pick<Document, 'nodes'>): Descendant[] {
  const context: Context = { nextGroup: 1 };
  const value = (document.nodes as unknown[]).map((node) => blockFrom(node, context));
  // Slate cannot place a cursor in nothing; this paragraph disappears again if left empty.
  return value.length > 0 ? value : [{ type: 'paragraph', pad: true, children: [pad()] }];
}

// ---------------------------------------------------------------------------------------------

/** The leaf's marks: as stored, minus editable marks turned off, plus those turned on. */
export function marksOf(text: FormattedText, stored: DocumentMark[] = []): DocumentMark[] {
  const out: DocumentMark[] = [];
  const present = new Set<string>();
  for (const mark of stored) {
    if (editableMarkSet.has(mark.type)) {
      if (!text[mark.type as (typeof editableMarks)[number]]) continue;
      present.add(mark.type);
    }
    out.push(mark);
  }
  for (const type of editableMarks) {
    if (text[type] && !present.has(type)) out.push({ object: 'mark', type });
  }
  return out;
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
  return isTextNode(node) || node.type === 'link' || node.type === 'opaque-inline';
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
      if (child.type === 'opaque-inline' || child.type === 'opaque-block') out.push(child.node);
      else if (child.type === 'link') {
        out.push({
          object: 'inline',
          type: 'link',
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
        out.push(child.node);
        break;
      case 'divider':
        out.push({ object: 'block', type: 'divider', ...propsOut(child), nodes: child.nodes });
        break;
      case 'link':
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
  return { ...meta, nodes: blocksOut(value, { usedGroups: new Set() }) as DocumentBlock[] };
}
