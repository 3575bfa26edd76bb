import { useId, type ReactNode } from 'react';
import { cx } from '@/lib/class-names';
import styles from './surface.module.css';

/**
 * A titled part of a page; its heading names it, so it is a region a person can find. A screen
 * may add its own class (spacing, a grid) to the card's.
 */
export function Card(props: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section className={cx(styles.card, props.className)} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

/** Cards side by side where there is room (`columns`), or stacked with a gap. */
export function CardGroup(props: { layout?: 'columns' | 'stack'; children: ReactNode }) {
  return (
    <div className={cx(props.layout === 'columns' ? styles.grid : styles.stack)}>
      {props.children}
    </div>
  );
}

/** The classes of a card, for a screen that draws its own (a list item, a panel). */
export const cardClass = styles.card;
export const cardTitleClass = styles.cardTitle;
