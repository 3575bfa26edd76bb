import type {
  components,
  Integration,
  IntegrationPublish,
  Organization,
} from '../../../api/schema.gen.ts';
import { ApiError } from '../http/api-error.ts';
import type {
  BackendState,
  IntegrationRecord,
  OrganizationRecord,
  UserRecord,
} from '../store/state.ts';
import { membershipOf, requireAdmin } from './access.ts';
import { checkConfigurations } from './integration-configuration.ts';
import { organizationResponse } from './organizations.ts';
import { appBaseUrl } from './urls.ts';

/**
 * The integration catalog (decision 0013): who sees what, the list and its filters, publish
 * and unpublish. Installations live in integration-installations.ts, events in
 * integration-events.ts.
 */

type Schemas = components['schemas'];

/** Where the platform runs integrations and serves their assets and scripts. */
export const integrationsHost = 'https://integrations.folio.example';

export function integrationLocation(origin: string, name: string): string {
  return `${origin}/v1/integrations/${encodeURIComponent(name)}`;
}

export function integrationEndpoint(name: string): string {
  return `${integrationsHost}/v1/integrations/${encodeURIComponent(name)}`;
}

function isMember(state: BackendState, organizationId: string, user: UserRecord): boolean {
  return membershipOf(state, organizationId, user.id) !== undefined;
}

/** Private integrations exist only for members of their owner; the others for everyone. */
export function canSeeIntegration(
  state: BackendState,
  integration: IntegrationRecord,
  user: UserRecord,
): boolean {
  return integration.visibility !== 'private' || isMember(state, integration.ownerId, user);
}

/** The integration by name as the caller may see it (404 when absent or private to others). */
export function findIntegration(
  state: BackendState,
  name: string,
  user: UserRecord,
): IntegrationRecord {
  const integration = state.integrations.find((i) => i.name === name);
  if (!integration || !canSeeIntegration(state, integration, user))
    throw new ApiError(404, `No integration matches name '${name}'`);
  return integration;
}

export function ownerOf(state: BackendState, integration: IntegrationRecord): OrganizationRecord {
  const owner = state.organizations.find((org) => org.id === integration.ownerId);
  // Organizations are never deleted, so an integration always has its owner.
  if (!owner) throw new Error(`The integration '${integration.name}' has no owner.`);
  return owner;
}

/** Installations, events and unpublishing are for the owner's admins (403 otherwise). */
export function requireOwnerAdmin(
  state: BackendState,
  integration: IntegrationRecord,
  user: UserRecord,
  action: string,
): void {
  requireAdmin(state, ownerOf(state, integration), user, action);
}

/**
 * Builds Integration resources for one caller. The owner is a whole Organization as the caller
 * sees it; a page of a large catalog names few owners, so each is built once.
 */
export function integrationResponder(
  state: BackendState,
  user: UserRecord,
  origin: string,
): (integration: IntegrationRecord) => Integration {
  const owners = new Map<string, Organization>();
  return (integration) => {
    let owner = owners.get(integration.ownerId);
    if (!owner) {
      owner = organizationResponse(
        ownerOf(state, integration),
        membershipOf(state, integration.ownerId, user.id),
        origin,
      );
      owners.set(integration.ownerId, owner);
    }
    const endpoint = integrationEndpoint(integration.name);
    const response: Integration = {
      object: 'integration',
      name: integration.name,
      version: integration.version,
      title: integration.title,
      description: integration.description,
      summary: integration.summary,
      previewImages: [...integration.previewImages],
      target: integration.target,
      verified: integration.verified,
      visibility: integration.visibility,
      scopes: [...integration.scopes],
      categories: [...integration.categories],
      blocks: structuredClone(integration.blocks),
      contentSources: structuredClone(integration.contentSources),
      configurations: structuredClone(integration.configurations),
      externalLinks: structuredClone(integration.externalLinks),
      owner,
      urls: {
        location: integrationLocation(origin, integration.name),
        ...(integration.icon !== undefined ? { icon: integration.icon } : {}),
        app: `${appBaseUrl}/integrations/${encodeURIComponent(integration.name)}`,
        assets: `${endpoint}/assets/v${integration.version}`,
        publicEndpoint: `${endpoint}/integration`,
      },
      permissions: { admin: membershipOf(state, integration.ownerId, user.id) === 'admin' },
    };
    if (integration.contentSecurityPolicy !== undefined)
      response.contentSecurityPolicy = structuredClone(integration.contentSecurityPolicy);
    return response;
  };
}

/**
 * One collator for every comparison: `localeCompare` with a locale builds one per call, which
 * made sorting the large catalog (512 integrations) take most of a second.
 */
const titleCollator = new Intl.Collator('en', { sensitivity: 'base' });

/** Lists sort by title (as people read it), then by name so equal titles keep one order. */
export function byTitle(a: IntegrationRecord, b: IntegrationRecord): number {
  return (
    titleCollator.compare(a.title, b.title) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
  );
}

/** `search`: a case-insensitive substring of the name or the title. */
export function matchesSearch(integration: IntegrationRecord, search: string | undefined): boolean {
  if (search === undefined) return true;
  const needle = search.toLowerCase();
  return (
    integration.name.toLowerCase().includes(needle) ||
    integration.title.toLowerCase().includes(needle)
  );
}

/** The host a block's unfurl pattern is about: a URL's hostname, or the pattern as a host. */
function unfurlHost(pattern: string): string {
  try {
    return new URL(pattern).hostname.toLowerCase();
  } catch {
    return (pattern.split('/')[0] ?? '').toLowerCase();
  }
}

function unfurlsDomain(integration: IntegrationRecord, domain: string): boolean {
  const wanted = domain.toLowerCase();
  return integration.blocks.some((block) =>
    (block.urlUnfurl ?? []).some((pattern) => {
      const host = unfurlHost(pattern);
      return host === wanted || host.endsWith(`.${wanted}`);
    }),
  );
}

export interface IntegrationFilters {
  search?: string;
  category?: Schemas['IntegrationCategory'];
  blockDomain?: string;
  blocks?: boolean;
  contentSources?: boolean;
  owner?: string;
  scope?: Schemas['IntegrationScope'];
  target?: Schemas['IntegrationTarget'];
}

function matchesFilters(integration: IntegrationRecord, filters: IntegrationFilters): boolean {
  const { category, blockDomain, blocks, contentSources, owner, scope, target } = filters;
  return (
    matchesSearch(integration, filters.search) &&
    (category === undefined || integration.categories.includes(category)) &&
    (blockDomain === undefined || unfurlsDomain(integration, blockDomain)) &&
    (blocks === undefined || integration.blocks.length > 0 === blocks) &&
    (contentSources === undefined || integration.contentSources.length > 0 === contentSources) &&
    (owner === undefined || integration.ownerId === owner) &&
    (scope === undefined || integration.scopes.includes(scope)) &&
    // An integration for `all` targets can be installed at any of them.
    (target === undefined || integration.target === target || integration.target === 'all')
  );
}

/**
 * The catalog for a caller: public integrations, and the private and unlisted ones of
 * organizations the caller belongs to (their developers manage them); unlisted ones of other
 * organizations are reached by name only.
 */
export function catalog(
  state: BackendState,
  user: UserRecord,
  filters: IntegrationFilters,
): IntegrationRecord[] {
  const memberOf = new Set(
    state.memberships.filter((m) => m.userId === user.id).map((m) => m.organizationId),
  );
  return state.integrations
    .filter(
      (integration) =>
        (integration.visibility === 'public' || memberOf.has(integration.ownerId)) &&
        matchesFilters(integration, filters),
    )
    .sort(byTitle);
}

/** `organization` of a publish or an install: an organization id, or its subdomain. */
export function resolveOrganization(state: BackendState, reference: string): OrganizationRecord {
  const wanted = reference.toLowerCase();
  const organization =
    state.organizations.find((org) => org.id === reference) ??
    state.organizations.find((org) => org.hostname?.split('.')[0]?.toLowerCase() === wanted);
  if (!organization)
    throw new ApiError(404, `No organization matches id or subdomain '${reference}'`);
  return organization;
}

/** What an uploaded image is, from its first bytes, so it can be answered as a data URL. */
function imageType(base64: string): string {
  if (base64.startsWith('iVBORw0KGgo')) return 'image/png';
  if (base64.startsWith('/9j/')) return 'image/jpeg';
  if (base64.startsWith('R0lGOD')) return 'image/gif';
  if (base64.startsWith('UklGR')) return 'image/webp';
  if (base64.startsWith('PHN2Zy') || base64.startsWith('PD94bW')) return 'image/svg+xml';
  return 'application/octet-stream';
}

export function imageDataUrl(base64: string): string {
  return `data:${imageType(base64)};base64,${base64}`;
}

/**
 * Publishes a version. The caller must be an admin of the publishing organization (404 when
 * it does not resolve, 403 otherwise); a name another organization owns is 403. The body is
 * the whole manifest: fields it leaves out take their defaults. `verified` is the platform's
 * to set, so a new version keeps it.
 */
export function publishIntegration(
  state: BackendState,
  name: string,
  user: UserRecord,
  body: IntegrationPublish,
  now: Date,
): IntegrationRecord {
  const organization = resolveOrganization(state, body.organization);
  requireAdmin(state, organization, user, 'publish integrations');
  const existing = state.integrations.find((i) => i.name === name);
  if (existing && existing.ownerId !== organization.id)
    throw new ApiError(
      403,
      `The integration name '${name}' belongs to another organization; choose another name.`,
    );
  if (body.configurations) checkConfigurations(body.configurations);
  const record: IntegrationRecord = {
    name,
    ownerId: organization.id,
    version: (existing?.version ?? 0) + 1,
    title: body.title.trim(),
    description: body.description,
    summary: body.summary ?? '',
    ...(body.icon !== undefined ? { icon: imageDataUrl(body.icon) } : {}),
    previewImages: (body.previewImages ?? []).map(imageDataUrl),
    target: body.target ?? 'all',
    verified: existing?.verified ?? false,
    visibility: body.visibility ?? 'private',
    runtime: body.runtime ?? 'v1',
    scopes: [...(body.scopes ?? [])],
    categories: [...(body.categories ?? [])],
    blocks: structuredClone(body.blocks ?? []),
    contentSources: structuredClone(body.contentSources ?? []),
    configurations: structuredClone(body.configurations ?? {}),
    externalLinks: structuredClone(body.externalLinks ?? []),
    ...(body.contentSecurityPolicy !== undefined
      ? { contentSecurityPolicy: structuredClone(body.contentSecurityPolicy) }
      : {}),
    script: body.script,
    secrets: { ...(body.secrets ?? {}) },
    createdAt: existing?.createdAt ?? now.toISOString(),
    updatedAt: now.toISOString(),
  };
  if (existing) state.integrations[state.integrations.indexOf(existing)] = record;
  else state.integrations.push(record);
  return record;
}

/**
 * Unpublishes: the integration goes with its installations and their events, and so do the
 * scripts it injected (they are computed from installations). Absent, or private to others,
 * changes nothing and is not an error.
 */
export function unpublishIntegration(state: BackendState, name: string, user: UserRecord): void {
  const integration = state.integrations.find((i) => i.name === name);
  if (!integration || !canSeeIntegration(state, integration, user)) return;
  requireOwnerAdmin(state, integration, user, 'unpublish integrations');
  state.integrations = state.integrations.filter((i) => i !== integration);
  state.installations = state.installations.filter((i) => i.integrationName !== name);
  state.integrationEvents = state.integrationEvents.filter((e) => e.integrationName !== name);
}
