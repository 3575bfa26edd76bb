import styles from './table.module.css';

/**
 * Classes of a data table for screens that list records: `<div className={tableStyles.scroll}>
 * <table className={tableStyles.table}>`, and `tableStyles.number` on cells of counts, `tableStyles.actions` on a last cell of buttons.
 */
export const tableStyles = {
  table: styles.table,
  number: styles.number,
  actions: styles.actions,
  scroll: styles.scroll,
};
