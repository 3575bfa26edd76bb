import { useQuery } from '@tanstack/react-query';
import { useId, useState, type CSSProperties, type FormEvent } from 'react';
import { liveUrl } from '@/api/safe-url';
import type { components } from '@/api/schema.gen';
import { errorMessage, isApiError } from '@/lib/api-error';
import { siteQueries, type Site } from '../api/site-queries';
import {
  accentText,
  announcementBackground,
  cornerRadius,
  customizationSummary,
  fontStack,
  headerLook,
  previewPalette,
  readablePair,
  themed,
  type SiteCustomization,
  type ThemeMode,
} from '../customization-view';

type Schemas = components['schemas'];
type PublishedContent = Schemas['PublishedContentSite'];
type StructureItem = Schemas['SiteStructureItem'];
type SiteSpaceItem = Schemas['SiteSpace'];

/** The site spaces of a structure in reading order. */
function siteSpacesOf(items: readonly StructureItem[]): SiteSpaceItem[] {
  return items.flatMap((item) =>
    item.object === 'site-space'
      ? [item]
      : item.object === 'site-section'
        ? item.siteSpaces
        : siteSpacesOf(item.children),
  );
}

function PreviewNavigation(props: {
  items: readonly StructureItem[];
  currentId: string | undefined;
  onPick: (id: string) => void;
}) {
  return (
    <ul>
      {props.items.map((item) => (
        <li key={item.id}>
          {item.object === 'site-space' ? (
            <button
              type="button"
              className="site-preview-nav-item"
              aria-current={item.id === props.currentId ? 'page' : undefined}
              onClick={() => props.onPick(item.id)}
            >
              {item.title}
              {item.default ? ' (home)' : ''}
            </button>
          ) : (
            <>
              <span className="site-preview-nav-heading">
                {item.title}
                {item.object === 'site-section' && item.default ? ' (home)' : ''}
              </span>
              <PreviewNavigation
                items={item.object === 'site-section' ? item.siteSpaces : item.children}
                currentId={props.currentId}
                onPick={props.onPick}
              />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A logo as the visitor sees it, or the title when the image cannot be loaded. */
function Logo(props: { src: string | undefined; title: string }) {
  const [failed, setFailed] = useState(false);
  // Only an address safe to load becomes the image's source (src/api/safe-url.ts).
  const src = liveUrl(props.src);
  if (!src || failed) return <strong>{props.title}</strong>;
  return (
    <img
      className="site-preview-logo"
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
    <ul className="site-preview-header-links">
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
            <span className={button ? 'site-preview-button' : undefined} style={style}>
              {link.title}
              {link.links.length > 0 ? ' ▾' : ''}
            </span>
            {link.links.length > 0 ? (
              <ul className="site-preview-menu">
                {link.links.map((item) => (
                  <li key={item.title}>{item.title}</li>
                ))}
              </ul>
            ) : null}
            {link.condition ? (
              <span className="site-preview-condition">only when {link.condition}</span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The page a visitor gets, drawn small: announcement, header (preset, logo, links and menus,
 * search), sidebar navigation in the site's list style, the page with its actions, feedback
 * and pagination, and the footer. Fonts, corners, depth and colours come from the
 * customization, in the light or dark theme.
 */
function VisitorPage(props: {
  content: PublishedContent;
  custom: SiteCustomization;
  mode: ThemeMode;
  currentSiteSpace: SiteSpaceItem | undefined;
  onPick: (id: string) => void;
}) {
  const { custom, mode } = props;
  const palette = previewPalette[mode];
  const primary = themed(custom.styling.primaryColor, mode);
  const header = headerLook(custom, mode);
  const tint = custom.styling.tint ? themed(custom.styling.tint.color, mode) : undefined;
  const radius = cornerRadius(custom.styling.corners);
  const pill = readablePair(primary);
  const announcement = readablePair(announcementBackground(custom, mode));
  const pageStyle = {
    '--preview-bg': palette.background,
    '--preview-text': palette.text,
    '--preview-muted': palette.muted,
    '--preview-border': palette.border,
    '--preview-accent': accentText(primary, mode),
    '--preview-accent-fill': pill.background,
    '--preview-accent-on': pill.text,
    '--preview-radius': radius,
    '--preview-sidebar':
      custom.styling.sidebar.background === 'filled' ? (tint ?? palette.border) : 'transparent',
    '--preview-shadow': custom.styling.depth === 'flat' ? 'none' : '0 1px 3px rgb(0 0 0 / 0.18)',
    fontFamily: fontStack(custom.styling.font),
  } as CSSProperties;
  const page = props.currentSiteSpace;
  const actions = [
    custom.pageActions.markdown ? 'Copy as Markdown' : undefined,
    custom.pageActions.externalAI ? 'Open in ChatGPT' : undefined,
    custom.pageActions.mcp ? 'Connect with MCP' : undefined,
    custom.pdf.enabled ? 'Export as PDF' : undefined,
    custom.git.showEditLink ? 'Edit on GitHub' : undefined,
  ].filter((action): action is string => action !== undefined);
  return (
    <div
      className={`site-preview-page site-preview-list-${custom.styling.sidebar.list}`}
      style={pageStyle}
      role="group"
      aria-label={`Preview of ${custom.title}`}
      lang={custom.internationalization.locale}
    >
      {custom.announcement.enabled ? (
        <p
          className="site-preview-announcement"
          style={{ background: announcement.background, color: announcement.text }}
        >
          {custom.announcement.message}
          {custom.announcement.link ? <u> {custom.announcement.link.title} →</u> : null}
        </p>
      ) : null}
      {custom.header.preset !== 'none' ? (
        <header
          className="site-preview-header"
          style={{ background: header.background, color: header.text }}
        >
          <Logo src={custom.header.logo?.[mode]} title={custom.title} />
          <span
            className={`site-preview-search site-preview-search-${custom.styling.search}`}
            style={{ borderColor: header.text }}
          >
            {custom.styling.search === 'prominent' ? 'Search…' : '🔍'}
            {custom.ai.mode === 'assistant' ? ' · Ask AI' : ''}
          </span>
          <HeaderLinks custom={custom} mode={mode} header={header} />
          {custom.themes.toggeable ? (
            <span className="site-preview-muted" style={{ color: header.text }}>
              {mode === 'dark' ? '☀ Light' : '☾ Dark'}
            </span>
          ) : null}
        </header>
      ) : null}
      <div className="site-preview-body">
        <nav aria-label="Preview navigation" className="site-preview-sidebar">
          <PreviewNavigation
            items={props.content.structure.structure}
            currentId={page?.id}
            onPick={props.onPick}
          />
        </nav>
        <article className="site-preview-article">
          <h3>{page?.title ?? custom.title}</h3>
          {actions.length > 0 ? (
            <p className="site-preview-actions">
              {actions.map((action) => (
                <span key={action} className="site-preview-chip">
                  {action}
                </span>
              ))}
            </p>
          ) : null}
          <p className="site-preview-muted">
            {page
              ? `${page.urls.published ?? page.path} · code in `
              : 'This site has no site space yet · code in '}
            <code style={{ fontFamily: fontStack(custom.styling.monospaceFont, true) }}>
              {custom.styling.monospaceFont}
            </code>
          </p>
          <p>
            Links look{' '}
            <span className="site-preview-link">
              {custom.styling.links === 'accent' ? 'accented' : 'like this'}
            </span>
            {custom.externalLinks.target === 'blank' ? '; external ones open a new tab' : ''}.
          </p>
          {custom.feedback.enabled ? (
            <p className="site-preview-muted">Was this page helpful? Yes · No</p>
          ) : null}
          {custom.pagination.enabled ? (
            <p className="site-preview-pagination">
              <span>← Previous</span>
              <span>Next →</span>
            </p>
          ) : null}
        </article>
      </div>
      <footer className="site-preview-footer">
        {custom.footer.logo ? <Logo src={custom.footer.logo[mode]} title={custom.title} /> : null}
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
        <p className="site-preview-muted">
          {[
            custom.footer.copyright,
            custom.privacyPolicy.url ? 'Privacy policy' : undefined,
            custom.trademark.enabled ? 'Powered by Folio' : undefined,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </footer>
    </div>
  );
}

function CustomizationDetails(props: { custom: SiteCustomization; content: PublishedContent }) {
  const colours = (
    ['primaryColor', 'infoColor', 'successColor', 'warningColor', 'dangerColor'] as const
  ).map((key) => ({ key, label: key.replace('Color', ''), value: props.custom.styling[key] }));
  return (
    <details className="site-preview-details">
      <summary>Every visitor setting</summary>
      <dl className="details">
        {customizationSummary(props.custom).map((row) => (
          <div key={row.term} className="details-row">
            <dt>{row.term}</dt>
            <dd>{row.detail}</dd>
          </div>
        ))}
        <div className="details-row">
          <dt>Colours (light / dark)</dt>
          <dd>
            <ul className="plain-list">
              {colours.map((colour) => (
                <li key={colour.key}>
                  <span
                    className="site-preview-swatch"
                    style={{ background: colour.value.light }}
                    aria-hidden="true"
                  />
                  <span
                    className="site-preview-swatch"
                    style={{ background: colour.value.dark }}
                    aria-hidden="true"
                  />
                  {colour.label}: {colour.value.light} / {colour.value.dark}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div className="details-row">
          <dt>Scripts</dt>
          <dd>
            {props.content.scripts.length === 0 ? (
              'None'
            ) : (
              <ul className="plain-list">
                {props.content.scripts.map((script) => (
                  <li key={script.script}>
                    {script.script} ({script.cookies ? 'sets cookies' : 'no cookies'}; CSP{' '}
                    <code>{script.contentSecurityPolicy}</code>)
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </details>
  );
}

function PublishedPreview(props: { content: PublishedContent }) {
  const { content } = props;
  const siteSpaces = siteSpacesOf(content.structure.structure);
  const [pickedId, setPickedId] = useState<string>();
  const current =
    siteSpaces.find((s) => s.id === pickedId) ?? siteSpaces.find((s) => s.default) ?? siteSpaces[0];
  const own = current ? content.customizations.siteSpaces[current.id] : undefined;
  const custom = own ?? content.customizations.site;
  const [mode, setMode] = useState<ThemeMode>();
  const shownMode: ThemeMode = mode ?? (custom.themes.default === 'dark' ? 'dark' : 'light');
  return (
    <>
      <fieldset className="fieldset-plain site-preview-modes">
        <legend className="field-label">Colour mode</legend>
        {(['light', 'dark'] as const).map((value) => (
          <label key={value} className="checkbox-field">
            <input
              type="radio"
              name="site-preview-mode"
              checked={shownMode === value}
              onChange={() => setMode(value)}
            />
            {value === 'light' ? 'Light' : 'Dark'}
            {custom.themes.default === value ? ' (visitors’ default)' : ''}
          </label>
        ))}
      </fieldset>
      {current ? (
        <p className="muted" role="status">
          Showing {current.title}
          {own ? ', which has a customization of its own.' : ', with the site’s customization.'}
        </p>
      ) : null}
      <VisitorPage
        content={content}
        custom={custom}
        mode={shownMode}
        currentSiteSpace={current}
        onPick={setPickedId}
      />
      <CustomizationDetails custom={custom} content={content} />
    </>
  );
}

/**
 * What visitors get (the published content). A share-link site asks for its key first, as a
 * visitor without the link would be refused.
 */
export function SitePreview(props: { orgId: string; site: Site }) {
  const { site } = props;
  const needsKey = site.visibility === 'share-link';
  const [draftKey, setDraftKey] = useState('');
  const [shareKey, setShareKey] = useState<string>();
  const [asked, setAsked] = useState(!needsKey);
  const keyId = useId();
  const preview = useQuery({
    ...siteQueries.published(props.orgId, site.id, shareKey),
    enabled: asked && site.published,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShareKey(draftKey.trim() || undefined);
    setAsked(true);
  };
  return (
    <section className="card" aria-labelledby="site-preview-heading">
      <h2 id="site-preview-heading" className="card-title">
        Preview
      </h2>
      {!site.published ? (
        <p className="muted">Visitors get nothing while the site is unpublished.</p>
      ) : (
        <>
          {needsKey ? (
            <form className="inline-form inline-form-bottom" onSubmit={submit}>
              <div className="field">
                <label className="field-label" htmlFor={keyId}>
                  Share key
                </label>
                <input
                  id={keyId}
                  className="input"
                  value={draftKey}
                  onChange={(event) => setDraftKey(event.target.value)}
                />
                <p className="field-hint">
                  {site.shareKey
                    ? `This site’s key is ${site.shareKey}; try without it to see what others get.`
                    : 'The secret from the share link.'}
                </p>
              </div>
              <button type="submit" className="button button-secondary">
                Preview
              </button>
            </form>
          ) : null}
          {!asked ? null : preview.isPending ? (
            <p className="muted">Loading the preview…</p>
          ) : preview.isError ? (
            <p className="notice" role="status">
              {isApiError(preview.error) && preview.error.status === 404
                ? 'A visitor with this link gets “not found”: the key is missing or wrong.'
                : errorMessage(preview.error)}
            </p>
          ) : (
            <PublishedPreview key={preview.data.site.id} content={preview.data} />
          )}
        </>
      )}
    </section>
  );
}
