import { useState, type ReactNode } from 'react';
import { Transforms, type BaseSelection } from 'slate';
import { ReactEditor, useSlateStatic } from 'slate-react';
import {
  blankNode,
  inPlaceBlock,
  insertAnnotation,
  insertBlock,
  insertInline,
} from './insert-nodes';
import type { InsertableType } from './node-catalog';
import { NodeDialog } from './node-dialog';
import type { EditableNode } from './node-forms';
import type { DocumentBlock, DocumentInline } from './slate-types';

/*
 * Putting a node of the catalog (node-catalog.ts) in the text, for the Insert menu and the
 * slash menu alike: tabs and steppers land at once and are filled in place; the others ask for
 * what they need in their form first, then land where the caret was.
 */

const blankAnnotation: DocumentInline = {
  object: 'inline',
  type: 'annotation',
  isVoid: false,
  nodes: [],
  fragments: [],
};

export interface ChooseOptions {
  /** An empty paragraph the caret is in gives way to a new block (see insertBlock). */
  replaceEmpty?: boolean;
}

interface Pending extends ChooseOptions {
  node: EditableNode;
  selection: BaseSelection;
}

/** `choose` starts inserting a node; `dialog` is its form, to be rendered by the caller. */
export function useNodeInsertion(): {
  choose: (type: InsertableType, options?: ChooseOptions) => void;
  dialog: ReactNode;
} {
  const editor = useSlateStatic();
  const [pending, setPending] = useState<Pending>();

  const choose = (type: InsertableType, options: ChooseOptions = {}) => {
    if (type === 'tabs' || type === 'stepper') {
      insertBlock(editor, inPlaceBlock(type), options);
      ReactEditor.focus(editor);
      return;
    }
    const node = type === 'annotation' ? blankAnnotation : blankNode(type);
    if (node) setPending({ ...options, node, selection: editor.selection });
  };

  const apply = (node: EditableNode, groupData?: Record<string, unknown>) => {
    const selection = pending?.selection;
    ReactEditor.focus(editor);
    if (selection) Transforms.select(editor, selection);
    if (node.type === 'annotation') {
      const note = node.fragments as { nodes: DocumentBlock[] }[];
      insertAnnotation(editor, note[0]?.nodes ?? []);
    } else if (node.object === 'inline') insertInline(editor, node);
    else insertBlock(editor, node, { replaceEmpty: pending?.replaceEmpty, groupData });
  };

  const dialog = pending ? (
    <NodeDialog
      node={pending.node}
      inserting
      open
      onOpenChange={(open) => {
        if (!open) setPending(undefined);
      }}
      onApply={apply}
    />
  ) : null;
  return { choose, dialog };
}
