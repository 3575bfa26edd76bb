import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useRef } from 'react';
import { rowMenuAttribute, type RowMenuTarget, type TreeMenuItem } from './row-menu';
import type { TreeMove } from './tree-model';
import { overlayStyles } from '@/components/ui/overlay-styles';
import { cx } from '@/lib/class-names';
import styles from './row-menu.module.css';

/** The moves one step along the tree, in the menu's order. */
const stepMoves = [
  { label: 'Move up', step: 'up' },
  { label: 'Move down', step: 'down' },
] as const;

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
              {stepMoves.map(({ label, step }) => {
                const move = moves[step];
                return (
                  <DropdownMenu.Item
                    key={step}
                    className={overlayStyles.menuItem}
                    disabled={!move}
                    onSelect={() => move && props.onMove(move)}
                  >
                    {label}
                  </DropdownMenu.Item>
                );
              })}
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
