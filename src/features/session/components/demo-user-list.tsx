import type { DemoUser } from '@/lib/session';
import styles from './demo-user-list.module.css';

/** The demo's people, each a button that signs in as them. */
export function DemoUserList(props: {
  users: DemoUser[];
  onChoose: (user: DemoUser) => void;
  busy?: boolean;
}) {
  return (
    <ul className={styles.users} aria-label="Demo users">
      {props.users.map((user) => (
        <li key={user.token}>
          <button
            type="button"
            className={styles.user}
            disabled={props.busy}
            onClick={() => props.onChoose(user)}
          >
            <span className={styles.name}>Sign in as {user.displayName}</span>
            <span className={styles.meta}>{user.email}</span>
            <span className={styles.meta}>{user.description}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
