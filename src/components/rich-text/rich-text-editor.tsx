import { memo, useCallback, useState, type KeyboardEvent } from 'react';
import { Editor } from 'slate';
import { Editable, Slate } from 'slate-react';
import { above, isElementOf, toggleMark } from './editor-commands';
import { indentListItem, outdentListItem } from './list-commands';
import { NestedEditorContext } from './nested-editor';
import { skipReactSelectionWalk } from './react-selection-walk';
import { createDocumentEditor } from './plugins';
import { withSlashMenu } from './slash-trigger';
import { cx } from '@/lib/class-names';
import { documentClass, renderChunk, renderElement, renderLeaf } from './render';
import styles from './rich-text-editor.module.css';
import type { CustomEditor, Descendant, KnownBlockElement } from './slate-types';
import { Toolbar } from './toolbar';

/** Children per chunk: Slate renders and reconciles long documents a chunk at a time. */
const chunkSize = 100;

export function createEditorInstance(): CustomEditor {
  const editor = withSlashMenu(createDocumentEditor());
  // Chunking exists in slate-react since 0.117; the check keeps an older copy working unchunked.
  if ('getChunkSize' in editor) {
    editor.getChunkSize = (node) => (Editor.isEditor(node) ? chunkSize : null);
  }
  return editor;
}

const markKeys: Record<string, 'bold' | 'italic' | 'code'> = { b: 'bold', i: 'italic', e: 'code' };

/**
 * The platform Document editor (and, with `readOnly`, its viewer). Give it a Slate value from
 * `documentToSlate`; it reports content changes (not mere cursor moves) with the new value.
 * To load other content, mount a new one (change its React `key`). Memoized: the screen around
 * it re-renders as typing marks it dirty, which must not re-render a long document's editor.
 */
export const RichTextEditor = memo(function RichTextEditor(props: {
  initialValue: Descendant[];
  /** Accessible name of the writing area, e.g. "Instructions". */
  label: string;
  readOnly?: boolean;
  onContentChange?: (value: Descendant[]) => void;
  /** Id of text that describes the writing area (e.g. why it cannot be edited). */
  describedBy?: string;
  /** Draws the editor in its own card-like frame, the toolbar along its top edge. */
  framed?: boolean;
}) {
  const [editor] = useState(createEditorInstance);
  const [linkOpen, setLinkOpen] = useState(false);
  const { onContentChange } = props;

  const onChange = useCallback(
    (value: Descendant[]) => {
      if (editor.operations.some((operation) => operation.type !== 'set_selection')) {
        onContentChange?.(value);
      }
    },
    [editor, onContentChange],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const mod = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (mod && !event.altKey) {
        const mark = event.shiftKey ? (key === 'x' ? 'strikethrough' : undefined) : markKeys[key];
        if (mark) {
          event.preventDefault();
          toggleMark(editor, mark);
          return;
        }
        if (key === 'k' && !event.shiftKey) {
          event.preventDefault();
          setLinkOpen(true);
          return;
        }
      }
      // Tab nests list items; outside lists it keeps moving focus, so nobody is trapped here.
      if (event.key === 'Tab' && !mod && !event.altKey) {
        const inItem = above(editor, (node): node is KnownBlockElement =>
          isElementOf(node, 'list-item'),
        );
        if (inItem) {
          const moved = event.shiftKey ? outdentListItem(editor) : indentListItem(editor);
          if (moved) event.preventDefault();
        }
      }
    },
    [editor],
  );

  return (
    <NestedEditorContext.Provider value={RichTextEditor}>
      <div className={cx(props.readOnly && styles.readOnly, props.framed && styles.framed)}>
        <Slate editor={editor} initialValue={props.initialValue} onChange={onChange}>
          {props.readOnly ? null : (
            <Toolbar linkOpen={linkOpen} onLinkOpenChange={setLinkOpen} label="Formatting" />
          )}
          <Editable
            ref={skipReactSelectionWalk}
            className={cx(documentClass, styles.editable)}
            aria-label={props.label}
            aria-describedby={props.describedBy}
            readOnly={props.readOnly}
            renderElement={renderElement}
            renderLeaf={renderLeaf}
            renderChunk={renderChunk}
            onKeyDown={onKeyDown}
            spellCheck
          />
        </Slate>
      </div>
    </NestedEditorContext.Provider>
  );
});
