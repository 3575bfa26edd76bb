import {
  isEditableMark,
  textColors,
  type ColorValue,
  knownBlockTypes,
  listTypes,
  textBlockTypes,
  type CustomElement,
  type Descendant,
  type DocumentBlock,
  type DocumentInline,
  type DocumentLeaf,
  type DocumentMark,
  type DocumentNode,
  type DocumentText,
  type FormattedText,
  type KnownBlockType,
  type LinkElement,
} from './slate-types';
import { voidBlockTypes, voidInlineTypes } from './node-catalog';
import { without } from './without';

/* Document -> Slate (see convert.ts for what the two directions promise together). */

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nodeKeys = new Set(['object', 'type', 'key', 'data', 'isVoid', 'nodes']);
const inlineContainerTypes: ReadonlySet<string> = new Set([...textBlockTypes, 'code-line']);
const blockContainerTypes: ReadonlySet<string> = new Set([...listTypes, 'code']);
const knownTypes: ReadonlySet<string> = new Set(knownBlockTypes);

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

const colorSet: ReadonlySet<unknown> = new Set(textColors);

/** A colour mark the editor can change: two named colours and nothing else. */
function isColorValue(data: unknown): data is ColorValue {
  return (
    isRecord(data) &&
    Object.keys(data).length === 2 &&
    colorSet.has(data.text) &&
    colorSet.has(data.background)
  );
}

/** A void node of a known type in the platform's shape: `isVoid`, no children. */
function isKnownVoid(node: Json, object: 'block' | 'inline'): boolean {
  const types = object === 'block' ? voidBlockTypes : voidInlineTypes;
  return (
    node.object === object &&
    typeof node.type === 'string' &&
    types.has(node.type) &&
    node.isVoid === true &&
    !('nodes' in node) &&
    (!('key' in node) || typeof node.key === 'string')
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
    if (isEditableMark(mark.type)) flags[mark.type] = true;
    else if (mark.type === 'color' && isColorValue(mark.data)) flags.color = mark.data;
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
    const element =
      linkFrom(node, context) ??
      (isRecord(node) && isKnownVoid(node, 'inline')
        ? ({ type: 'void-inline', node: node as DocumentInline, children: [{ text: '' }] } as const)
        : opaqueInline(node));
    const previous = out.at(-1);
    if (!previous || !('text' in previous)) out.push(pad());
    out.push(element);
  }
  const last = out.at(-1);
  if (!last || !('text' in last)) out.push(pad());
  return out;
}

function linkFrom(node: unknown, context: Context): LinkElement | null {
  if (!isRecord(node) || node.object !== 'inline') return null;
  if (node.type !== 'link' && node.type !== 'annotation') return null;
  if (!Array.isArray(node.nodes) || node.isVoid === true) return null;
  const props = nodeProps(node);
  // Links hold plain (marked) text; anything richer inside one stays opaque.
  if (!props || !node.nodes.every(isValidText)) return null;
  const children = node.nodes.flatMap((text) => textsFrom(text, context));
  return { type: node.type, ...props, children: children.length > 0 ? children : [pad()] };
}

function blockFrom(node: unknown, context: Context): CustomElement {
  if (!isRecord(node) || node.object !== 'block' || typeof node.type !== 'string') {
    return opaqueBlock(node);
  }
  if (isKnownVoid(node, 'block')) {
    return { type: 'void-block', node: node as DocumentBlock, children: [{ text: '' }] };
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
export function documentToSlate(document: {
  readonly nodes: readonly DocumentNode[];
}): Descendant[] {
  const context: Context = { nextGroup: 1 };
  const value = (document.nodes as unknown[]).map((node) => blockFrom(node, context));
  // Slate cannot place a cursor in nothing; this paragraph disappears again if left empty.
  return value.length > 0 ? value : [{ type: 'paragraph', pad: true, children: [pad()] }];
}
