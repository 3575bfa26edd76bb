import type { SiteStructureItem } from '../../../api/schema.gen.ts';
import type { SiteCustomizationValue, SiteRecord } from '../store/state.ts';

/**
 * The platform's announcement message is 2 to 128 characters even while it is off, and the
 * platform's document names no default: this is what a person sees on turning it on before
 * writing their own.
 */
export const defaultAnnouncementMessage = 'Welcome to our documentation.';

/** An announcement that is off, with the default message. */
export function disabledAnnouncement(): NonNullable<SiteCustomizationValue['announcement']> {
  return { enabled: false, message: defaultAnnouncementMessage, style: 'info' };
}

/**
 * What a new site looks like to visitors before anyone customizes it: the platform's defaults
 * (clean theme, Inter, rounded corners, light theme with a toggle, PDF export and pagination
 * on, feedback off).
 */
export function defaultCustomization(title: string): SiteCustomizationValue {
  return {
    title,
    styling: {
      theme: 'clean',
      corners: 'rounded',
      depth: 'subtle',
      links: 'default',
      icons: 'regular',
      search: 'subtle',
      font: 'Inter',
      monospaceFont: 'IBMPlexMono',
      primaryColor: { light: '#346ddb', dark: '#7ea6f0' },
      infoColor: { light: '#787878', dark: '#a3a3a3' },
      successColor: { light: '#00c950', dark: '#4ade80' },
      warningColor: { light: '#fe9a00', dark: '#fbbf24' },
      dangerColor: { light: '#fb2c36', dark: '#f87171' },
      background: 'plain',
      sidebar: { background: 'default', list: 'default' },
    },
    favicon: {},
    header: { preset: 'default', links: [] },
    footer: { groups: [] },
    announcement: disabledAnnouncement(),
    themes: { default: 'light', toggeable: true },
    internationalization: { locale: 'en' },
    pdf: { enabled: true },
    feedback: { enabled: false },
    ai: { mode: 'search' },
    advancedCustomization: { enabled: false },
    git: { showEditLink: false },
    pageActions: { externalAI: true, markdown: true, mcp: false },
    externalLinks: { target: 'self' },
    pagination: { enabled: true },
    trademark: { enabled: true },
    privacyPolicy: {},
    socialPreview: {},
    insights: { trackingCookie: true },
  };
}

/**
 * The customizations a visitor gets: the site's, and those of the site spaces they can see
 * that have their own (a site space without one inherits the site's, so it is left out).
 */
export function publishedCustomizations(
  site: SiteRecord,
  visibleSiteSpaceIds: ReadonlySet<string>,
  origin: string,
): { site: SiteCustomizationValue; siteSpaces: Record<string, SiteCustomizationValue> } {
  const siteSpaces: Record<string, SiteCustomizationValue> = {};
  for (const [id, customization] of Object.entries(site.siteSpaceCustomizations))
    if (visibleSiteSpaceIds.has(id)) siteSpaces[id] = withAssetOrigin(customization, origin);
  return { site: withAssetOrigin(site.customization, origin), siteSpaces };
}

/** Where the seed's images are served, on the console's origin and the API server's alike. */
export const seedAssetPath = '/seed-assets/';

/** A stored image path (`/seed-assets/logo.svg`) as a URL on `origin`; a URL stays as it is. */
function absolute(value: string, origin: string): string {
  return value.startsWith('/') ? `${origin}${value}` : value;
}

/**
 * A copy of a customization whose images stored by path (the seed's, in `public/seed-assets`)
 * are absolute URLs on the origin the request came to: the demo's page, or the API server,
 * which serves the same files.
 */
export function withAssetOrigin(
  customization: SiteCustomizationValue,
  origin: string,
): SiteCustomizationValue {
  const copy = structuredClone(customization);
  const themed = (image: { light: string; dark: string } | undefined) => {
    if (!image) return;
    image.light = absolute(image.light, origin);
    image.dark = absolute(image.dark, origin);
  };
  themed(copy.favicon.icon);
  themed(copy.header.logo);
  themed(copy.footer.logo);
  if (copy.socialPreview.url) copy.socialPreview.url = absolute(copy.socialPreview.url, origin);
  return copy;
}

/** The ids of every site space in a structure answer, at any depth. */
export function siteSpaceIdsOf(items: readonly SiteStructureItem[]): Set<string> {
  const ids = new Set<string>();
  const visit = (item: SiteStructureItem) => {
    if (item.object === 'site-space') ids.add(item.id);
    else if (item.object === 'site-section') item.siteSpaces.forEach(visit);
    else item.children.forEach(visit);
  };
  items.forEach(visit);
  return ids;
}
