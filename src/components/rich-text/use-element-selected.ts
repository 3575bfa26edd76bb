import { useCallback, useSyncExternalStore } from 'react';
import { Editor, Node, Range } from 'slate';
import { useElement, useReadOnly, useSlateStatic } from 'slate-react';
import type { CustomEditor } from './slate-types';

/**
 * Which nodes the selection touches, kept up to date per editor, and who wants to hear when a
 * node enters or leaves that set.
 */
interface SelectedNodes {
  nodes: Set<Node>;
  listeners: Map<Node, Set<() => void>>;
}

const stores = new WeakMap<CustomEditor, SelectedNodes>();

/** The nodes the selection touches: the caret's ancestors, or every node of a range. */
function touchedBy(editor: CustomEditor): Set<Node> {
  const { selection } = editor;
  const nodes = new Set<Node>();
  if (!selection) return nodes;
  try {
    const entries = Range.isCollapsed(selection)
      ? Node.levels(editor, selection.anchor.path)
      : Editor.nodes(editor, { at: selection, voids: true });
    for (const [node] of entries) nodes.add(node);
  } catch {
    // A selection the document no longer has: Slate corrects it with its next change.
  }
  return nodes;
}

/**
 * The store of `editor`, made on first use: it wraps the editor's `onChange` (which runs once
 * after each batch of operations, before React renders it) to recompute the set and tell only
 * the nodes that entered or left it.
 */
function storeOf(editor: CustomEditor): SelectedNodes {
  const known = stores.get(editor);
  if (known) return known;
  const store: SelectedNodes = { nodes: touchedBy(editor), listeners: new Map() };
  stores.set(editor, store);
  const { onChange } = editor;
  editor.onChange = (options) => {
    const before = store.nodes;
    const after = touchedBy(editor);
    store.nodes = after;
    const notify = (node: Node) => store.listeners.get(node)?.forEach((listener) => listener());
    before.forEach((node) => {
      if (!after.has(node)) notify(node);
    });
    after.forEach((node) => {
      if (!before.has(node)) notify(node);
    });
    onChange(options);
  };
  return store;
}

/**
 * Whether the selection touches the element being rendered: what slate-react's `useSelected`
 * answers, at a fraction of its cost. `useSelected` re-asks in every element that uses it on
 * each change of the editor, building the element's whole range to intersect it with the
 * selection: with the 2,000 void blocks, tabs and steps of a long mixed document, about 13 ms
 * per key press. Here the touched nodes are worked out once per change (for a caret, its few
 * ancestors) and only the elements that entered or left that set render again.
 */
export function useElementSelected(): boolean {
  const editor = useSlateStatic();
  const element = useElement();
  const store = storeOf(editor);
  const subscribe = useCallback(
    (listener: () => void) => {
      const listeners = store.listeners.get(element) ?? new Set();
      store.listeners.set(element, listeners);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) store.listeners.delete(element);
      };
    },
    [store, element],
  );
  return useSyncExternalStore(subscribe, () => store.nodes.has(element));
}

/**
 * Whether the rendered element shows its editing buttons: the editor takes changes and the
 * selection touches the element (its buttons exist only there, so a long document keeps a
 * small DOM).
 */
export function useElementEditing(): boolean {
  const readOnly = useReadOnly();
  const selected = useElementSelected();
  return !readOnly && selected;
}
