import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { Session } from '@/lib/session';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** Who is signed in, against which backend, and the way out. */
export function UserMenu(props: { session: Session; onSignOut: () => void }) {
  const { session } = props;
  const name = session.mode === 'demo' ? session.user.displayName : 'API token';
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="user-menu-trigger">
        <span className="visually-hidden">Account: </span>
        <span className="avatar" aria-hidden="true">
          {session.mode === 'demo' ? initials(name) : '••'}
        </span>
        <span className="user-menu-name">{name}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu-content" align="end" sideOffset={6}>
          <div className="menu-section">
            <p className="menu-strong">{name}</p>
            {session.mode === 'demo' ? (
              <>
                <p className="muted">{session.user.email}</p>
                <p className="muted">{session.user.description}</p>
              </>
            ) : (
              <p className="muted">Token ending in …{session.token.slice(-4)}</p>
            )}
          </div>
          <DropdownMenu.Separator className="menu-separator" />
          <div className="menu-section">
            <p>
              Mode: <strong>{session.mode === 'demo' ? 'Demo' : 'Remote'}</strong>
            </p>
            <p className="muted menu-url">{session.baseUrl}</p>
          </div>
          <DropdownMenu.Separator className="menu-separator" />
          <DropdownMenu.Item className="menu-item" onSelect={props.onSignOut}>
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
