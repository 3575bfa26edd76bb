import styles from './table.module.css';

/**
 * Classes of a data table for screens that list records: `<div className={tableStyles.scroll}>
 * <table className={tableStyles.table}>`, and `tableStyles.number` on cells of counts.
 */
export const tableStyles = {
  table: styles.table,
  number: styles.number,
  scroll: styles.scroll,
};
