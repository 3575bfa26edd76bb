import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Ellipsis } from 'lucide-react';
import { useRef } from 'react';
import type { TreeMove } from './tree-model';
import { buttonClass } from '@/components/ui/button';
import { overlayStyles } from '@/components/ui/overlay-styles';
import { cx } from '@/lib/class-names';
import styles from './row-menu.module.css';

/** An extra action in a row's menu. */
export interface TreeMenuItem {
  label: string;
  onSelect: () => void;
  tone?: 'danger';
  disabled?: boolean;
  /** The action opens a dialog, which keeps the focus instead of the menu's trigger. */
  opensDialog?: boolean;
}

/**
 * A row's Actions menu: Move up, Move down and Move to… when the tree can move rows (the way
 * to move without dragging), then the caller's actions. Nothing when it would be empty.
 */
export function RowMenu(props: {
  label: string;
  tabStop: boolean;
  moves: { up: TreeMove | null; down: TreeMove | null } | null;
  onMove: (move: TreeMove) => void;
  onMoveTo: () => void;
  items: readonly TreeMenuItem[];
}) {
  const opensDialog = useRef(false);
  if (!props.moves && props.items.length === 0) return null;
  const { moves } = props;
  const select = (item: Pick<TreeMenuItem, 'onSelect' | 'opensDialog'>) => {
    if (item.opensDialog) opensDialog.current = true;
    item.onSelect();
  };
  return (
    // Not modal: a modal menu hides the page with aria-hidden while its rows stay focusable
    // (axe's aria-hidden-focus). The menu still takes the focus and Escape closes it.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={buttonClass('ghost', 'icon', styles.trigger)}
        aria-label={`Actions for ${props.label}`}
        tabIndex={props.tabStop ? 0 : -1}
        // Opening the menu must not start a drag of the row.
        onPointerDown={(event) => event.stopPropagation()}
      >
        <Ellipsis aria-hidden="true" size={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={overlayStyles.floating}
          align="end"
          sideOffset={4}
          onCloseAutoFocus={(event) => {
            // A dialog opened from the menu takes focus; the menu must not pull it back.
            if (opensDialog.current) {
              event.preventDefault();
              opensDialog.current = false;
            }
          }}
        >
          {moves ? (
            <>
              <DropdownMenu.Item
                className={overlayStyles.menuItem}
                disabled={!moves.up}
                onSelect={() => moves.up && props.onMove(moves.up)}
              >
                Move up
              </DropdownMenu.Item>
              <DropdownMenu.Item
                className={overlayStyles.menuItem}
                disabled={!moves.down}
                onSelect={() => moves.down && props.onMove(moves.down)}
              >
                Move down
              </DropdownMenu.Item>
              <DropdownMenu.Item
                className={overlayStyles.menuItem}
                onSelect={() => select({ onSelect: props.onMoveTo, opensDialog: true })}
              >
                Move to…
              </DropdownMenu.Item>
              {props.items.length > 0 ? (
                <DropdownMenu.Separator className={overlayStyles.menuSeparator} />
              ) : null}
            </>
          ) : null}
          {props.items.map((item) => (
            <DropdownMenu.Item
              key={item.label}
              className={cx(overlayStyles.menuItem, item.tone === 'danger' && styles.danger)}
              disabled={item.disabled}
              onSelect={() => select(item)}
            >
              {item.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
