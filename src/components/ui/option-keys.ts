import type { Dispatch, KeyboardEvent, SetStateAction } from 'react';

/**
 * ArrowDown and ArrowUp in a combobox's input: open the list and move the active option one
 * step, staying within the `count` options. Returns whether the key was one of them, so the
 * caller handles the others (Enter, Escape) its own way.
 */
export function stepActiveOption(
  event: KeyboardEvent,
  count: number,
  setOpen: (open: boolean) => void,
  setActive: Dispatch<SetStateAction<number>>,
): boolean {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return false;
  event.preventDefault();
  setOpen(true);
  const step = event.key === 'ArrowDown' ? 1 : -1;
  setActive((index) => Math.max(0, Math.min(count - 1, index + step)));
  return true;
}
