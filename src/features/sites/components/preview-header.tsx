import { ChevronDown, Moon, Search, Sun } from 'lucide-react';
import { useState, type CSSProperties } from 'react';
import { cx } from '@/lib/class-names';
import {
  headerLook,
  readablePair,
  themed,
  type SiteCustomization,
  type ThemeMode,
} from '../customization-view';
import styles from './preview-header.module.css';
import { liveUrl } from '@/api/safe-url';

/** A logo as the visitor sees it, or the title when the image cannot be loaded. */
export function PreviewLogo(props: { src: string | undefined; title: string }) {
  const [failed, setFailed] = useState(false);
  // Only an address safe to load becomes the image's source (src/api/safe-url.ts).
  const src = liveUrl(props.src);
  if (!src || failed) return <strong>{props.title}</strong>;
  return (
    <img
      className={styles.logo}
      src={src}
      alt={`${props.title} logo`}
      onError={() => setFailed(true)}
    />
  );
}

function HeaderLinks(props: {
  custom: SiteCustomization;
  mode: ThemeMode;
  header: { background: string; text: string };
}) {
  const primary = themed(props.custom.styling.primaryColor, props.mode);
  // On a header already in the brand colour, a primary button is drawn inverted to stand out.
  const fill = readablePair(props.header.background === primary ? props.header.text : primary);
  return (
    <ul className={styles.links}>
      {props.custom.header.links.map((link) => {
        const button = link.style.startsWith('button');
        const filled = link.style === 'button-primary';
        const style: CSSProperties = button
          ? {
              border: `1px solid ${filled ? fill.background : props.header.text}`,
              background: filled ? fill.background : 'transparent',
              color: filled ? fill.text : props.header.text,
            }
          : {};
        return (
          <li key={link.title}>
            <span className={button ? styles.button : undefined} style={style}>
              {link.title}
              {link.links.length > 0 ? (
                <>
                  {' '}
                  <ChevronDown aria-hidden="true" size={12} />
                </>
              ) : null}
            </span>
            {link.links.length > 0 ? (
              <ul className={styles.menu}>
                {link.links.map((item) => (
                  <li key={item.title}>{item.title}</li>
                ))}
              </ul>
            ) : null}
            {link.condition ? (
              <span className={styles.condition}>only when {link.condition}</span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The visitor's header: preset colours, logo, search (and Ask AI), links, theme switch. */
export function PreviewHeader(props: { custom: SiteCustomization; mode: ThemeMode }) {
  const { custom, mode } = props;
  const header = headerLook(custom, mode);
  if (custom.header.preset === 'none') return null;
  return (
    <header className={styles.header} style={{ background: header.background, color: header.text }}>
      <PreviewLogo src={custom.header.logo?.[mode]} title={custom.title} />
      <span
        className={cx(
          styles.search,
          custom.styling.search === 'prominent' && styles.searchProminent,
        )}
        style={{ borderColor: header.text }}
      >
        <Search aria-hidden="true" size={12} />
        {custom.styling.search === 'prominent' ? (
          ' Search…'
        ) : (
          <span className="visually-hidden">Search</span>
        )}
        {custom.ai.mode === 'assistant' ? ' · Ask AI' : ''}
      </span>
      <HeaderLinks custom={custom} mode={mode} header={header} />
      {custom.themes.toggeable ? (
        <span className={styles.themeSwitch} style={{ color: header.text }}>
          {mode === 'dark' ? (
            <>
              <Sun aria-hidden="true" size={12} /> Light
            </>
          ) : (
            <>
              <Moon aria-hidden="true" size={12} /> Dark
            </>
          )}
        </span>
      ) : null}
    </header>
  );
}
