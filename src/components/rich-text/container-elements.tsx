import { Plus, Trash2 } from 'lucide-react';
import { Node, Path, Transforms } from 'slate';
import { ReactEditor, useReadOnly, useSlateStatic, type RenderElementProps } from 'slate-react';
import { useElementEditing, useElementSelected } from './use-element-selected';
import { buttonClass } from '@/components/ui/button';
import { newContainerChild } from './insert-nodes';
import type { CustomEditor, KnownBlockElement } from './slate-types';
import styles from './container.module.css';
import { without } from './without';

/*
 * Tabs, steppers and image groups: blocks of blocks edited in place. Each part has a header the
 * caret never enters (the tab's title field, the step's number, Add and Remove buttons).
 */

type Props = RenderElementProps & { element: KnownBlockElement };
const iconButton = buttonClass('ghost', 'icon');
const addButton = buttonClass('secondary', 'small');

/** Adds a tab, a step or an image after the last one of the container. */
function appendChild(editor: CustomEditor, element: KnownBlockElement) {
  const path = ReactEditor.findPath(editor, element);
  const child = newContainerChild(element.type, element.children.length + 1);
  if (!child) return;
  // The button inside the text has the focus and Slate still counts itself focused: it lets go
  // and takes the focus back first, so the selection made below is the one the page shows.
  ReactEditor.blur(editor);
  ReactEditor.focus(editor);
  const at = [...path, element.children.length];
  Transforms.insertNodes(editor, child, { at });
  // Writing goes on in the new part.
  Transforms.select(editor, Node.first(editor, at)[1]);
}

function removeChild(editor: CustomEditor, element: KnownBlockElement) {
  const path = ReactEditor.findPath(editor, element);
  // The last part takes its container with it.
  const parent = Node.parent(editor, path);
  Transforms.removeNodes(editor, { at: parent.children.length > 1 ? path : Path.parent(path) });
}

const addLabels: Record<string, string> = {
  tabs: 'Add tab',
  stepper: 'Add step',
  images: 'Add image',
};

/** The frame of a tabs block, a stepper or an image group, with its Add button. */
export function Container(props: Props) {
  const { attributes, children, element } = props;
  const editor = useSlateStatic();
  // Buttons only where the caret is: a long document keeps a small DOM (see VoidBlock).
  const editing = useElementEditing();
  const Tag = element.type === 'stepper' ? 'ol' : 'div';
  const label = element.type === 'tabs' ? 'Tabs' : element.type === 'stepper' ? 'Steps' : 'Images';
  const align = element.type === 'images' ? element.data?.align : undefined;
  return (
    <div
      {...attributes}
      className={styles[element.type]}
      role="group"
      aria-label={label}
      data-align={typeof align === 'string' ? align : undefined}
    >
      <Tag className={styles.parts}>{children}</Tag>
      {!editing || element.type === 'images' ? null : (
        <div contentEditable={false} className={styles.footer}>
          <button type="button" className={addButton} onClick={() => appendChild(editor, element)}>
            <Plus size={14} aria-hidden /> {addLabels[element.type]}
          </button>
        </div>
      )}
    </div>
  );
}

/** One tab: its title field, then its blocks. */
export function TabItem(props: Props) {
  const { attributes, children, element } = props;
  const editor = useSlateStatic();
  const readOnly = useReadOnly();
  const selected = useElementSelected();
  const title = typeof element.data?.title === 'string' ? element.data.title : '';
  return (
    <section {...attributes} className={styles.tab} aria-label={`Tab ${title}`}>
      <div contentEditable={false} className={styles.header}>
        {readOnly ? (
          <span className={styles.title}>{title}</span>
        ) : (
          <>
            <input
              className={styles.titleInput}
              aria-label="Tab title"
              value={title}
              onChange={(event) =>
                Transforms.setNodes(
                  editor,
                  { data: { ...element.data, title: event.target.value } },
                  { at: ReactEditor.findPath(editor, element) },
                )
              }
            />
            {selected ? (
              <button
                type="button"
                className={iconButton}
                aria-label={`Remove tab ${title}`}
                onClick={() => removeChild(editor, element)}
              >
                <Trash2 size={14} aria-hidden />
              </button>
            ) : null}
          </>
        )}
      </div>
      <div className={styles.body}>{children}</div>
    </section>
  );
}

/** The field of a step's icon (`data.icon`, platform-values §2.2); empty removes the key. */
function StepIconInput(props: { element: KnownBlockElement; icon: string }) {
  const editor = useSlateStatic();
  const { element } = props;
  return (
    <input
      className={styles.iconInput}
      aria-label="Step icon"
      placeholder="icon"
      value={props.icon}
      onChange={(event) => {
        const data = without(element.data ?? {}, 'icon');
        const icon = event.target.value;
        Transforms.setNodes(
          editor,
          { data: icon === '' ? data : { ...data, icon } },
          { at: ReactEditor.findPath(editor, element) },
        );
      }}
    />
  );
}

/** One step: numbered by the list (a CSS counter), its icon, then its blocks. */
export function StepItem(props: Props) {
  const { attributes, children, element } = props;
  const editor = useSlateStatic();
  const editing = useElementEditing();
  const icon = typeof element.data?.icon === 'string' ? element.data.icon : '';
  return (
    <li {...attributes} className={styles.step}>
      {!editing ? null : (
        <div contentEditable={false} className={styles.stepButtons}>
          <StepIconInput element={element} icon={icon} />
          <button
            type="button"
            className={iconButton}
            aria-label="Remove step"
            onClick={() => removeChild(editor, element)}
          >
            <Trash2 size={14} aria-hidden />
          </button>
        </div>
      )}
      {editing || !icon ? null : (
        <span contentEditable={false} className={styles.stepIcon}>
          Icon: {icon}
        </span>
      )}
      <div className={styles.body}>{children}</div>
    </li>
  );
}
