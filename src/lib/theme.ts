import { useSyncExternalStore } from 'react';

/** What the person chose in the user menu; "system" follows the operating system. */
export type ThemeChoice = 'system' | 'light' | 'dark';
export const themeChoices: readonly ThemeChoice[] = ['system', 'light', 'dark'];

const storageKey = 'folio.theme';
const listeners = new Set<() => void>();

function isChoice(value: unknown): value is ThemeChoice {
  return value === 'system' || value === 'light' || value === 'dark';
}

function read(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(storageKey);
    return isChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

function systemDark(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)')
    : undefined;
}

/** The theme a choice shows now: "system" resolved through prefers-color-scheme. */
export function resolveTheme(choice: ThemeChoice, prefersDark: boolean): 'light' | 'dark' {
  return choice === 'system' ? (prefersDark ? 'dark' : 'light') : choice;
}

function apply() {
  const theme = resolveTheme(read(), systemDark()?.matches ?? false);
  document.documentElement.dataset['theme'] = theme;
}

/**
 * Sets the theme before the first paint and keeps it in step with the operating system while
 * the choice is "system". Called once at boot (main.tsx).
 */
export function startTheme() {
  apply();
  systemDark()?.addEventListener('change', () => {
    apply();
    listeners.forEach((listener) => listener());
  });
  // Another tab changed the choice.
  window.addEventListener('storage', (event) => {
    if (event.key !== storageKey) return;
    apply();
    listeners.forEach((listener) => listener());
  });
}

export function setThemeChoice(choice: ThemeChoice) {
  try {
    window.localStorage.setItem(storageKey, choice);
  } catch {
    // Without storage the choice lasts for this page only.
  }
  apply();
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The person's theme choice, re-rendering when it changes. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, read, () => 'system');
}
