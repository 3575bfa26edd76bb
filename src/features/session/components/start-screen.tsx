import { ConnectCard } from './connect-card';
import { DemoCard } from './demo-card';

/** The signed-out landing page: the in-browser demo, or a remote platform with a token. */
export function StartScreen(props: { onSignedIn: () => Promise<void> }) {
  return (
    <main id="main" className="start">
      <header className="start-header">
        <p className="brand brand-large">
          <span className="brand-mark" aria-hidden="true">
            F
          </span>
          Folio
        </p>
        <h1 className="page-title">Manage your documentation platform</h1>
        <p className="page-description">
          Organizations, their settings, search and agent instructions, in one console.
        </p>
      </header>
      <div className="start-grid">
        <DemoCard onSignedIn={props.onSignedIn} />
        <ConnectCard onSignedIn={props.onSignedIn} />
      </div>
    </main>
  );
}
