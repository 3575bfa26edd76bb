import { Editor, Node, Path, Transforms } from 'slate';
import { above, isElementOf, isList, isListType, isTextBlock } from './editor-commands';
import type { CustomEditor, KnownBlockElement, ListType } from './slate-types';

/* List commands: change a list's kind, wrap blocks in one, and nest or lift its items. */

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
