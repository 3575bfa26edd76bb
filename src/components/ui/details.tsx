import type { ReactNode } from 'react';

/** One term and its value in a `<dl className="details">`. */
export function DetailsRow(props: { term: string; children: ReactNode }) {
  return (
    <div className="details-row">
      <dt>{props.term}</dt>
      <dd>{props.children}</dd>
    </div>
  );
}

/** An address that opens in a new tab, or a muted word when there is none. */
export function ExternalLink(props: { href: string | undefined; missing?: string }) {
  if (!props.href) return <span className="muted">{props.missing ?? 'Not set'}</span>;
  return (
    <a href={props.href} target="_blank" rel="noreferrer">
      {props.href}
    </a>
  );
}
