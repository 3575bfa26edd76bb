import { headerStyles } from '@/components/shell/header-styles';
import { PageHeader } from '@/components/ui/page-header';
import { cx } from '@/lib/class-names';
import { ConnectCard } from './connect-card';
import { DemoCard } from './demo-card';
import styles from './start-screen.module.css';

/** The signed-out landing page: the in-browser demo, or a remote platform with a token. */
export function StartScreen(props: { onSignedIn: () => Promise<void> }) {
  return (
    <main id="main" className={styles.start}>
      <header className={styles.header}>
        <p className={cx(headerStyles.brand, headerStyles.brandLarge)}>
          <span className={headerStyles.brandMark} aria-hidden="true">
            F
          </span>
          Folio
        </p>
        <PageHeader
          title="Manage your documentation platform"
          description="Shape and publish sites, review and merge change requests, arrange spaces, and run your organization's people, integrations, translations and imports, in one console."
        />
      </header>
      <div className={styles.cards}>
        <DemoCard onSignedIn={props.onSignedIn} />
        <ConnectCard onSignedIn={props.onSignedIn} />
      </div>
    </main>
  );
}
