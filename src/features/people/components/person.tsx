import type { User } from '../api/member-queries';
import styles from './person.module.css';

/** "Hana Ito" → "HI": what the round badge shows instead of a photo that may not load. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** A person as lists show them: initials, name, and email under it. */
export function Person(props: { user: Pick<User, 'displayName' | 'email'>; muted?: boolean }) {
  return (
    <span className={styles.person}>
      <span className={styles.avatar} aria-hidden="true">
        {initials(props.user.displayName)}
      </span>
      <span className={styles.text}>
        <span className={props.muted ? styles.mutedName : styles.name}>
          {props.user.displayName}
        </span>
        <span className={styles.email}>{props.user.email}</span>
      </span>
    </span>
  );
}
