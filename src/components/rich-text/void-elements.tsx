import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Transforms } from 'slate';
import { ReactEditor, useReadOnly, useSlateStatic, type RenderElementProps } from 'slate-react';
import { useElementSelected } from './use-element-selected';
import { buttonClass } from '@/components/ui/button';
import { cx } from '@/lib/class-names';
import { groupAbove } from './group-forms';
import { nodeName } from './node-catalog';
import { hasNodeForm, NodeDialog } from './node-dialog';
import type { EditableNode } from './node-forms';
import type { CustomEditor, VoidBlockElement, VoidInlineElement } from './slate-types';
import styles from './void.module.css';
import { voidBlockView, voidInlineText } from './void-views';

/** Puts the node a form gave back in place of the element's own. */
function replaceNode(
  editor: CustomEditor,
  element: VoidBlockElement | VoidInlineElement,
  node: EditableNode,
) {
  const at = ReactEditor.findPath(editor, element);
  Transforms.setNodes(editor, { node } as Partial<VoidBlockElement>, { at });
}

const iconButton = buttonClass('ghost', 'icon');

/**
 * The form of a void node, open; applying it replaces the node, and the data of the group it
 * stands in when its form changes that too (an image's alignment).
 */
function EditDialog(props: { element: VoidBlockElement | VoidInlineElement; onClose: () => void }) {
  const editor = useSlateStatic();
  const { element } = props;
  // The group as the form opened: its data is handed back as the same object when unchanged.
  const [group] = useState(() => {
    const found = groupAbove(editor, element.node.type, ReactEditor.findPath(editor, element));
    return found && { element: found[0], data: found[0].data ?? {} };
  });
  return (
    <NodeDialog
      node={element.node}
      groupData={group?.data}
      open
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      onApply={(next, groupData) => {
        // Found before the node changes: the change gives the group a new identity.
        const at = group && ReactEditor.findPath(editor, group.element);
        replaceNode(editor, element, next);
        if (at && groupData && groupData !== group.data) {
          Transforms.setNodes(editor, { data: groupData }, { at });
        }
      }}
    />
  );
}

/** A known void block: what it is, and (when editing) its Edit and Remove buttons. */
export function VoidBlock(props: RenderElementProps & { element: VoidBlockElement }) {
  const { attributes, children, element } = props;
  const editor = useSlateStatic();
  const readOnly = useReadOnly();
  // Its buttons exist while it is selected (a click, or the arrow keys, select it): a long
  // document keeps a small DOM, which every key press in it walks (React's selection upkeep).
  const selected = useElementSelected();
  const [open, setOpen] = useState(false);
  const { node } = element;
  const name = nodeName(node.type);
  if (node.type === 'divider') {
    return (
      <div {...attributes}>
        <div contentEditable={false}>{voidBlockView(node)}</div>
        {children}
      </div>
    );
  }
  return (
    <div {...attributes} className={cx(styles.block, node.type === 'image' && styles.inGroup)}>
      <div contentEditable={false} role="group" aria-label={name}>
        <div className={styles.header}>
          <span className={styles.label}>{name}</span>
          {readOnly || !(selected || open) ? null : (
            <span className={styles.buttons}>
              {hasNodeForm(node.type) ? (
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Edit ${name.toLowerCase()}`}
                  onClick={() => setOpen(true)}
                >
                  <Pencil size={14} aria-hidden />
                </button>
              ) : null}
              <button
                type="button"
                className={iconButton}
                aria-label={`Remove ${name.toLowerCase()}`}
                onClick={() =>
                  Transforms.removeNodes(editor, { at: ReactEditor.findPath(editor, element) })
                }
              >
                <Trash2 size={14} aria-hidden />
              </button>
            </span>
          )}
        </div>
        {voidBlockView(node)}
        {open ? <EditDialog element={element} onClose={() => setOpen(false)} /> : null}
      </div>
      {children}
    </div>
  );
}

/** A known void inline: its text, and (when editing) a button that opens its form. */
export function VoidInline(props: RenderElementProps & { element: VoidInlineElement }) {
  const { attributes, children, element } = props;
  const readOnly = useReadOnly();
  const [open, setOpen] = useState(false);
  const { node } = element;
  const name = nodeName(node.type);
  const text = voidInlineText(node);
  const className = cx(styles.inline, node.type === 'button' && styles.inlineButton);
  return (
    <span {...attributes}>
      <span contentEditable={false}>
        {readOnly || !hasNodeForm(node.type) ? (
          <span className={className} aria-label={`${name}: ${text}`} role="img">
            {text}
          </span>
        ) : (
          <button
            type="button"
            className={className}
            aria-label={`${name}: ${text}`}
            onClick={() => setOpen(true)}
          >
            {text}
          </button>
        )}
        {open ? <EditDialog element={element} onClose={() => setOpen(false)} /> : null}
      </span>
      {children}
    </span>
  );
}
