import type { ReactNode } from 'react';
import { Card } from './card';
import styles from './surface.module.css';
import { liveUrl } from '@/api/safe-url';

/** Terms and their values, one row each. */
export function Details(props: { children: ReactNode; label?: string }) {
  return (
    <dl className={styles.details} aria-label={props.label}>
      {props.children}
    </dl>
  );
}

/** One term and its value in a `<Details>` list. */
export function DetailsRow(props: { term: string; children: ReactNode }) {
  return (
    <div className={styles.detailsRow}>
      <dt>{props.term}</dt>
      <dd>{props.children}</dd>
    </div>
  );
}

/**
 * An address that opens in a new tab, or a muted word when there is none. An address that is
 * not safe to follow (src/api/safe-url.ts) is shown as text, without a link.
 */
export function ExternalLink(props: { href: string | undefined; missing?: string }) {
  if (!props.href) return <span className="muted">{props.missing ?? 'Not set'}</span>;
  return (
    <a href={liveUrl(props.href)} target="_blank" rel="noreferrer">
      {props.href}
    </a>
  );
}

/** A card that is one list of details, such as a record's General or Addresses. */
export function DetailsCard(props: { title: string; children: ReactNode; label?: string }) {
  return (
    <Card title={props.title}>
      <Details {...(props.label ? { label: props.label } : {})}>{props.children}</Details>
    </Card>
  );
}
