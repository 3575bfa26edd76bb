import { useCallback } from 'react';
import { Path, Range } from 'slate';
import { ReactEditor, useElement, useSlateSelector } from 'slate-react';
import type { CustomEditor } from './slate-types';

/**
 * Whether the selection touches the element being rendered: what slate-react's `useSelected`
 * answers, at a fraction of its cost. Every element that asks re-runs its question on each
 * change of the editor, so in a long document of tabs, steps and void blocks the question is
 * asked hundreds of times per key press; `useSelected` builds the element's whole range
 * (`Editor.range`, walking down to its first and last text) and intersects it with the
 * selection, about 13 ms per key in the benchmark's document of 2,000 mixed blocks. The texts
 * under an element are contiguous, so the selection touches it exactly when the element's path
 * lies between the paths of the selection's edges (an ancestor of either counts as between).
 */
export function useElementSelected(): boolean {
  const element = useElement();
  const selector = useCallback(
    (editor: CustomEditor) => {
      const { selection } = editor;
      if (!selection) return false;
      let path: Path;
      try {
        path = ReactEditor.findPath(editor, element);
      } catch {
        // Removed by this very change: it unmounts next, unselected.
        return false;
      }
      const [start, end] = Range.edges(selection);
      return Path.compare(path, start.path) >= 0 && Path.compare(path, end.path) <= 0;
    },
    [element],
  );
  return useSlateSelector(selector);
}
