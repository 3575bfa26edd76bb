import { Link, type RegisteredRouter, type ValidateLinkOptions } from '@tanstack/react-router';
import { createContext, use, type ReactNode } from 'react';
import { tabLinkProps, tabStyles } from './tab-styles';

/** Which tab of the strip is shown: its `id`. */
const CurrentTab = createContext<string | undefined>(undefined);

/**
 * A strip of link tabs (each tab has its address). The strip is told which tab is shown, and
 * each `Tab` compares its own `id` with it: exactly one tab is marked current, whatever the
 * router thinks of the addresses (a tab without search matches every search of its page).
 */
export function TabNav(props: { label: string; current: string; children: ReactNode }) {
  return (
    <nav aria-label={props.label} className={tabStyles.tabs}>
      <CurrentTab value={props.current}>{props.children}</CurrentTab>
    </nav>
  );
}

type TabProps = {
  /** Compared with the strip's `current`. */
  id: string;
  children: ReactNode;
  /** A number after the label (how many the tab holds); nothing when 0 or absent. */
  count?: ReactNode;
};

/** One tab of a `TabNav`: a link, marked `aria-current="page"` when it is the one shown. */
export function Tab<TRouter extends RegisteredRouter, TOptions>(
  props: ValidateLinkOptions<TRouter, TOptions> & TabProps,
): ReactNode;
export function Tab(props: ValidateLinkOptions & TabProps) {
  const { id, count, children, ...link } = props;
  const current = use(CurrentTab);
  return (
    <Link {...link} {...tabLinkProps(id === current)}>
      {children}
      {count ? <span className={tabStyles.count}>{count}</span> : null}
    </Link>
  );
}
