import { Editor, Range, type PointRef } from 'slate';
import { above, isTextBlock, textBeforeCursor } from './editor-commands';
import type { CustomEditor } from './slate-types';

/*
 * The slash menu opens when "/" is typed at the start of an empty paragraph or after a space.
 * The editor tells the menu where the "/" went (a point that stays before it as text changes);
 * any other key costs one comparison, so typing stays as fast as without it.
 */

type SlashListener = (at: PointRef) => void;
const listeners = new WeakMap<CustomEditor, SlashListener>();

/** Calls `listener` each time a "/" opens the menu; returns how to stop. */
export function onSlash(editor: CustomEditor, listener: SlashListener): () => void {
  listeners.set(editor, listener);
  return () => {
    if (listeners.get(editor) === listener) listeners.delete(editor);
  };
}

/** Whether a "/" typed at the caret opens the menu. */
function opensMenu(editor: CustomEditor): boolean {
  const { selection } = editor;
  if (!selection || !Range.isCollapsed(selection)) return false;
  const block = above(editor, isTextBlock);
  if (!block || block[0].type !== 'paragraph') return false;
  const before = textBeforeCursor(editor);
  return before === '' ? Editor.isEmpty(editor, block[0]) : /\s$/.test(before);
}

export function withSlashMenu(editor: CustomEditor): CustomEditor {
  const { insertText } = editor;
  editor.insertText = (text, options) => {
    const listener = text === '/' ? listeners.get(editor) : undefined;
    const at =
      listener && opensMenu(editor) && editor.selection
        ? // Backward: text typed at the point goes after it, so it stays before the "/".
          Editor.pointRef(editor, editor.selection.anchor, { affinity: 'backward' })
        : undefined;
    insertText(text, options);
    if (at && listener) listener(at);
  };
  return editor;
}
