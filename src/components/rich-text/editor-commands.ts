import type { Path } from 'slate';
import { Editor, Element, Node, Range, Transforms, type NodeEntry } from 'slate';
import {
  listTypes,
  textBlockTypes,
  type ColorValue,
  type CustomEditor,
  type CustomElement,
  type EditableMark,
  type HintStyle,
  type KnownBlockElement,
  type ListType,
  type TextBlockType,
} from './slate-types';
import { without } from './without';

/*
 * Editing commands over a Slate editor: plain functions, so the toolbar, the keyboard, the
 * markdown shortcuts and the unit tests all drive the same code.
 */

const listTypeSet: ReadonlySet<string> = new Set(listTypes);
const textBlockTypeSet: ReadonlySet<string> = new Set(textBlockTypes);

export const isListType = (type: string): type is ListType => listTypeSet.has(type);
export const isTextBlockType = (type: string): type is TextBlockType => textBlockTypeSet.has(type);

export function isElementOf<T extends CustomElement['type']>(
  node: unknown,
  ...types: T[]
): node is CustomElement & { type: T } {
  return Element.isElement(node) && (types as string[]).includes(node.type);
}

export const isList = (node: unknown): node is KnownBlockElement =>
  Element.isElement(node) && isListType(node.type);

/** Blocks that hold text directly: paragraphs, headings, code lines. */
export const isTextBlock = (node: unknown): node is KnownBlockElement =>
  Element.isElement(node) && (isTextBlockType(node.type) || node.type === 'code-line');

// --- marks ---------------------------------------------------------------------------------

export function isMarkActive(editor: CustomEditor, mark: EditableMark): boolean {
  const marks = Editor.marks(editor);
  return marks?.[mark] === true;
}

export function toggleMark(editor: CustomEditor, mark: EditableMark): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

// --- blocks --------------------------------------------------------------------------------

/** The closest ancestor of the selection matching `match`. */
export function above<T extends CustomElement>(
  editor: CustomEditor,
  match: (node: unknown) => node is T,
  at: Range | Path | undefined = editor.selection ?? undefined,
): NodeEntry<T> | undefined {
  if (!at) return undefined;
  return Editor.above(editor, { at, match: (node) => match(node) }) as NodeEntry<T> | undefined;
}

/** The type of the text block the selection starts in (for the block type select). */
export function currentTextBlockType(editor: CustomEditor): string | undefined {
  if (!editor.selection) return undefined;
  const entry = Editor.above(editor, {
    at: Range.start(editor.selection),
    match: (node) => isTextBlock(node),
  });
  return entry ? (entry[0] as CustomElement).type : undefined;
}

/** Turns the selected paragraphs and headings (not code lines) into `type`. */
export function setTextBlock(editor: CustomEditor, type: TextBlockType): void {
  Transforms.setNodes(editor, { type } as Partial<KnownBlockElement>, {
    match: (node) => Element.isElement(node) && isTextBlockType(node.type),
  });
  // The platform requires a heading's `data` (`{}` when it says nothing, platform-values §2);
  // a heading read from a document keeps its own.
  if (type.startsWith('heading-'))
    Transforms.setNodes(editor, { data: {} } as Partial<KnownBlockElement>, {
      match: (node) => Element.isElement(node) && node.type === type && !('data' in node),
    });
}

export function isWrapActive(editor: CustomEditor, type: 'blockquote' | 'hint' | 'code'): boolean {
  return !!above(editor, (node): node is KnownBlockElement => isElementOf(node, type));
}

/** Quote and hint wrap whole blocks; a second press unwraps. */
export function toggleWrap(editor: CustomEditor, type: 'blockquote' | 'hint', style?: HintStyle) {
  if (isWrapActive(editor, type)) {
    Transforms.unwrapNodes(editor, {
      match: (node) => isElementOf(node, type),
      split: true,
    });
    return;
  }
  const wrapper: KnownBlockElement = {
    type,
    children: [],
    ...(type === 'hint' ? { data: { style: style ?? 'info' } } : {}),
  };
  // Whole top-level blocks, so a list or a code block moves in as one piece.
  Transforms.wrapNodes(editor, wrapper, {
    match: (node, path) => Element.isElement(node) && !editor.isInline(node) && path.length === 1,
  });
}

function setWrapData(editor: CustomEditor, type: 'hint' | 'code', patch: Record<string, unknown>) {
  const entry = above(editor, (node): node is KnownBlockElement => isElementOf(node, type));
  if (!entry) return;
  Transforms.setNodes(editor, { data: { ...entry[0].data, ...patch } }, { at: entry[1] });
}

/**
 * A text in the `data` of the hint or code block around the cursor: `unset` when that block
 * does not have it, undefined when the cursor is in no such block (the toolbar hides the field).
 */
function wrapDataAt(
  editor: CustomEditor,
  type: 'hint' | 'code',
  key: string,
  unset: string,
): string | undefined {
  const entry = above(editor, (node): node is KnownBlockElement => isElementOf(node, type));
  const value = entry?.[0].data?.[key];
  return typeof value === 'string' ? value : entry ? unset : undefined;
}

export const hintStyleAt = (editor: CustomEditor) => wrapDataAt(editor, 'hint', 'style', 'info');

export const setHintStyle = (editor: CustomEditor, style: HintStyle) =>
  setWrapData(editor, 'hint', { style });

export const codeSyntaxAt = (editor: CustomEditor) => wrapDataAt(editor, 'code', 'syntax', '');

export const setCodeSyntax = (editor: CustomEditor, syntax: string) =>
  setWrapData(editor, 'code', { syntax });

/** Turns the selected text blocks into one code block (each a line), or back into paragraphs. */
export function toggleCodeBlock(editor: CustomEditor, syntax = ''): void {
  const current = above(editor, (node): node is KnownBlockElement => isElementOf(node, 'code'));
  Editor.withoutNormalizing(editor, () => {
    if (current) {
      const [, codePath] = current;
      Transforms.setNodes(editor, { type: 'paragraph' } as Partial<KnownBlockElement>, {
        at: codePath,
        match: (node) => Element.isElement(node) && node.type === 'code-line',
      });
      Transforms.unwrapNodes(editor, { at: codePath });
      return;
    }
    Transforms.setNodes(editor, { type: 'code-line' } as Partial<KnownBlockElement>, {
      match: (node) => Element.isElement(node) && isTextBlockType(node.type),
    });
    Transforms.wrapNodes(
      editor,
      { type: 'code', data: { syntax }, children: [] },
      {
        match: (node) => isElementOf(node, 'code-line'),
      },
    );
  });
}

export function insertDivider(editor: CustomEditor): void {
  // The platform's divider: void, `data: {}`, no children (platform-values §2.2).
  Transforms.insertNodes(editor, [
    {
      type: 'void-block',
      node: { object: 'block', type: 'divider', isVoid: true, data: {} },
      children: [{ text: '' }],
    },
    { type: 'paragraph', children: [{ text: '' }] },
  ]);
}

export function toggleTaskChecked(editor: CustomEditor, path: Path, checked: boolean): void {
  const node = Node.get(editor, path);
  if (!isElementOf(node, 'list-item')) return;
  Transforms.setNodes(editor, { data: { ...node.data, checked } }, { at: path });
}

/** The text of the current block before the cursor (for markdown shortcuts). */
export function textBeforeCursor(editor: CustomEditor): string {
  const { selection } = editor;
  if (!selection || !Range.isCollapsed(selection)) return '';
  const block = Editor.above(editor, { match: (node) => isTextBlock(node) });
  if (!block) return '';
  return Editor.string(editor, { anchor: Editor.start(editor, block[1]), focus: selection.anchor });
}

// --- colours and code titles -----------------------------------------------------------------

/** The colour of the text at the cursor, when it has one the editor can change. */
export function colorAt(editor: CustomEditor): ColorValue | undefined {
  return Editor.marks(editor)?.color;
}

/** Colours the selection; both colours `default` removes the colour mark. */
export function setColor(editor: CustomEditor, color: ColorValue): void {
  if (color.text === 'default' && color.background === 'default') {
    Editor.removeMark(editor, 'color');
  } else Editor.addMark(editor, 'color', color);
}

export const codeTitleAt = (editor: CustomEditor) => wrapDataAt(editor, 'code', 'title', '');

/** Sets the code block's title; an emptied title is removed rather than stored empty. */
export function setCodeTitle(editor: CustomEditor, title: string): void {
  const entry = above(editor, (node): node is KnownBlockElement => isElementOf(node, 'code'));
  if (!entry) return;
  const data = without(entry[0].data ?? {}, 'title');
  Transforms.setNodes(editor, { data: title === '' ? data : { ...data, title } }, { at: entry[1] });
}
