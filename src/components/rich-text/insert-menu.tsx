import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Transforms, type BaseSelection } from 'slate';
import { ReactEditor, useSlateStatic } from 'slate-react';
import { overlayStyles } from '@/components/ui/overlay-styles';
import {
  blankNode,
  inPlaceBlock,
  insertAnnotation,
  insertBlock,
  insertInline,
} from './insert-nodes';
import { nodeName } from './node-catalog';
import { NodeDialog } from './node-dialog';
import type { EditableNode } from './node-forms';
import type { DocumentBlock, DocumentInline } from './slate-types';

/*
 * The Insert menu: every node the editor makes besides text formatting. Tabs and steppers land
 * at once and are filled in place; the others ask for what they need in their form first.
 */

const blockItems = [
  'tabs',
  'stepper',
  'expandable',
  'image',
  'table',
  'math',
  'file',
  'embed',
  'content-ref',
] as const;
const inlineItems = ['emoji', 'mention', 'button', 'inline-math', 'annotation'] as const;
type Item = (typeof blockItems)[number] | (typeof inlineItems)[number];

const blankAnnotation: DocumentInline = {
  object: 'inline',
  type: 'annotation',
  isVoid: false,
  nodes: [],
  fragments: [],
};

export function InsertMenu(props: { buttonClassName: string }) {
  const editor = useSlateStatic();
  const [pending, setPending] = useState<{ node: EditableNode; selection: BaseSelection }>();

  const choose = (item: Item) => {
    if (item === 'tabs' || item === 'stepper') {
      insertBlock(editor, inPlaceBlock(item));
      ReactEditor.focus(editor);
      return;
    }
    const node = item === 'annotation' ? blankAnnotation : blankNode(item);
    if (node) setPending({ node, selection: editor.selection });
  };

  const apply = (node: EditableNode) => {
    const selection = pending?.selection;
    ReactEditor.focus(editor);
    if (selection) Transforms.select(editor, selection);
    if (node.type === 'annotation') {
      const note = node.fragments as { nodes: DocumentBlock[] }[];
      insertAnnotation(editor, note[0]?.nodes ?? []);
    } else if (node.object === 'inline') insertInline(editor, node);
    else insertBlock(editor, node);
  };

  const item = (type: Item) => (
    <DropdownMenu.Item key={type} className={overlayStyles.menuItem} onSelect={() => choose(type)}>
      {nodeName(type)}
    </DropdownMenu.Item>
  );

  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <button
            type="button"
            className={props.buttonClassName}
            aria-label="Insert"
            title="Insert a block or an inline"
          >
            <Plus size={16} aria-hidden />
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            className={overlayStyles.floating}
            align="start"
            // The chosen node's form takes the focus, or the editor does.
            onCloseAutoFocus={(event) => event.preventDefault()}
          >
            <DropdownMenu.Label className={overlayStyles.menuLabel}>Blocks</DropdownMenu.Label>
            {blockItems.map(item)}
            <DropdownMenu.Label className={overlayStyles.menuLabel}>In text</DropdownMenu.Label>
            {inlineItems.map(item)}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {pending ? (
        <NodeDialog
          node={pending.node}
          inserting
          open
          onOpenChange={(open) => {
            if (!open) setPending(undefined);
          }}
          onApply={apply}
        />
      ) : null}
    </>
  );
}
