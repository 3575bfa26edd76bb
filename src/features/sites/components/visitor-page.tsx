import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { CSSProperties } from 'react';
import type {
  PublishedContentSite as PublishedContent,
  SiteSpace as SiteSpaceItem,
} from '@/api/schema.gen';
import {
  accentText,
  announcementBackground,
  cornerRadius,
  fontStack,
  previewPalette,
  readablePair,
  themed,
  type SiteCustomization,
  type ThemeMode,
} from '../customization-view';
import { PreviewHeader, PreviewLogo } from './preview-header';
import { PreviewNavigation } from './preview-navigation';
import styles from './visitor-page.module.css';

/** The page's colours, corners, depth and font as CSS variables for the preview's rules. */
function pageStyle(custom: SiteCustomization, mode: ThemeMode): CSSProperties {
  const palette = previewPalette[mode];
  const primary = themed(custom.styling.primaryColor, mode);
  const tint = custom.styling.tint ? themed(custom.styling.tint.color, mode) : undefined;
  const pill = readablePair(primary);
  return {
    '--preview-bg': palette.background,
    '--preview-text': palette.text,
    '--preview-muted': palette.muted,
    '--preview-border': palette.border,
    '--preview-accent': accentText(primary, mode),
    '--preview-accent-fill': pill.background,
    '--preview-accent-on': pill.text,
    '--preview-radius': cornerRadius(custom.styling.corners),
    '--preview-sidebar':
      custom.styling.sidebar.background === 'filled' ? (tint ?? palette.border) : 'transparent',
    '--preview-shadow': custom.styling.depth === 'flat' ? 'none' : '0 1px 3px rgb(0 0 0 / 0.18)',
    fontFamily: fontStack(custom.styling.font),
  } as CSSProperties;
}

/** The actions a visitor gets above each page. */
function pageActions(custom: SiteCustomization): string[] {
  return [
    custom.pageActions.markdown ? 'Copy as Markdown' : undefined,
    custom.pageActions.externalAI ? 'Open in ChatGPT' : undefined,
    custom.pageActions.mcp ? 'Connect with MCP' : undefined,
    custom.pdf.enabled ? 'Export as PDF' : undefined,
    custom.git.showEditLink ? 'Edit on GitHub' : undefined,
  ].filter((action): action is string => action !== undefined);
}

function PreviewArticle(props: { custom: SiteCustomization; page: SiteSpaceItem | undefined }) {
  const { custom, page } = props;
  const actions = pageActions(custom);
  return (
    <article className={styles.article}>
      <h3>{page?.title ?? custom.title}</h3>
      {actions.length > 0 ? (
        <p className={styles.actions}>
          {actions.map((action) => (
            <span key={action} className={styles.chip}>
              {action}
            </span>
          ))}
        </p>
      ) : null}
      <p className={styles.muted}>
        {page
          ? `${page.urls.published ?? page.path} · code in `
          : 'This site has no site space yet · code in '}
        <code style={{ fontFamily: fontStack(custom.styling.monospaceFont, true) }}>
          {custom.styling.monospaceFont}
        </code>
      </p>
      <p>
        Links look{' '}
        <span className={styles.link}>
          {custom.styling.links === 'accent' ? 'accented' : 'like this'}
        </span>
        {custom.externalLinks.target === 'blank' ? '; external ones open a new tab' : ''}.
      </p>
      {custom.feedback.enabled ? (
        <p className={styles.muted}>Was this page helpful? Yes · No</p>
      ) : null}
      {custom.pagination.enabled ? (
        <p className={styles.pagination}>
          <span>
            <ArrowLeft aria-hidden="true" size={12} /> Previous
          </span>
          <span>
            Next <ArrowRight aria-hidden="true" size={12} />
          </span>
        </p>
      ) : null}
    </article>
  );
}

function PreviewFooter(props: { custom: SiteCustomization; mode: ThemeMode }) {
  const { custom } = props;
  return (
    <footer className={styles.footer}>
      {custom.footer.logo ? (
        <PreviewLogo src={custom.footer.logo[props.mode]} title={custom.title} />
      ) : null}
      {custom.footer.groups.map((group) => (
        <div key={group.title}>
          <strong>{group.title}</strong>
          <ul>
            {group.links.map((link) => (
              <li key={link.title}>{link.title}</li>
            ))}
          </ul>
        </div>
      ))}
      <p className={styles.muted}>
        {[
          custom.footer.copyright,
          custom.privacyPolicy.url ? 'Privacy policy' : undefined,
          custom.trademark.enabled ? 'Powered by Folio' : undefined,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </footer>
  );
}

/**
 * The page a visitor gets, drawn small: announcement, header (preset, logo, links and menus,
 * search), sidebar navigation in the site's list style, the page with its actions, feedback
 * and pagination, and the footer. Fonts, corners, depth and colours come from the
 * customization, in the light or dark theme.
 */
export function VisitorPage(props: {
  content: PublishedContent;
  custom: SiteCustomization;
  mode: ThemeMode;
  currentSiteSpace: SiteSpaceItem | undefined;
  onPick: (id: string) => void;
}) {
  const { custom, mode } = props;
  const announcement = readablePair(announcementBackground(custom, mode));
  return (
    <div
      className={styles.page}
      style={pageStyle(custom, mode)}
      role="group"
      aria-label={`Preview of ${custom.title}`}
      lang={custom.internationalization.locale}
    >
      {custom.announcement.enabled ? (
        <p
          className={styles.announcement}
          style={{ background: announcement.background, color: announcement.text }}
        >
          {custom.announcement.message}
          {custom.announcement.link ? (
            <u>
              {' '}
              {custom.announcement.link.title} <ArrowRight aria-hidden="true" size={12} />
            </u>
          ) : null}
        </p>
      ) : null}
      <PreviewHeader custom={custom} mode={mode} />
      <div className={styles.body}>
        <nav aria-label="Preview navigation" className={styles.sidebar}>
          <PreviewNavigation
            items={props.content.structure.structure}
            list={custom.styling.sidebar.list}
            currentId={props.currentSiteSpace?.id}
            onPick={props.onPick}
          />
        </nav>
        <PreviewArticle custom={custom} page={props.currentSiteSpace} />
      </div>
      <PreviewFooter custom={custom} mode={mode} />
    </div>
  );
}
