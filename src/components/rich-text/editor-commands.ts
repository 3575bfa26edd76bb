import { Editor, Element, Node, Path, Range, Transforms, type NodeEntry } from 'slate';
import { isSafeUrl } from '@/api/safe-url';
import {
  listTypes,
  textBlockTypes,
  type CustomEditor,
  type CustomElement,
  type EditableMark,
  type HintStyle,
  type KnownBlockElement,
  type LinkElement,
  type ListType,
  type TextBlockType,
} from './slate-types';

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
}

export function isWrapActive(editor: CustomEditor, type: 'blockquote' | 'hint' | 'code'): boolean {
  return !!above(editor, (node): node is KnownBlockElement => isElementOf(node, type));
}

export function listTypeAt(editor: CustomEditor): ListType | undefined {
  const entry = above(editor, isList);
  return entry && isListType(entry[0].type) ? entry[0].type : undefined;
}

/** Lifts the selected list items out of their lists, back into plain blocks. */
function unwrapList(editor: CustomEditor): void {
  Editor.withoutNormalizing(editor, () => {
    Transforms.unwrapNodes(editor, { match: isList, split: true });
    Transforms.unwrapNodes(editor, {
      match: (node) => isElementOf(node, 'list-item'),
      split: true,
    });
  });
}

/**
 * Bulleted, numbered and task lists. In a list of this kind: leaves the list. In another kind:
 * changes the kind (task items gain or lose their check box). Elsewhere: wraps the selected text
 * blocks, each in an item.
 */
export function toggleList(editor: CustomEditor, type: ListType): void {
  const current = above(editor, isList);
  if (current && current[0].type === type) {
    unwrapList(editor);
    return;
  }
  if (current) {
    const [, listPath] = current;
    Editor.withoutNormalizing(editor, () => {
      Transforms.setNodes(editor, { type } as Partial<KnownBlockElement>, { at: listPath });
      for (const [item, itemPath] of Node.children(editor, listPath)) {
        if (!isElementOf(item, 'list-item')) continue;
        const data: Record<string, unknown> = { ...item.data };
        if (type === 'list-tasks') data.checked = data.checked === true;
        else delete data.checked;
        Transforms.setNodes(
          editor,
          { data: Object.keys(data).length > 0 ? data : undefined },
          { at: itemPath },
        );
      }
    });
    return;
  }
  Editor.withoutNormalizing(editor, () => {
    const item: KnownBlockElement = {
      type: 'list-item',
      children: [],
      ...(type === 'list-tasks' ? { data: { checked: false } } : {}),
    };
    // One item per block (wrapNodes would put every match in a single wrapper); last first,
    // so the paths still to wrap stay valid.
    const blocks = Array.from(Editor.nodes(editor, { match: (node) => isTextBlock(node) }));
    for (const [, path] of blocks.reverse()) {
      Transforms.wrapNodes(editor, { ...item, data: item.data && { ...item.data } }, { at: path });
    }
    Transforms.wrapNodes(editor, { type, children: [] } as KnownBlockElement, {
      match: (node) => isElementOf(node, 'list-item'),
    });
  });
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

export function hintStyleAt(editor: CustomEditor): string | undefined {
  const entry = above(editor, (node): node is KnownBlockElement => isElementOf(node, 'hint'));
  const style = entry?.[0].data?.style;
  return typeof style === 'string' ? style : entry ? 'info' : undefined;
}

export const setHintStyle = (editor: CustomEditor, style: HintStyle) =>
  setWrapData(editor, 'hint', { style });

export function codeSyntaxAt(editor: CustomEditor): string | undefined {
  const entry = above(editor, (node): node is KnownBlockElement => isElementOf(node, 'code'));
  const syntax = entry?.[0].data?.syntax;
  return typeof syntax === 'string' ? syntax : entry ? '' : undefined;
}

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
  Transforms.insertNodes(editor, [
    { type: 'divider', nodes: [], children: [{ text: '' }] },
    { type: 'paragraph', children: [{ text: '' }] },
  ]);
}

export function toggleTaskChecked(editor: CustomEditor, path: Path, checked: boolean): void {
  const node = Node.get(editor, path);
  if (!isElementOf(node, 'list-item')) return;
  Transforms.setNodes(editor, { data: { ...node.data, checked } }, { at: path });
}

// --- lists: indent and outdent ----------------------------------------------------------------

/** Moves the current list item into a new list inside the item before it. */
export function indentListItem(editor: CustomEditor): boolean {
  const item = above(editor, (node): node is KnownBlockElement => isElementOf(node, 'list-item'));
  if (!item) return false;
  const [, itemPath] = item;
  const list = Node.parent(editor, itemPath);
  if (!isList(list) || itemPath[itemPath.length - 1] === 0) return false;
  const previousPath = Path.previous(itemPath);
  const previous = Node.get(editor, previousPath);
  if (!isElementOf(previous, 'list-item')) return false;
  Editor.withoutNormalizing(editor, () => {
    const last = previous.children.at(-1);
    if (isList(last)) {
      Transforms.moveNodes(editor, {
        at: itemPath,
        to: [...previousPath, previous.children.length - 1, last.children.length],
      });
    } else {
      Transforms.wrapNodes(editor, { type: list.type, children: [] } as KnownBlockElement, {
        at: itemPath,
      });
      Transforms.moveNodes(editor, {
        at: itemPath,
        to: [...previousPath, previous.children.length],
      });
    }
  });
  return true;
}

/** Moves the current list item out of its nested list, after the item that held it. */
export function outdentListItem(editor: CustomEditor): boolean {
  const item = above(editor, (node): node is KnownBlockElement => isElementOf(node, 'list-item'));
  if (!item) return false;
  const [, itemPath] = item;
  const listPath = Path.parent(itemPath);
  const parentItemPath = Path.parent(listPath);
  const parentItem = parentItemPath.length > 0 ? Node.get(editor, parentItemPath) : undefined;
  if (!isElementOf(parentItem, 'list-item')) {
    // A top-level item leaves the list altogether.
    unwrapList(editor);
    return true;
  }
  Transforms.moveNodes(editor, { at: itemPath, to: Path.next(parentItemPath) });
  return true;
}

// --- links ---------------------------------------------------------------------------------

/** Why a link address is refused, or undefined when it is fine (the check shown by the field). */
export function linkUrlProblem(url: string): string | undefined {
  const value = url.trim();
  if (value === '') return 'Enter the address the link goes to.';
  // The rule the backend applies too; what follows is only stricter (a full address).
  if (!isSafeUrl(value)) return 'Only https://, http:// and mailto: addresses can be linked.';
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(value)) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return 'Enter a full address starting with https:// or http://, or mailto:.';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    return 'Only https://, http:// and mailto: addresses can be linked.';
  }
  if (!parsed.hostname.includes('.') && parsed.hostname !== 'localhost') {
    return 'The address needs a domain, like https://example.com.';
  }
  return undefined;
}

export function activeLink(editor: CustomEditor): NodeEntry<LinkElement> | undefined {
  return above(editor, (node): node is LinkElement => isElementOf(node, 'link'));
}

export function linkUrl(link: LinkElement): string | undefined {
  const ref = link.data?.ref;
  if (typeof ref !== 'object' || ref === null || !('url' in ref)) return undefined;
  return typeof ref.url === 'string' ? ref.url : undefined;
}

/**
 * Links the selection to `url`; with a collapsed selection inserts `text` (or the address) as
 * the link. On an existing link, changes its address and keeps its other data.
 */
export function insertLink(editor: CustomEditor, url: string, text?: string): void {
  const href = url.trim();
  const current = activeLink(editor);
  if (current) {
    const [link, path] = current;
    Transforms.setNodes(
      editor,
      { data: { ...link.data, ref: { kind: 'url', url: href } } },
      { at: path },
    );
    return;
  }
  const link: LinkElement = {
    type: 'link',
    data: { ref: { kind: 'url', url: href } },
    children: [],
  };
  if (!editor.selection || Range.isCollapsed(editor.selection)) {
    Transforms.insertNodes(editor, { ...link, children: [{ text: text?.trim() || href }] });
    // Leave the cursor after the link, so typing goes on in plain text.
    Transforms.move(editor, { unit: 'offset' });
    return;
  }
  Transforms.wrapNodes(editor, link, { split: true });
  Transforms.collapse(editor, { edge: 'end' });
}

export function removeLink(editor: CustomEditor): void {
  Transforms.unwrapNodes(editor, { match: (node) => isElementOf(node, 'link') });
}

/** The text of the current block before the cursor (for markdown shortcuts). */
export function textBeforeCursor(editor: CustomEditor): string {
  const { selection } = editor;
  if (!selection || !Range.isCollapsed(selection)) return '';
  const block = Editor.above(editor, { match: (node) => isTextBlock(node) });
  if (!block) return '';
  return Editor.string(editor, { anchor: Editor.start(editor, block[1]), focus: selection.anchor });
}
