import type {
  OpenAPISpec,
  OpenAPISpecCreate,
  OpenAPISpecReplace,
  OpenAPISpecUpdate,
  OpenAPISpecVersion,
} from '../../../api/schema.gen.ts';
import { ApiError } from '../http/api-error.ts';
import type {
  BackendState,
  OpenAPISpecRecord,
  OpenAPISpecVersionRecord,
  OrganizationRecord,
  UserRecord,
} from '../store/state.ts';
import { findOrganization, requireMember, type Membership } from './access.ts';
import { newId } from './ids.ts';
import { processingState, requestProcessing, settleSpec } from './openapi-processing.ts';
import { organizationAppUrl } from './urls.ts';
import { organizationRecords } from './lookup.ts';

/**
 * OpenAPI specifications (decision 0014): every member reads them (guests too, as for sites),
 * admins write. Slugs are stored in lower case and are unique in the organization. Processing
 * and its clock live in openapi-processing.ts.
 */

/** The organization (404) of a member caller (403, guests read too). */
export function specReaderOrganization(
  state: BackendState,
  organizationId: string,
  user: UserRecord,
): { organization: OrganizationRecord; membership: Membership } {
  const organization = findOrganization(state, organizationId);
  return { organization, membership: requireMember(state, organization, user) };
}

/** Slugs compare in lower case: the platform's own pattern has no capitals. */
export function normalizeSlug(slug: string): string {
  return slug.toLowerCase();
}

function specWithSlug(
  state: BackendState,
  organizationId: string,
  slug: string,
): OpenAPISpecRecord | undefined {
  const normalized = normalizeSlug(slug);
  return state.openAPISpecs.find(
    (record) => record.organizationId === organizationId && record.slug === normalized,
  );
}

export function findSpec(
  state: BackendState,
  organizationId: string,
  slug: string,
): OpenAPISpecRecord {
  const spec = specWithSlug(state, organizationId, slug);
  if (!spec)
    throw new ApiError(
      404,
      `No OpenAPI specification matches the slug '${slug}' in the organization '${organizationId}'`,
    );
  return spec;
}

/** By slug, so the list reads like the index it is. */
export function organizationSpecs(
  state: BackendState,
  organizationId: string,
): OpenAPISpecRecord[] {
  return organizationRecords(state.openAPISpecs, organizationId, (a, b) =>
    a.slug.localeCompare(b.slug),
  );
}

function specLocation(origin: string, spec: OpenAPISpecRecord): string {
  return `${origin}/v1/orgs/${encodeURIComponent(spec.organizationId)}/openapi/${encodeURIComponent(spec.slug)}`;
}

/** Where anyone reads a public specification. */
export function specPublishedUrl(
  organization: OrganizationRecord,
  spec: OpenAPISpecRecord,
): string {
  const host = organization.customHostname ?? organization.hostname;
  return `https://${host}/openapi/${encodeURIComponent(spec.slug)}`;
}

/** The OpenAPISpec as the caller sees it; reading settles the processings that ended. */
export function specResponse(
  organization: OrganizationRecord,
  spec: OpenAPISpecRecord,
  membership: Membership,
  now: Date,
  origin: string,
): OpenAPISpec {
  settleSpec(spec, now);
  const response: OpenAPISpec = {
    object: 'openapi-spec',
    id: spec.id,
    createdAt: spec.createdAt,
    updatedAt: spec.updatedAt,
    slug: spec.slug,
    ...(spec.sourceURL !== undefined ? { sourceURL: spec.sourceURL } : {}),
    processingState: processingState(spec, now),
    visibility: spec.visibility,
    permissions: { view: membership !== undefined, edit: membership === 'admin' },
    urls: {
      location: specLocation(origin, spec),
      app: `${organizationAppUrl(spec.organizationId)}/openapi/${encodeURIComponent(spec.slug)}`,
      ...(spec.visibility === 'public' ? { published: specPublishedUrl(organization, spec) } : {}),
    },
  };
  const last = spec.versions.at(-1);
  if (last) response.lastVersion = last.id;
  if (spec.lastProcessedAt !== undefined) response.lastProcessedAt = spec.lastProcessedAt;
  if (spec.lastProcessErrorCode !== undefined) {
    response.lastProcessErrorCode = spec.lastProcessErrorCode;
    response.lastProcessedErrors = (spec.lastProcessedErrors ?? []).map((e) => ({ ...e }));
  }
  return response;
}

type SpecSource = OpenAPISpecCreate['source'];

/** The record's source fields for a request's source: one of the two, the other gone. */
function setSource(spec: Pick<OpenAPISpecRecord, 'sourceURL' | 'sourceText'>, source: SpecSource) {
  delete spec.sourceURL;
  delete spec.sourceText;
  if ('url' in source && source.url !== undefined) spec.sourceURL = source.url;
  else spec.sourceText = source.text ?? '';
}

function newSpec(
  organizationId: string,
  slug: string,
  source: SpecSource,
  now: Date,
): OpenAPISpecRecord {
  const at = now.toISOString();
  const spec: OpenAPISpecRecord = {
    id: newId('openapi'),
    organizationId,
    slug: normalizeSlug(slug),
    visibility: 'private',
    createdAt: at,
    updatedAt: at,
    processRequestedAt: at,
    processedCycles: 0,
    versions: [],
  };
  setSource(spec, source);
  return spec;
}

/** Adds a private specification and starts processing it; a taken slug is 400. */
export function createSpec(
  state: BackendState,
  organization: OrganizationRecord,
  body: OpenAPISpecCreate,
  now: Date,
): OpenAPISpecRecord {
  const taken = specWithSlug(state, organization.id, body.slug);
  if (taken)
    throw new ApiError(
      400,
      `/slug '${taken.slug}' is already used by another specification of this organization.`,
    );
  const spec = newSpec(organization.id, body.slug, body.source, now);
  state.openAPISpecs.push(spec);
  return spec;
}

/**
 * Replaces the source of the specification with this slug, or creates it, and processes the
 * source again either way (a person asking again is how they check for updates).
 */
export function replaceSpec(
  state: BackendState,
  organization: OrganizationRecord,
  slug: string,
  body: OpenAPISpecReplace,
  now: Date,
): { spec: OpenAPISpecRecord; created: boolean } {
  const existing = specWithSlug(state, organization.id, slug);
  if (!existing) {
    const spec = newSpec(organization.id, slug, body.source, now);
    state.openAPISpecs.push(spec);
    return { spec, created: true };
  }
  // What ended before now still counts; what was under way gives way to the new request.
  settleSpec(existing, now);
  setSource(existing, body.source);
  existing.updatedAt = now.toISOString();
  requestProcessing(existing, now);
  return { spec: existing, created: false };
}

export function updateSpec(spec: OpenAPISpecRecord, body: OpenAPISpecUpdate, now: Date): void {
  if (body.visibility === spec.visibility) return;
  spec.visibility = body.visibility;
  spec.updatedAt = now.toISOString();
}

/** Removes the specification and its versions; absent, nothing to do. */
export function deleteSpec(state: BackendState, organizationId: string, slug: string): void {
  const normalized = normalizeSlug(slug);
  state.openAPISpecs = state.openAPISpecs.filter(
    (record) => !(record.organizationId === organizationId && record.slug === normalized),
  );
}

/** Newest first. */
export function specVersions(spec: OpenAPISpecRecord, now: Date): OpenAPISpecVersionRecord[] {
  settleSpec(spec, now);
  return [...spec.versions].reverse();
}

/** Where the platform keeps its copy of each version's document. */
const filesBaseUrl = 'https://files.folio.example/openapi';

export function versionResponse(
  spec: OpenAPISpecRecord,
  version: OpenAPISpecVersionRecord,
  origin: string,
): OpenAPISpecVersion {
  return {
    object: 'openapi-spec-version',
    id: version.id,
    url: `${filesBaseUrl}/${encodeURIComponent(spec.organizationId)}/${encodeURIComponent(version.id)}.json`,
    ...(version.sourceURL !== undefined ? { sourceURL: version.sourceURL } : {}),
    createdAt: version.createdAt,
    urls: { location: `${specLocation(origin, spec)}/versions/${encodeURIComponent(version.id)}` },
  };
}
