import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import styles from './command-palette.module.css';

/** One result: a place to open or an action to run. */
export interface PaletteItem {
  /** Unique among the results. */
  id: string;
  /** What it is, in the singular ("Space"), said in the hint of Enter. */
  kind: string;
  label: string;
  /** A second line: where it lives, its number, its email. */
  detail?: string | undefined;
  /** An action runs; anything else opens. */
  action?: boolean;
  run: () => void;
}

/** Results of one kind, under their heading ("Spaces"). */
export interface PaletteGroup {
  label: string;
  items: readonly PaletteItem[];
}

/** What pressing Enter on the item does, in words. */
export function enterHint(item: PaletteItem): string {
  return item.action ? `Enter runs ${item.label}` : `Enter opens ${item.kind}: ${item.label}`;
}

/**
 * The command palette's dialog: a text field that is an ARIA combobox over a listbox of
 * grouped results. Arrow keys move the active result (the field keeps the focus and names it
 * with aria-activedescendant), Enter runs it, Escape closes; a live line says what Enter will
 * do. What the results are is the caller's: this knows no feature.
 */
export function CommandPalette(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  query: string;
  onQueryChange: (query: string) => void;
  groups: readonly PaletteGroup[];
  /** Some results are still on their way. */
  searching: boolean;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const groups = props.groups.filter((group) => group.items.length > 0);
  const items = groups.flatMap((group) => group.items);
  const [activeId, setActiveId] = useState<string>();
  // The active result stays while it is shown; otherwise the first is.
  const active = items.find((item) => item.id === activeId) ?? items[0];

  const activeIndex = active ? items.indexOf(active) : -1;
  useEffect(() => {
    if (activeIndex >= 0) {
      document.getElementById(optionId(id, activeIndex))?.scrollIntoView?.({ block: 'nearest' });
    }
  }, [activeIndex, id]);

  const run = (item: PaletteItem) => {
    props.onOpenChange(false);
    item.run();
  };
  const move = (by: number) => {
    if (items.length === 0 || !active) return;
    const next = (items.indexOf(active) + by + items.length) % items.length;
    setActiveId(items[next]?.id);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      run(active);
    }
  };

  const status = active
    ? enterHint(active)
    : props.searching
      ? 'Searching…'
      : props.query.trim()
        ? `Nothing matches “${props.query.trim()}”`
        : 'Type to search';

  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.palette}>
          <Dialog.Title className="visually-hidden">Command palette</Dialog.Title>
          <Dialog.Description className="visually-hidden">
            Type to jump to a place or run an action; arrow keys choose, Enter goes.
          </Dialog.Description>
          <input
            className={styles.input}
            role="combobox"
            aria-label="Jump to or run"
            aria-autocomplete="list"
            aria-expanded={items.length > 0}
            aria-controls={items.length > 0 ? listId : undefined}
            aria-activedescendant={active ? optionId(id, activeIndex) : undefined}
            placeholder="Jump to a space, site, change request, person… or run an action"
            autoComplete="off"
            spellCheck={false}
            value={props.query}
            onChange={(event) => props.onQueryChange(event.target.value)}
            onKeyDown={onKeyDown}
          />
          {items.length > 0 ? (
            <div id={listId} role="listbox" aria-label="Results" className={styles.list}>
              {groups.map((group, index) => (
                <div
                  key={group.label}
                  role="group"
                  aria-labelledby={`${id}-group-${index}`}
                  className={styles.group}
                >
                  <div role="presentation" id={`${id}-group-${index}`} className={styles.heading}>
                    {group.label}
                  </div>
                  {group.items.map((item) => (
                    <div
                      key={item.id}
                      id={optionId(id, items.indexOf(item))}
                      role="option"
                      aria-selected={item === active}
                      className={styles.option}
                      onMouseMove={() => item !== active && setActiveId(item.id)}
                      // The field keeps the focus; a click only runs the result.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => run(item)}
                    >
                      <span className={styles.label}>{item.label}</span>
                      {item.detail ? <span className={styles.detail}>{item.detail}</span> : null}
                    </div>
                  ))}
                </div>
              ))}
            </div>
          ) : null}
          <p role="status" className={styles.hint}>
            {status}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** An option's element id, by its place among the results shown. */
function optionId(paletteId: string, index: number): string {
  return `${paletteId}-option-${index}`;
}
