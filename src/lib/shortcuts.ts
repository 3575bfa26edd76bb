import { useSyncExternalStore } from 'react';

/*
 * The console's keyboard shortcuts (docs/decisions/0038): Ctrl K or ⌘K opens the command
 * palette; `g` then a letter goes to an area, `/` focuses the screen's search field and `?`
 * lists them all. The shell loads this file right after the first paint (no page needs it to
 * show, and the JS of the first page is tight: docs/decisions/0023).
 */

const storageKey = 'folio.shortcuts';
const listeners = new Set<() => void>();

/** Whether the single-key shortcuts are on (they are unless the person turned them off). */
export function shortcutsEnabled(): boolean {
  try {
    return window.localStorage.getItem(storageKey) !== 'off';
  } catch {
    return true;
  }
}

/** Turns the single-key shortcuts on or off, for good (the shortcut dialog's switch). */
export function setShortcutsEnabled(enabled: boolean): void {
  try {
    window.localStorage.setItem(storageKey, enabled ? 'on' : 'off');
  } catch {
    // Without storage the choice holds until the page is reloaded.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useShortcutsEnabled(): boolean {
  return useSyncExternalStore(subscribe, shortcutsEnabled, () => true);
}

export interface ShortcutActions {
  palette: () => void;
  help: () => void;
  /** Goes to the area of the letter typed after `g`; false when no area has it. */
  go: (letter: string) => boolean;
}

/**
 * Keys pressed here are the person's: text typed into a field or an editor, or keys a menu or
 * dialog uses for itself.
 */
const ownKeys =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"], [role="combobox"], [role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

export function keysBelongElsewhere(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(ownKeys) !== null;
}

/** How long `g` waits for the letter of the area. */
const sequenceMs = 1500;

/** The screen's own search field: the first one in the page's main region. */
function focusSearchField(): boolean {
  const field = document.querySelector<HTMLElement>(
    'main input[type="search"], main [role="searchbox"]',
  );
  field?.focus();
  return field !== null;
}

/**
 * Listens for the shortcuts on the whole document until the returned function is called. None
 * fires while the person types in a field (Ctrl K included: the editor binds it to "link") or
 * with Alt, Ctrl or ⌘ held (Ctrl K aside); the single-key ones not at all when turned off.
 * Ctrl K stays on: it needs a modifier, so it is not pressed by accident, and the palette's
 * button names it. `actions` is read at each key, so the caller may update it.
 */
export function listenForShortcuts(actions: { current: ShortcutActions }): () => void {
  let awaitingLetterUntil = 0;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing || keysBelongElsewhere(event.target)) return;
    const { key } = event;
    if (event.ctrlKey || event.metaKey || event.altKey) {
      if (!event.altKey && !event.shiftKey && key.toLowerCase() === 'k') {
        event.preventDefault();
        actions.current.palette();
      }
      return;
    }
    if (!shortcutsEnabled()) return;
    const awaitingLetter = Date.now() < awaitingLetterUntil;
    awaitingLetterUntil = 0;
    let handled = true;
    if (awaitingLetter) handled = actions.current.go(key);
    else if (key === 'g') awaitingLetterUntil = Date.now() + sequenceMs;
    else if (key === '/') handled = focusSearchField();
    else if (key === '?') actions.current.help();
    else handled = false;
    if (handled) event.preventDefault();
  };
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
}
