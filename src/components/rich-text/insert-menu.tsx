import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Plus } from 'lucide-react';
import { overlayStyles } from '@/components/ui/overlay-styles';
import { insertableBlocks, insertableInlines, nodeName, type InsertableType } from './node-catalog';
import { useNodeInsertion } from './use-node-insertion';

/*
 * The Insert menu: every node the editor makes besides text formatting (the catalog's list,
 * which the slash menu offers too).
 */

export function InsertMenu(props: { buttonClassName: string }) {
  const { choose, dialog } = useNodeInsertion();

  const item = (type: InsertableType) => (
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
            {insertableBlocks.map(item)}
            <DropdownMenu.Label className={overlayStyles.menuLabel}>In text</DropdownMenu.Label>
            {insertableInlines.map(item)}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {dialog}
    </>
  );
}
