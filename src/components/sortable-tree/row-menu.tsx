import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Ellipsis } from 'lucide-react';
import { memo, useRef, type KeyboardEvent } from 'react';
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

/** The attribute that finds a row's Actions button again (focus after the menu closes). */
const rowMenuAttribute = 'data-row-menu';

/**
 * A row's Actions button. Every row has this plain button; the menu itself is one for the
 * whole tree (SharedRowMenu), so a row costs no Radix menu (docs/decisions/0023).
 */
export const RowMenuButton = memo(function RowMenuButton(props: {
  id: string;
  label: string;
  tabStop: boolean;
  open: boolean;
  onOpen: (id: string, anchor: HTMLElement) => void;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // As a menu button does: ArrowDown opens it too (and does not move in the tree).
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    event.stopPropagation();
    props.onOpen(props.id, event.currentTarget);
  };
  return (
    <button
      type="button"
      className={buttonClass('ghost', 'icon', styles.trigger)}
      aria-label={`Actions for ${props.label}`}
      aria-haspopup="menu"
      aria-expanded={props.open}
      tabIndex={props.tabStop ? 0 : -1}
      {...{ [rowMenuAttribute]: props.id }}
      // Opening the menu must not start a drag of the row.
      onPointerDown={(event) => event.stopPropagation()}
      onClick={(event) => props.onOpen(props.id, event.currentTarget)}
      onKeyDown={onKeyDown}
    >
      <Ellipsis aria-hidden="true" size={16} />
    </button>
  );
});

/** Where the open menu is: its row and the button that opened it. */
export interface RowMenuTarget {
  id: string;
  anchor: HTMLElement;
}

/**
 * The one Actions menu of a tree, opened for the row whose button was used: Move up, Move down
 * and Move to… when the tree can move rows (the way to move without dragging), then the
 * caller's actions. Placed over the button that opened it; focus goes back to that button.
 */
export function SharedRowMenu(props: {
  target: RowMenuTarget | null;
  moves: { up: TreeMove | null; down: TreeMove | null } | null;
  onMove: (move: TreeMove) => void;
  onMoveTo: () => void;
  items: readonly TreeMenuItem[];
  onClose: () => void;
}) {
  const opensDialog = useRef(false);
  const { moves, target } = props;
  const select = (item: Pick<TreeMenuItem, 'onSelect' | 'opensDialog'>) => {
    if (item.opensDialog) opensDialog.current = true;
    item.onSelect();
  };
  const rect = target?.anchor.getBoundingClientRect();
  return (
    // Not modal: a modal menu hides the page with aria-hidden while its rows stay focusable
    // (axe's aria-hidden-focus). The menu still takes the focus and Escape closes it.
    <DropdownMenu.Root
      modal={false}
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
    >
      <DropdownMenu.Trigger asChild>
        <span
          aria-hidden="true"
          className={styles.anchor}
          style={
            rect
              ? { left: rect.left, top: rect.top, width: rect.width, height: rect.height }
              : undefined
          }
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={overlayStyles.floating}
          align="end"
          sideOffset={4}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // A dialog opened from the menu takes focus; the menu must not pull it back.
            if (opensDialog.current) {
              opensDialog.current = false;
              return;
            }
            // The row's button (rows are virtualized: the one in the DOM now, if any).
            const id = target?.id;
            if (id === undefined) return;
            const button = document.querySelector<HTMLElement>(
              `[${rowMenuAttribute}="${CSS.escape(id)}"]`,
            );
            button?.focus();
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
