import type { Session } from '@/lib/session';
import { DeferredOverlay } from '@/components/ui/deferred-overlay';
import styles from './shell.module.css';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** The host a remote session talks to, for when the server does not say who the token is. */
function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return baseUrl;
  }
}

const loadDropdown = () => import('./user-menu-dropdown').then((module) => module.UserMenuDropdown);

/**
 * Who is signed in, against which backend, the theme, and the way out. In remote mode the
 * person comes from the server (`person`, from `GET /v1/user`) when it says; otherwise the
 * button names the server. The menu's code loads when it is first opened.
 */
export function UserMenu(props: {
  session: Session;
  person?: { displayName: string; email?: string | undefined } | null | undefined;
  onSignOut: () => void;
}) {
  const { session } = props;
  const remotePerson = session.mode === 'remote' ? props.person : undefined;
  const name =
    session.mode === 'demo'
      ? session.user.displayName
      : (remotePerson?.displayName ?? hostOf(session.baseUrl));
  return (
    <DeferredOverlay
      loader={loadDropdown}
      props={{ session, remotePerson, name, onSignOut: props.onSignOut }}
      popup="menu"
      className={styles.headerButton}
    >
      <span className="visually-hidden">Account: </span>
      <span className={styles.avatar} aria-hidden="true">
        {session.mode === 'demo' || remotePerson ? initials(name) : '••'}
      </span>
      <span>{name}</span>
    </DeferredOverlay>
  );
}
