import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { overlayStyles } from '@/components/ui/overlay-styles';
import type { Session } from '@/lib/session';
import { setThemeChoice, themeChoices, useThemeChoice, type ThemeChoice } from '@/lib/theme';
import styles from './shell.module.css';
import menuStyles from './user-menu-dropdown.module.css';

const themeLabels: Record<ThemeChoice, string> = {
  system: 'Same as the system',
  light: 'Light',
  dark: 'Dark',
};

export interface UserMenuProps {
  session: Session;
  /** The person the server says the token is, when it says. */
  remotePerson: { displayName: string; email?: string | undefined } | null | undefined;
  /** The name shown on the button. */
  name: string;
  /** The button's content (user-menu.tsx), the same before and after this code loads. */
  trigger: ReactNode;
  onSignOut: () => void;
}

/** The account menu itself, loaded when first opened (user-menu.tsx). */
export function UserMenuDropdown(props: UserMenuProps & { defaultOpen?: boolean }) {
  const { session, remotePerson, name } = props;
  const theme = useThemeChoice();
  return (
    // Not modal: a modal menu hides the page with aria-hidden while its controls stay
    // focusable (axe's aria-hidden-focus). The menu still takes the focus and Escape closes it.
    <DropdownMenu.Root modal={false} defaultOpen={props.defaultOpen ?? false}>
      <DropdownMenu.Trigger className={styles.headerButton}>{props.trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={overlayStyles.floating} align="end" sideOffset={6}>
          <div className={menuStyles.section}>
            <p className={menuStyles.strong}>{name}</p>
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
          <div className={menuStyles.section}>
            <p>
              Mode: <strong>{session.mode === 'demo' ? 'Demo' : 'Remote'}</strong>
            </p>
            <p className={`muted ${menuStyles.url}`}>{session.baseUrl}</p>
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
