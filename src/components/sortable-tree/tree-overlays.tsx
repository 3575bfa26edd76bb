import { lazy, useEffect } from 'react';
import type { MoveToDialog as MoveToDialogView } from './move-to-dialog';

/*
 * The tree's overlays load apart from its rows: the Actions menu (Radix Dropdown Menu) and the
 * Move to… dialog (Radix Dialog and the form layer) were a wave of chunks the first rows of a
 * tree waited for, after the data had arrived (docs/decisions/0023). They are fetched once the
 * tree is on screen (`usePreloadTreeOverlays`), so a first click rarely waits for them, and
 * rendered from their first opening on.
 */
const loadRowMenu = () => import('./row-menu-content');
const loadMoveTo = () => import('./move-to-dialog');

export const SharedRowMenu = lazy(async () => ({ default: (await loadRowMenu()).SharedRowMenu }));

// `lazy` takes a component of one props type; the dialog is generic over the tree's data.
export const MoveToDialog = lazy(async () => ({
  default: (await loadMoveTo()).MoveToDialog,
})) as unknown as typeof MoveToDialogView;

/** How long after the tree mounts its overlays' code is fetched: its rows come first. */
const preloadDelayMs = 500;

/** Fetches the overlays' code a moment after the tree is on screen. */
export function usePreloadTreeOverlays() {
  useEffect(() => {
    // A failed fetch is not reported here: opening it loads it, the route shows the error.
    const preload = () => Promise.all([loadRowMenu(), loadMoveTo()]).catch(() => undefined);
    const timer = setTimeout(() => void preload(), preloadDelayMs);
    return () => clearTimeout(timer);
  }, []);
}
