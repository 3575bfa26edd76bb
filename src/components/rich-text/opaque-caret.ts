import { Editor, Element, Node, Path, Point, Transforms } from 'slate';
import type { CustomEditor } from './slate-types';

/** The unsupported block that holds `point`, when it is in one. */
function opaqueBlockAt(editor: CustomEditor, point: Point): Path | undefined {
  const entry = Editor.above(editor, {
    at: point,
    voids: true,
    match: (node) => Element.isElement(node) && node.type === 'opaque-block',
  });
  return entry?.[1];
}

/** The known void block (an image, a table…) that holds `point`: it takes no typing either. */
function voidBlockAt(editor: CustomEditor, point: Point): Path | undefined {
  const entry = Editor.above(editor, {
    at: point,
    voids: true,
    match: (node) => Element.isElement(node) && node.type === 'void-block',
  });
  return entry?.[1];
}

/** The first sibling after `path` that is not an unsupported block, if there is one. */
function editableAfter(editor: CustomEditor, path: Path): Path | undefined {
  for (let next = Path.next(path); Node.has(editor, next); next = Path.next(next)) {
    const node = Node.get(editor, next);
    if (!(Element.isElement(node) && node.type === 'opaque-block')) return next;
  }
  return undefined;
}

/**
 * An unsupported block is kept as it is and cannot be edited, so the caret never stays in it: a
 * click there puts the caret at the start of the next block, and typing or Enter with the caret
 * still there (the last block) goes into a new paragraph after it.
 */
export function withCaretPastOpaqueBlocks(editor: CustomEditor): CustomEditor {
  const { apply, insertText, insertBreak } = editor;
  editor.apply = (operation) => {
    const next = operation.type === 'set_selection' ? operation.newProperties : undefined;
    if (
      operation.type === 'set_selection' &&
      next?.anchor &&
      next.focus &&
      Point.equals(next.anchor, next.focus)
    ) {
      const opaque = opaqueBlockAt(editor, next.anchor);
      const after = opaque ? editableAfter(editor, opaque) : undefined;
      if (after) {
        const start = Editor.start(editor, after);
        const newProperties = { anchor: start, focus: start };
        apply(
          operation.properties === null
            ? { type: 'set_selection', properties: null, newProperties }
            : { type: 'set_selection', properties: operation.properties, newProperties },
        );
        return;
      }
    }
    apply(operation);
  };
  const leave = () => {
    const { selection } = editor;
    const opaque =
      selection &&
      (opaqueBlockAt(editor, selection.anchor) ?? voidBlockAt(editor, selection.anchor));
    if (!opaque) return;
    const after = Path.next(opaque);
    if (!Node.has(editor, after))
      Transforms.insertNodes(
        editor,
        { type: 'paragraph', children: [{ text: '' }] },
        { at: after },
      );
    Transforms.select(editor, Editor.start(editor, after));
  };
  editor.insertText = (text, options) => {
    leave();
    insertText(text, options);
  };
  editor.insertBreak = () => {
    leave();
    insertBreak();
  };
  return editor;
}
