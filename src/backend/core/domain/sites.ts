import type { Site, SiteCreate, SiteUpdate } from '../../../api/schema.gen.ts';
import { ApiError } from '../http/api-error.ts';
import { defaultCustomization } from './site-customization.ts';
import type {
  BackendState,
  OrganizationRecord,
  SiteRecord,
  SpaceRecord,
  UserRecord,
} from '../store/state.ts';
import { adminOrganization, findOrganization, membershipOf, type Membership } from './access.ts';
import { requireContentReader } from './content-access.ts';
import { newId } from './ids.ts';
import { activeSiteSpaces } from './sites-structure.ts';
import { untitled } from './text.ts';
import { organizationAppUrl } from './urls.ts';
import { findInOrganization, inOrganization, notFound, withoutRecord } from './lookup.ts';

/**
 * Sites: the record's life (create, settings, publication, delete) and the Site resource.
 * Every member reads a site; only admins change one (decision 0008).
 */

export function siteLocation(origin: string, organizationId: string, siteId: string): string {
  return `${origin}/v1/orgs/${encodeURIComponent(organizationId)}/sites/${encodeURIComponent(siteId)}`;
}

/**
 * Where visitors find the site, only while it is published: the custom hostname or the
 * organization's, then the basename. A share-link address carries its secret, since without
 * it the address is useless; visitor-auth visitors sign in at the same address.
 */
export function sitePublishedUrl(
  site: SiteRecord,
  organization: OrganizationRecord,
): string | undefined {
  if (!site.published) return undefined;
  const host = site.hostname ?? organization.hostname ?? `${organization.id}.folio.example`;
  const base = `https://${host}/${site.basename}`;
  return site.visibility === 'share-link'
    ? `${base}?share=${encodeURIComponent(site.shareKey)}`
    : base;
}

/** Where the platform serves a site that sits behind a proxy (decision 0021). */
export const proxyTargetHost = 'proxy.folio.example';

/**
 * A proxy is answered as the platform does: `origin` is the proxy as it was set (host plus
 * path, no scheme), `target` the platform's address the proxy forwards visitors' requests to.
 */
function proxyResponse(site: SiteRecord, proxy: string): NonNullable<Site['proxy']> {
  return {
    origin: proxy,
    target: `https://${proxyTargetHost}/sites/${encodeURIComponent(site.id)}`,
  };
}

/** A new site has not applied for ads yet; only paid site types may. */
export function initialAds(type: SiteRecord['type']): SiteRecord['ads'] {
  return { status: 'pending', submittable: type !== 'basic' };
}

export function siteResponse(
  state: BackendState,
  site: SiteRecord,
  organization: OrganizationRecord,
  origin: string,
): Site {
  const published = sitePublishedUrl(site, organization);
  const response: Site = {
    object: 'site',
    id: site.id,
    title: site.title,
    type: site.type,
    basename: site.basename,
    visibility: site.visibility,
    published: site.published,
    siteSpaces: activeSiteSpaces(state, site).length,
    createdAt: site.createdAt,
    adaptiveContent: { enabled: site.adaptiveContent },
    ads: structuredClone(site.ads),
    agentsContext: site.agentsContext,
    features: site.adaptiveContent
      ? [{ id: 'sites-adaptive-content', plan: site.type, frozen: false, customizations: [] }]
      : [],
    urls: {
      location: siteLocation(origin, site.organizationId, site.id),
      app: `${organizationAppUrl(site.organizationId)}/sites/${encodeURIComponent(site.id)}`,
      ...(published !== undefined ? { published } : {}),
    },
  };
  if (site.hostname !== undefined) response.hostname = site.hostname;
  if (site.proxy !== undefined) response.proxy = proxyResponse(site, site.proxy);
  if (site.visibility === 'share-link') response.shareKey = site.shareKey;
  return response;
}

export function findSite(state: BackendState, organizationId: string, siteId: string): SiteRecord {
  return findInOrganization(state.sites, organizationId, siteId, 'site');
}

/** The site for a reader: organization (404), membership (403), site (404). */
export function readableSite(
  state: BackendState,
  organizationId: string,
  siteId: string,
  user: UserRecord,
): { organization: OrganizationRecord; site: SiteRecord; membership: Membership } {
  const organization = findOrganization(state, organizationId);
  const membership = requireContentReader(state, organization.id, user);
  return { organization, site: findSite(state, organization.id, siteId), membership };
}

/** The site for a change: only admins (403), checked before the site so ids do not leak. */
export function editableSite(
  state: BackendState,
  organizationId: string,
  siteId: string,
  user: UserRecord,
  action: string,
): { organization: OrganizationRecord; site: SiteRecord } {
  const organization = adminOrganization(state, organizationId, user, action);
  return { organization, site: findSite(state, organization.id, siteId) };
}

export interface SiteFilters {
  space?: string;
  title?: string;
  published?: boolean;
  /** Only sites of one of these types. */
  type?: readonly SiteRecord['type'][];
}

export function organizationSites(
  state: BackendState,
  organizationId: string,
  filters: SiteFilters,
): SiteRecord[] {
  const title = filters.title?.toLowerCase();
  return state.sites.filter(
    (site) =>
      site.organizationId === organizationId &&
      (filters.published === undefined || site.published === filters.published) &&
      (filters.type === undefined || filters.type.includes(site.type)) &&
      (title === undefined || site.title.toLowerCase().includes(title)) &&
      (filters.space === undefined || site.siteSpaces.some((s) => s.spaceId === filters.space)),
  );
}

/** A space of the organization that is not deleted, for a site to show (404 otherwise). */
export function organizationSpace(
  state: BackendState,
  organizationId: string,
  spaceId: string,
): SpaceRecord {
  const space = state.spaces.find((s) => s.id === spaceId);
  if (!space || space.organizationId !== organizationId || space.deletedAt !== undefined)
    throw notFound('space', spaceId, inOrganization(organizationId));
  return space;
}

/** A url-safe basename from a title: `Acme Help Center` → `acme-help-center`. */
export function basenameFor(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 100) || 'site'
  );
}

/** A new site of an organization whose admin asks for it. */
export function createSite(
  state: BackendState,
  organization: OrganizationRecord,
  body: SiteCreate | undefined,
  now: Date,
): SiteRecord {
  const spaces = (body?.spaces ?? []).map((spaceId) =>
    organizationSpace(state, organization.id, spaceId),
  );
  // The platform's body is optional, and so is every field of it.
  const title = body?.title?.trim() ?? untitled;
  const type = body?.type ?? 'basic';
  const site: SiteRecord = {
    id: newId('site'),
    organizationId: organization.id,
    title,
    type,
    visibility: body?.visibility ?? 'public',
    published: false,
    basename: basenameFor(title),
    ads: initialAds(type),
    adaptiveContent: false,
    agentsContext: 'included',
    createdAt: now.toISOString(),
    shareKey: newId('share'),
    groups: [],
    sections: [],
    siteSpaces: spaces.map((space, index) => ({
      id: newId('sitesp'),
      spaceId: space.id,
      path: basenameFor(space.title),
      index,
    })),
    customization: defaultCustomization(title),
    siteSpaceCustomizations: {},
    aiResponses: [],
  };
  state.sites.push(site);
  return site;
}

/** Applies a PATCH; every rule the schema cannot express answers 400 naming the field. */
export function updateSite(site: SiteRecord, body: SiteUpdate): void {
  if (body.defaultSiteSection !== undefined) {
    if (!site.sections.some((s) => s.id === body.defaultSiteSection))
      throw new ApiError(
        400,
        `defaultSiteSection '${body.defaultSiteSection}' is not a section of the site '${site.id}'.`,
      );
  }
  if (body.defaultSiteSpace !== undefined) {
    const siteSpace = site.siteSpaces.find((s) => s.id === body.defaultSiteSpace);
    if (!siteSpace)
      throw new ApiError(
        400,
        `defaultSiteSpace '${body.defaultSiteSpace}' is not a site space of the site '${site.id}'.`,
      );
  }
  if (body.title !== undefined) {
    site.title = body.title.trim();
    site.customization.title = site.title;
  }
  if (body.visibility !== undefined) site.visibility = body.visibility;
  if (body.basename !== undefined) site.basename = body.basename;
  if (body.proxy !== undefined) {
    if (body.proxy === null) delete site.proxy;
    else site.proxy = body.proxy;
  }
  if (body.adaptiveContent !== undefined) site.adaptiveContent = body.adaptiveContent.enabled;
  if (body.agentsContext !== undefined) site.agentsContext = body.agentsContext;
  if (body.defaultSiteSection !== undefined) site.defaultSiteSectionId = body.defaultSiteSection;
  if (body.defaultSiteSpace !== undefined) {
    site.defaultSiteSpaceId = body.defaultSiteSpace;
    // "When the site has sections, the default in the default section": the site space's
    // section becomes the default section, so the two never disagree.
    const sectionId = site.siteSpaces.find((s) => s.id === body.defaultSiteSpace)?.sectionId;
    const section = site.sections.find((s) => s.id === sectionId);
    if (section) {
      // The section's own default follows, so the section and the site never disagree.
      section.defaultSiteSpaceId = body.defaultSiteSpace;
      if (body.defaultSiteSection === undefined) site.defaultSiteSectionId = section.id;
    }
  }
}

export function setPublished(site: SiteRecord, published: boolean): void {
  site.published = published;
}

export function deleteSite(
  state: BackendState,
  organization: OrganizationRecord,
  siteId: string,
): void {
  state.sites = withoutRecord(state.sites, organization.id, siteId);
  // The organization's default content must not point at a site that is gone.
  if (organization.defaultContent && 'site' in organization.defaultContent)
    if (organization.defaultContent.site === siteId) delete organization.defaultContent;
}

/**
 * Who may read the published content: nobody while unpublished; a share-link site needs its
 * key; a visitor-auth site needs a signed-in visitor, which in this backend is a member of the
 * organization. Every refusal is a 404 so the site's existence does not leak.
 */
export function requirePublishedAccess(
  state: BackendState,
  site: SiteRecord,
  user: UserRecord,
  shareKey: string | undefined,
): void {
  const missing = new ApiError(404, `No published site matches id '${site.id}'`);
  if (!site.published) throw missing;
  if (site.visibility === 'share-link' && shareKey !== site.shareKey) throw missing;
  if (
    site.visibility === 'visitor-auth' &&
    membershipOf(state, site.organizationId, user.id) === undefined
  )
    throw missing;
}
