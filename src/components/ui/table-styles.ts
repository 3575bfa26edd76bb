import styles from './table.module.css';

/**
 * Classes of a data table for screens that list records: `<div className={tableStyles.scroll}>
 * <table className={tableStyles.table}>`, and `tableStyles.number` on cells of counts, `tableStyles.actions` on a last cell of buttons.
 * `tableStyles.middle` beside `table` centres the cells vertically (rows with icons or controls).
 * `tableStyles.cards` turns the rows into cards on a phone; `DataTable` adds it with the labels.
 */
export const tableStyles = {
  table: styles.table,
  number: styles.number,
  actions: styles.actions,
  middle: styles.middle,
  scroll: styles.scroll,
  cards: styles.cards,
};
