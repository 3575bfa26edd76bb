import styles from './tabs.module.css';

/**
 * The props that mark a link current (a tab, a chip): `aria-current="page"` on it alone when it
 * is the one shown. The router also marks a link current when it matches the address, and by
 * default a link without search (the first tab, "All") matches every search of its page: it
 * would be marked current beside the one shown. An exact match leaves the marking to `current`.
 */
export function currentLinkProps(current: boolean) {
  return {
    'aria-current': current ? ('page' as const) : undefined,
    activeOptions: { exact: true },
    activeProps: {},
  };
}

/** A link tab's class and its current marking (`currentLinkProps`). */
export function tabLinkProps(current: boolean) {
  return { className: styles.tab, ...currentLinkProps(current) };
}

/**
 * Classes of a strip of link tabs: `<nav className={tabStyles.tabs}>` around links with
 * `tabStyles.tab` and `aria-current="page"` on the current one (`tabLinkProps` gives both); `tabStyles.count` for a count
 * after a label.
 */
export const tabStyles = {
  tabs: styles.tabs,
  tab: styles.tab,
  count: styles.count,
};
