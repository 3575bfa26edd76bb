import styles from './shell.module.css';

/** The look of the header's menu buttons and the brand, for the parts the app fills in. */
export const headerStyles = {
  button: styles.headerButton,
  brand: styles.brand,
  brandLarge: styles.brandLarge,
  brandMark: styles.brandMark,
};
