import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { Transforms } from 'slate';
import { ReactEditor, useReadOnly, useSlateStatic, type RenderElementProps } from 'slate-react';
import { FragmentView, plainText } from './fragment-view';
import { NodeDialog } from './node-dialog';
import type { DocumentInline, LinkElement } from './slate-types';
import styles from './annotation.module.css';
import { without } from './without';

/** The Document inline an annotation element stands for (its note rides in `extra`). */
function asNode(element: LinkElement): DocumentInline {
  return { object: 'inline', type: 'annotation', ...element.extra, nodes: [] };
}

function noteOf(element: LinkElement): unknown {
  const fragments = element.extra?.fragments;
  return Array.isArray(fragments) ? (fragments[0] as { nodes?: unknown } | undefined)?.nodes : [];
}

/**
 * Annotated text: the text is edited in place; its note is shown on hover and focus of the
 * note button, and edited through the note's form. Where the text cannot be edited, a tap on
 * the button shows or hides the note (a touch screen has no hover).
 */
export function AnnotationInline(props: RenderElementProps & { element: LinkElement }) {
  const { attributes, children, element } = props;
  const editor = useSlateStatic();
  const readOnly = useReadOnly();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(false);
  const note = noteOf(element);
  return (
    <span {...attributes} className={styles.annotation}>
      {children}
      <span contentEditable={false} className={styles.marker}>
        <button
          type="button"
          className={styles.button}
          aria-label={`Note: ${plainText(note)}`}
          // Its name holds the note already: showing it is for the eyes only.
          data-shows-note={readOnly || undefined}
          onClick={() => (readOnly ? setShown(!shown) : setOpen(true))}
        >
          <MessageSquareText size={12} aria-hidden />
        </button>
        <span className={styles.note} data-shown={shown || undefined} aria-hidden>
          <FragmentView nodes={note} />
        </span>
        {open ? (
          <NodeDialog
            node={asNode(element)}
            open
            onOpenChange={setOpen}
            onApply={(next) => {
              const extra = without(next, 'object', 'type', 'nodes');
              Transforms.setNodes(
                editor,
                { extra: { ...element.extra, ...extra } },
                { at: ReactEditor.findPath(editor, element) },
              );
            }}
          />
        ) : null}
      </span>
    </span>
  );
}
