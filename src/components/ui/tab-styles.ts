import styles from './tabs.module.css';

/**
 * Classes of a strip of link tabs: `<nav className={tabStyles.tabs}>` around links with
 * `tabStyles.tab` and `aria-current="page"` on the current one; `tabStyles.count` for a count
 * after a label.
 */
export const tabStyles = {
  tabs: styles.tabs,
  tab: styles.tab,
  count: styles.count,
};
