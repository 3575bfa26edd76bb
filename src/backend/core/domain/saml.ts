import { certificateAdvice, normalizeCertificate } from '../../../api/certificate-rules.ts';
import type {
  SamlProvider,
  SamlProviderCreate,
  SamlProviderUpdate,
  SsoLoginInfo,
} from '../../../api/schema.gen.ts';
import { ApiError } from '../http/api-error.ts';
import type {
  BackendState,
  OrganizationRecord,
  SamlProviderRecord,
  UserRecord,
} from '../store/state.ts';
import { adminOrganization } from './access.ts';
import { newId } from './ids.ts';
import { byCodePoint } from './order.ts';
import { activeSpaceIds, findTeam, teamResponse } from './teams.ts';
import { appBaseUrl } from './urls.ts';
import { findInOrganization, organizationRecords, withoutRecord } from './lookup.ts';
import { refuseTakenName } from './unique-names.ts';

/**
 * SAML identity providers and SSO login info (decision 0012). Providers are an admin matter
 * (they carry the certificate); the login info is public to any signed-in caller. `status`
 * and `service` are derived from the record on every read, so a write can never leave them
 * stale, and the organization never enforces SSO without an active provider to sign in with.
 */

/** The organization whose providers an admin manages: 404, then 403 for anyone but admins. */
export function samlOrganization(
  state: BackendState,
  organizationId: string,
  user: UserRecord,
): OrganizationRecord {
  return adminOrganization(state, organizationId, user, 'manage SAML providers');
}

export function findSamlProvider(
  state: BackendState,
  organizationId: string,
  providerId: string,
): SamlProviderRecord {
  return findInOrganization(state.samlProviders, organizationId, providerId, 'SAML provider');
}

/** Active once the identity provider's address, issuer and certificate are all known. */
export function samlStatus(provider: SamlProviderRecord): SamlProvider['status'] {
  return provider.ssoURL !== undefined &&
    provider.entityID !== undefined &&
    provider.certificate !== undefined
    ? 'active'
    : 'pending';
}

/** What the admin enters in the identity provider: fixed by the two ids, never changing. */
export function samlService(provider: SamlProviderRecord): SamlProvider['service'] {
  const base = `${appBaseUrl}/auth/saml/${encodeURIComponent(provider.organizationId)}/${encodeURIComponent(provider.id)}`;
  return { acsURL: `${base}/acs`, startURL: `${base}/start`, entityID: `${base}/metadata` };
}

export function samlProviderResponse(
  state: BackendState,
  provider: SamlProviderRecord,
  caller: UserRecord,
  origin: string,
): SamlProvider {
  const response: SamlProvider = {
    object: 'saml-provider',
    id: provider.id,
    label: provider.label,
    // Required by the platform in every answer; empty while not set (decision 0021).
    ssoURL: provider.ssoURL ?? '',
    entityID: provider.entityID ?? '',
    certificate: provider.certificate ?? '',
    defaultRole: provider.defaultRole,
    createdAt: provider.createdAt,
    status: samlStatus(provider),
    service: samlService(provider),
    urls: {
      location: `${origin}/v1/orgs/${encodeURIComponent(provider.organizationId)}/saml/${encodeURIComponent(provider.id)}`,
    },
  };
  if (provider.defaultTeam !== undefined) {
    const team = findTeam(state, provider.organizationId, provider.defaultTeam);
    response.defaultTeam = teamResponse(
      state,
      team,
      caller,
      activeSpaceIds(state, provider.organizationId),
    );
  }
  return response;
}

/** Oldest first, then by id. */
export function organizationSamlProviders(
  state: BackendState,
  organizationId: string,
): SamlProviderRecord[] {
  return organizationRecords(
    state.samlProviders,
    organizationId,
    (a, b) => byCodePoint(a.createdAt, b.createdAt) || byCodePoint(a.id, b.id),
  );
}

function checkedSsoUrl(url: string): string {
  if (new URL(url).protocol !== 'https:')
    throw new ApiError(400, `/ssoURL must be an https address ('${url}' is not).`);
  return url;
}

function checkedCertificate(text: string): string {
  const certificate = normalizeCertificate(text);
  if (certificate === undefined)
    throw new ApiError(400, `/certificate is not a PEM certificate: ${certificateAdvice}`);
  return certificate;
}

function checkedDefaultTeam(state: BackendState, organizationId: string, teamId: string): string {
  if (!state.teams.some((t) => t.id === teamId && t.organizationId === organizationId))
    throw new ApiError(400, `/defaultTeam '${teamId}' is not a team of this organization.`);
  return teamId;
}

/** 400 when another provider of the organization already has this label (decision 0012). */
function refuseTakenLabel(
  state: BackendState,
  organizationId: string,
  candidate: { id?: string; name: string },
): void {
  const providers = organizationSamlProviders(state, organizationId).map((p) => ({
    id: p.id,
    name: p.label,
  }));
  refuseTakenName(providers, candidate, {
    pointer: '/label',
    noun: 'label',
    thing: 'a SAML provider',
  });
}

/**
 * While the organization enforces SSO, someone must be able to sign in with it: when no
 * provider is active any more, enforcement is turned off rather than locking everyone out.
 */
function keepSignInPossible(state: BackendState, organization: OrganizationRecord): void {
  if (!organization.sso) return;
  const active = state.samlProviders.some(
    (p) => p.organizationId === organization.id && samlStatus(p) === 'active',
  );
  if (!active) organization.sso = false;
}

/** Registers a provider; `defaultRole` absent takes the organization's default role. */
export function createSamlProvider(
  state: BackendState,
  organization: OrganizationRecord,
  body: SamlProviderCreate,
  now: string,
): SamlProviderRecord {
  refuseTakenLabel(state, organization.id, { name: body.label });
  const provider: SamlProviderRecord = {
    id: newId('saml'),
    organizationId: organization.id,
    label: body.label.trim(),
    defaultRole: body.defaultRole === undefined ? organization.defaultRole : body.defaultRole,
    createdAt: now,
  };
  // Checked in the order of the form, so the first problem a person sees is the first field.
  if (body.ssoURL !== undefined) provider.ssoURL = checkedSsoUrl(body.ssoURL);
  if (body.entityID !== undefined) provider.entityID = body.entityID;
  if (body.certificate !== undefined) provider.certificate = checkedCertificate(body.certificate);
  if (body.defaultTeam !== undefined)
    provider.defaultTeam = checkedDefaultTeam(state, organization.id, body.defaultTeam);
  state.samlProviders.push(provider);
  return provider;
}

/** Each optional field: a value sets it, `null` clears it, absence keeps it. */
type Change<T> = { set: T } | { clear: true } | undefined;

function change<T>(value: T | null | undefined, check: (value: T) => T): Change<T> {
  if (value === undefined) return undefined;
  return value === null ? { clear: true } : { set: check(value) };
}

function apply<K extends 'ssoURL' | 'entityID' | 'certificate' | 'defaultTeam'>(
  provider: SamlProviderRecord,
  key: K,
  value: Change<string>,
): void {
  if (value === undefined) return;
  if ('clear' in value) delete provider[key];
  else provider[key] = value.set;
}

/** Changes a provider: every field is checked before any is applied. */
export function updateSamlProvider(
  state: BackendState,
  organization: OrganizationRecord,
  provider: SamlProviderRecord,
  body: SamlProviderUpdate,
): void {
  if (body.label !== undefined)
    refuseTakenLabel(state, organization.id, { id: provider.id, name: body.label });
  const ssoURL = change(body.ssoURL, checkedSsoUrl);
  const entityID = change(body.entityID, (value) => value);
  const certificate = change(body.certificate, checkedCertificate);
  const defaultTeam = change(body.defaultTeam, (id) =>
    checkedDefaultTeam(state, organization.id, id),
  );
  if (body.label !== undefined) provider.label = body.label.trim();
  if (body.defaultRole !== undefined) provider.defaultRole = body.defaultRole;
  apply(provider, 'ssoURL', ssoURL);
  apply(provider, 'entityID', entityID);
  apply(provider, 'certificate', certificate);
  apply(provider, 'defaultTeam', defaultTeam);
  keepSignInPossible(state, organization);
}

/** Deletes a provider; one that does not exist is not an error. */
export function deleteSamlProvider(
  state: BackendState,
  organization: OrganizationRecord,
  providerId: string,
): void {
  state.samlProviders = withoutRecord(state.samlProviders, organization.id, providerId);
  keepSignInPossible(state, organization);
}

/** The active providers, for a login page. */
export function ssoLoginInfo(state: BackendState, organizationId: string): SsoLoginInfo {
  return {
    items: organizationSamlProviders(state, organizationId)
      .filter((p) => samlStatus(p) === 'active')
      .map((p) => ({ id: p.id, label: p.label, startURL: samlService(p).startURL })),
  };
}
