import styles from './overlay.module.css';

/**
 * Classes of the floating surfaces for screens that compose Radix menus and popovers
 * themselves: `<DropdownMenu.Content className={overlayStyles.floating}>`,
 * `<DropdownMenu.Item className={overlayStyles.menuItem}>`.
 */
export const overlayStyles = {
  floating: styles.floating,
  menuItem: styles.menuItem,
  menuLabel: styles.menuLabel,
  menuSeparator: styles.menuSeparator,
};
