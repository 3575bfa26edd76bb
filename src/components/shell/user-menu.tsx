import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, LogOut } from 'lucide-react';
import { overlayStyles } from '@/components/ui/overlay-styles';
import type { Session } from '@/lib/session';
import { setThemeChoice, themeChoices, useThemeChoice, type ThemeChoice } from '@/lib/theme';
import styles from './shell.module.css';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

const themeLabels: Record<ThemeChoice, string> = {
  system: 'Same as the system',
  light: 'Light',
  dark: 'Dark',
};

/** The host a remote session talks to, for when the server does not say who the token is. */
function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return baseUrl;
  }
}

/**
 * Who is signed in, against which backend, the theme, and the way out. In remote mode the
 * person comes from the server (`person`, from `GET /v1/user`) when it says; otherwise the
 * button names the server.
 */
export function UserMenu(props: {
  session: Session;
  person?: { displayName: string; email?: string | undefined } | null | undefined;
  onSignOut: () => void;
}) {
  const { session } = props;
  const theme = useThemeChoice();
  const remotePerson = session.mode === 'remote' ? props.person : undefined;
  const name =
    session.mode === 'demo'
      ? session.user.displayName
      : (remotePerson?.displayName ?? hostOf(session.baseUrl));
  return (
    // Not modal: a modal menu hides the page with aria-hidden while its controls stay
    // focusable (axe's aria-hidden-focus). The menu still takes the focus and Escape closes it.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.headerButton}>
        <span className="visually-hidden">Account: </span>
        <span className={styles.avatar} aria-hidden="true">
          {session.mode === 'demo' || remotePerson ? initials(name) : '••'}
        </span>
        <span>{name}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={overlayStyles.floating} align="end" sideOffset={6}>
          <div className={styles.menuSection}>
            <p className={styles.menuStrong}>{name}</p>
            {session.mode === 'demo' ? (
              <>
                <p className="muted">{session.user.email}</p>
                <p className="muted">{session.user.description}</p>
              </>
            ) : (
              <>
                {remotePerson?.email ? <p className="muted">{remotePerson.email}</p> : null}
                <p className="muted">API token ending in …{session.token.slice(-4)}</p>
              </>
            )}
          </div>
          <DropdownMenu.Separator className={overlayStyles.menuSeparator} />
          <div className={styles.menuSection}>
            <p>
              Mode: <strong>{session.mode === 'demo' ? 'Demo' : 'Remote'}</strong>
            </p>
            <p className={`muted ${styles.menuUrl}`}>{session.baseUrl}</p>
          </div>
          <DropdownMenu.Separator className={overlayStyles.menuSeparator} />
          <DropdownMenu.Label className={overlayStyles.menuLabel}>Theme</DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={theme}
            onValueChange={(value) => {
              const choice = themeChoices.find((candidate) => candidate === value);
              if (choice) setThemeChoice(choice);
            }}
          >
            {themeChoices.map((choice) => (
              <DropdownMenu.RadioItem
                key={choice}
                value={choice}
                className={overlayStyles.menuItem}
                // Keep the menu open so the person sees the change they chose.
                onSelect={(event) => event.preventDefault()}
              >
                <DropdownMenu.ItemIndicator>
                  <Check size={16} aria-hidden="true" />
                </DropdownMenu.ItemIndicator>
                {themeLabels[choice]}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className={overlayStyles.menuSeparator} />
          <DropdownMenu.Item className={overlayStyles.menuItem} onSelect={props.onSignOut}>
            <LogOut size={16} aria-hidden="true" />
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
