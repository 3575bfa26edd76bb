import { Editor, Element, Node, Path, Point, Transforms } from 'slate';
import type { CustomEditor } from './slate-types';

/**
 * The block of `type` that holds `point`, when it is in one: an unsupported block, or a known
 * void block (an image, a table…), which takes no typing either.
 */
function blockAt(
  editor: CustomEditor,
  point: Point,
  type: 'opaque-block' | 'void-block',
): Path | undefined {
  const entry = Editor.above(editor, {
    at: point,
    voids: true,
    match: (node) => Element.isElement(node) && node.type === type,
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
      const opaque = blockAt(editor, next.anchor, 'opaque-block');
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
      (blockAt(editor, selection.anchor, 'opaque-block') ??
        blockAt(editor, selection.anchor, 'void-block'));
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
