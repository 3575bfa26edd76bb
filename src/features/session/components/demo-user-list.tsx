import type { DemoUser } from '@/lib/session';

/** The demo's people, each a button that signs in as them. */
export function DemoUserList(props: {
  users: DemoUser[];
  onChoose: (user: DemoUser) => void;
  busy?: boolean;
}) {
  return (
    <ul className="demo-users" aria-label="Demo users">
      {props.users.map((user) => (
        <li key={user.token}>
          <button
            type="button"
            className="demo-user"
            disabled={props.busy}
            onClick={() => props.onChoose(user)}
          >
            <span className="demo-user-name">Sign in as {user.displayName}</span>
            <span className="demo-user-meta">{user.email}</span>
            <span className="demo-user-meta">{user.description}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
