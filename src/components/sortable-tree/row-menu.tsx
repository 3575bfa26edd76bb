import { Ellipsis } from 'lucide-react';
import { memo, type KeyboardEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
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
export const rowMenuAttribute = 'data-row-menu';

/**
 * A row's Actions button. Every row has this plain button; the menu itself is one for the
 * whole tree (SharedRowMenu, row-menu-content.tsx, loaded apart), so a row costs no Radix menu
 * (docs/decisions/0023).
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
