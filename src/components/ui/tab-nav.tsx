import { Link, type RegisteredRouter, type ValidateLinkOptions } from '@tanstack/react-router';
import { createContext, use, type ReactNode } from 'react';
import { currentLinkProps, tabLinkProps, tabStyles } from './tab-styles';

/** Which tab of the strip is shown (its `id`), and the class of a tab when not the default. */
const Strip = createContext<{ current: string; tabClass?: string | undefined }>({ current: '' });

/**
 * A strip of link tabs (each tab has its address). The strip is told which tab is shown, and
 * each `Tab` compares its own `id` with it: exactly one tab is marked current, whatever the
 * router thinks of the addresses (a tab without search matches every search of its page).
 */
export function TabNav(props: {
  label: string;
  current: string;
  children: ReactNode;
  /**
   * Choices of one list rather than sections of a page (categories as chips): a group, with the
   * caller's classes for the strip and for each choice.
   */
  choices?: { className: string | undefined; tabClass: string | undefined };
}) {
  const strip = { current: props.current, tabClass: props.choices?.tabClass };
  const tabs = <Strip value={strip}>{props.children}</Strip>;
  if (props.choices)
    return (
      <div role="group" aria-label={props.label} className={props.choices.className}>
        {tabs}
      </div>
    );
  return (
    <nav aria-label={props.label} className={tabStyles.tabs}>
      {tabs}
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
  const strip = use(Strip);
  const current = id === strip.current;
  const marking = strip.tabClass
    ? { ...currentLinkProps(current), className: strip.tabClass }
    : tabLinkProps(current);
  return (
    <Link {...link} {...marking}>
      {children}
      {count ? <span className={tabStyles.count}>{count}</span> : null}
    </Link>
  );
}
