import { useParams, useRouter } from '@tanstack/react-router';
import { Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { listenForShortcuts, type ShortcutActions } from '@/lib/shortcuts';
import { Search } from 'lucide-react';
import type { PaletteProps } from './app-shell';
import { useEveryOrgArea } from './every-org-area';
import extrasStyles from './shell-extras.module.css';
import styles from './shell.module.css';
import { ShortcutDialog } from './shortcut-dialog';

/** The dialogs the shell opens. */
type ShellOverlay = 'palette' | 'shortcuts';

/**
 * What the header adds once the page is on screen: the palette's button, the keyboard
 * shortcuts, and the dialogs they open (the command palette, the route's component, and the
 * shortcut list). The shell loads this file right after its first paint: none of it is needed
 * to show the page, and the button comes with the code that makes it work; it takes the
 * header's free space, so nothing moves when it appears. Each dialog mounts when first opened
 * and then stays, so it closes with its animation and the palette keeps the dialog one of its
 * actions opened. The default export, for `lazy()`.
 */
export default function ShellExtras(props: { palette: ComponentType<PaletteProps> }) {
  const { orgId } = useParams({ strict: false });
  const router = useRouter();
  const areas = useEveryOrgArea();
  const [overlay, setOverlay] = useState<ShellOverlay>();
  const actions: ShortcutActions = {
    palette: () => setOverlay('palette'),
    help: () => setOverlay('shortcuts'),
    go: (letter) => {
      const area = areas.find((candidate) => candidate.shortcut === letter);
      if (!area || !orgId) return false;
      void router.navigate({ to: area.to, params: { orgId } });
      return true;
    },
  };
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => listenForShortcuts(latest), []);
  // The narrow screens' menu (the navigation's popover) closes once the page changed; hiding
  // a popover that is not shown does nothing.
  useEffect(
    () =>
      router.subscribe('onResolved', () => document.getElementById('main-nav')?.hidePopover?.()),
    [router],
  );

  const [mounted, setMounted] = useState<ReadonlySet<ShellOverlay>>(new Set());
  if (overlay && !mounted.has(overlay)) setMounted(new Set(mounted).add(overlay));
  const onOpenChange = (open: boolean) => !open && setOverlay(undefined);
  const Palette = props.palette;
  return (
    <>
      <button
        type="button"
        className={`${styles.headerButton} ${extrasStyles.paletteButton}`}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        title="Command palette (Ctrl K or ⌘K)"
        onClick={() => setOverlay('palette')}
      >
        <Search size={16} aria-hidden="true" />
        <span>Jump to…</span>
        <kbd aria-hidden="true">Ctrl K</kbd>
      </button>
      <Suspense fallback={null}>
        {mounted.has('palette') ? (
          <Palette
            open={overlay === 'palette'}
            onOpenChange={onOpenChange}
            onShowShortcuts={() => setOverlay('shortcuts')}
          />
        ) : null}
        {mounted.has('shortcuts') ? (
          <ShortcutDialog open={overlay === 'shortcuts'} onOpenChange={onOpenChange} />
        ) : null}
      </Suspense>
    </>
  );
}
