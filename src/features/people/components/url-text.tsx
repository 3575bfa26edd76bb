import { Fragment } from 'react';
import { urlLineParts } from '../url-break-points';
import styles from './sso.module.css';

/**
 * An address in monospace that wraps only at sensible points (`<wbr>` after a slash, before
 * `?` and `&`), so a wrapped URL still reads as one. `<wbr>` adds no character: copying the
 * text gives the address as it is.
 */
export function UrlText(props: { url: string }) {
  const parts = urlLineParts(props.url);
  return (
    <code className={styles.address}>
      {parts.map((part, index) => (
        // The parts of one address never change order: a part's place is its identity.
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </code>
  );
}
