import { useState, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';

/** The component a deferred overlay loads: the real menu or popover, opened at once if asked. */
export type OverlayComponent<P> = ComponentType<P & { defaultOpen?: boolean }>;

/** Loaded overlays, by their loader, so a second trigger (or a remount) needs no new wait. */
const loaded = new Map<() => Promise<unknown>, ComponentType<never>>();

function load<P>(loader: () => Promise<OverlayComponent<P>>): Promise<OverlayComponent<P>> {
  return loader().then((component) => {
    loaded.set(loader, component as ComponentType<never>);
    return component;
  });
}

/**
 * A header menu or popover whose code (Radix, Floating UI, the content) is loaded only when
 * it is first opened, so it is not part of the JS every page downloads first
 * (docs/decisions/0023). Until then a plain button with the same look and name stands in; the
 * code starts loading as soon as the pointer rests on it or it gets focus, and the first click,
 * Enter, Space or ArrowDown renders the real overlay open. From then on the real one is used.
 *
 * `loader` must be a stable function (declared at module level). The loaded overlay gets
 * `props` and, as its `trigger`, the children, so both buttons show the same.
 */
export function DeferredOverlay<P extends { trigger: ReactNode }>(props: {
  loader: () => Promise<OverlayComponent<P>>;
  props: Omit<P, 'trigger'>;
  /** The kind of overlay the button opens, for `aria-haspopup`. */
  popup: 'menu' | 'dialog';
  className: string | undefined;
  /** What the button shows; the loaded overlay's trigger shows the same. */
  children: ReactNode;
}) {
  // Read once: swapping the button for the real trigger while it has focus would lose it.
  const [cached] = useState(() => loaded.get(props.loader) as OverlayComponent<P> | undefined);
  const [overlay, setOverlay] = useState<{ component: OverlayComponent<P>; open: boolean }>();

  const real = { ...props.props, trigger: props.children } as P;
  const Real = overlay?.component;
  if (Real) return <Real {...real} defaultOpen={overlay.open} />;
  // Loaded before this trigger was mounted: the real one, closed.
  const Cached = cached;
  if (Cached) return <Cached {...real} />;

  const preload = () => void load(props.loader).catch(() => undefined);
  const open = () => {
    // A failed load (offline) leaves the button as it is, for the next click to try again.
    load(props.loader).then(
      (component) => setOverlay({ component, open: true }),
      () => undefined,
    );
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      open();
    }
  };
  return (
    <button
      type="button"
      className={props.className}
      aria-haspopup={props.popup}
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={open}
      onKeyDown={onKeyDown}
    >
      {props.children}
    </button>
  );
}
