import type {
  components,
  IntegrationInstallation as Installation,
  IntegrationInstallationUpdate as InstallationUpdate,
} from '../../../api/schema.gen.ts';
import { ApiError } from '../http/api-error.ts';
import type {
  BackendState,
  InstallationRecord,
  IntegrationRecord,
  UserRecord,
} from '../store/state.ts';
import { findOrganization, membershipOf, requireAdmin } from './access.ts';
import { isDeleted } from './content-tree.ts';
import {
  defaultConfiguration,
  missingRequiredSettings,
  validConfiguration,
} from './integration-configuration.ts';
import { recordEvent } from './integration-events.ts';
import {
  canSeeIntegration,
  integrationEndpoint,
  integrationLocation,
  resolveOrganization,
} from './integrations.ts';
import { newId } from './ids.ts';
import { organizationAppUrl } from './urls.ts';
import { notFound } from './lookup.ts';

/**
 * Installing an integration in an organization, its status, which spaces and sites it covers,
 * its update and its uninstall (decision 0013).
 */

type Schemas = components['schemas'];
export type InstallationStatus = Schemas['IntegrationInstallationStatus'];

/**
 * `paused` is the platform's; otherwise `pending` while a required account setting has no
 * value. Computed, so a new version that requires a new setting sends its installations back
 * to `pending` until they set it.
 */
export function installationStatus(
  integration: IntegrationRecord,
  installation: InstallationRecord,
): InstallationStatus {
  if (installation.paused) return 'paused';
  return missingRequiredSettings(integration, installation.configuration).length > 0
    ? 'pending'
    : 'active';
}

export function installationOf(
  state: BackendState,
  integrationName: string,
  organizationId: string,
): InstallationRecord | undefined {
  return state.installations.find(
    (i) => i.integrationName === integrationName && i.organizationId === organizationId,
  );
}

/** Spaces of the organization that are not deleted (a restored one counts again). */
function liveSpaceIds(state: BackendState, organizationId: string): Set<string> {
  return new Set(
    state.spaces
      .filter((s) => s.organizationId === organizationId && !isDeleted(s))
      .map((s) => s.id),
  );
}

function siteIds(state: BackendState, organizationId: string): Set<string> {
  return new Set(state.sites.filter((s) => s.organizationId === organizationId).map((s) => s.id));
}

/** The chosen ids that still exist; a deleted site or space is left out of every answer. */
function existing(selected: readonly string[], live: ReadonlySet<string>): string[] {
  return selected.filter((id) => live.has(id));
}

export function coversSite(installation: InstallationRecord, siteId: string): boolean {
  return installation.site_selection === 'all' || installation.selectedSites.includes(siteId);
}

/** Covers at least one space (or every one): what `installations-status?target=space` counts. */
export function coversSpaces(state: BackendState, installation: InstallationRecord): boolean {
  if (installation.space_selection === 'all') return true;
  return (
    existing(installation.selectedSpaces, liveSpaceIds(state, installation.organizationId)).length >
    0
  );
}

export function coversSites(state: BackendState, installation: InstallationRecord): boolean {
  if (installation.site_selection === 'all') return true;
  return (
    existing(installation.selectedSites, siteIds(state, installation.organizationId)).length > 0
  );
}

export function installationResponse(
  state: BackendState,
  integration: IntegrationRecord,
  installation: InstallationRecord,
  origin: string,
): Installation {
  const spaces = liveSpaceIds(state, installation.organizationId);
  const sites = siteIds(state, installation.organizationId);
  const selectedSpaces = existing(installation.selectedSpaces, spaces);
  const selectedSites = existing(installation.selectedSites, sites);
  const name = encodeURIComponent(integration.name);
  const id = encodeURIComponent(installation.id);
  return {
    id: installation.id,
    status: installationStatus(integration, installation),
    space_selection: installation.space_selection,
    site_selection: installation.site_selection,
    spaces: installation.space_selection === 'all' ? spaces.size : selectedSpaces.length,
    sites: installation.site_selection === 'all' ? sites.size : selectedSites.length,
    selectedSpaces,
    selectedSites,
    configuration: structuredClone(installation.configuration),
    createdAt: installation.createdAt,
    updatedAt: installation.updatedAt,
    urls: {
      location: `${integrationLocation(origin, integration.name)}/installations/${id}`,
      app: `${organizationAppUrl(installation.organizationId)}/integrations/${name}`,
      publicEndpoint: `${integrationEndpoint(integration.name)}/installations/${id}`,
    },
    externalIds: [...installation.externalIds],
    target: { organization: installation.organizationId },
  };
}

/**
 * Installs in an organization the caller administers. A private integration installs only in
 * its owner; a second installation in the same organization is 409, naming the first. The
 * new installation covers nothing yet and starts from the integration's default settings.
 */
export function installIntegration(
  state: BackendState,
  integration: IntegrationRecord,
  user: UserRecord,
  organizationReference: string,
  now: Date,
): InstallationRecord {
  const organization = resolveOrganization(state, organizationReference);
  requireAdmin(state, organization, user, 'install integrations');
  if (integration.visibility === 'private' && organization.id !== integration.ownerId)
    throw new ApiError(
      403,
      `${integration.title} is private to its owner; it can only be installed there.`,
    );
  const installed = installationOf(state, integration.name, organization.id);
  if (installed)
    throw new ApiError(
      409,
      `${organization.title} already has an installation of ${integration.title}: '${installed.id}'. Update or uninstall that one instead.`,
    );
  const installation: InstallationRecord = {
    id: newId('inst'),
    integrationName: integration.name,
    organizationId: organization.id,
    paused: false,
    space_selection: 'selected',
    site_selection: 'selected',
    selectedSpaces: [],
    selectedSites: [],
    configuration: defaultConfiguration(integration),
    externalIds: [],
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  state.installations.push(installation);
  recordEvent(
    state,
    integration,
    installation,
    { type: 'installation_setup', status: installationStatus(integration, installation) },
    now,
  );
  return installation;
}

/** The installation of this integration with that id (404 otherwise). */
export function findInstallation(
  state: BackendState,
  integration: IntegrationRecord,
  installationId: string,
): InstallationRecord {
  const installation = state.installations.find(
    (i) => i.id === installationId && i.integrationName === integration.name,
  );
  if (!installation)
    throw notFound('installation', installationId, `for the integration '${integration.name}'`);
  return installation;
}

/** Admins of the organization it is installed in, and of the integration's owner, read it. */
export function requireInstallationReader(
  state: BackendState,
  integration: IntegrationRecord,
  installation: InstallationRecord,
  user: UserRecord,
): void {
  const adminOf = (organizationId: string) =>
    membershipOf(state, organizationId, user.id) === 'admin';
  if (!adminOf(installation.organizationId) && !adminOf(integration.ownerId))
    throw new ApiError(
      403,
      "Only admins of the organization it is installed in, or of the integration's owner, can read an installation.",
    );
}

/** Which levels an integration's target lets an installation cover. */
function allowsLevel(integration: IntegrationRecord, level: 'space' | 'site'): boolean {
  return integration.target === 'all' || integration.target === level;
}

function checkSelection(
  state: BackendState,
  integration: IntegrationRecord,
  installation: InstallationRecord,
  body: InstallationUpdate,
  level: 'space' | 'site',
): void {
  const selection = level === 'space' ? body.space_selection : body.site_selection;
  const selected = (level === 'space' ? body.selectedSpaces : body.selectedSites) ?? [];
  const listField = level === 'space' ? '/selectedSpaces' : '/selectedSites';
  if (!allowsLevel(integration, level)) {
    const field =
      selection === 'all' ? `/${level}_selection` : selected.length > 0 ? listField : '';
    if (field !== '')
      throw new ApiError(
        400,
        `${field} ${integration.title} cannot be installed on ${level}s (its target is ${integration.target}).`,
      );
  }
  const live =
    level === 'space'
      ? liveSpaceIds(state, installation.organizationId)
      : siteIds(state, installation.organizationId);
  selected.forEach((id, index) => {
    if (!live.has(id))
      throw new ApiError(
        400,
        `${listField}/${index} '${id}' is not a ${level} of this organization.`,
      );
  });
}

/**
 * The platform's update (decision 0013): configuration, external ids and what it covers, all
 * checked before anything changes; admins of the organization it is installed in. Records an
 * `installation_setup` event with what it was before.
 */
export function updateInstallation(
  state: BackendState,
  integration: IntegrationRecord,
  installation: InstallationRecord,
  user: UserRecord,
  body: InstallationUpdate,
  now: Date,
): void {
  requireAdmin(
    state,
    findOrganization(state, installation.organizationId),
    user,
    'change installations',
  );
  const configuration =
    body.configuration !== undefined
      ? validConfiguration(integration, body.configuration)
      : undefined;
  checkSelection(state, integration, installation, body, 'space');
  checkSelection(state, integration, installation, body, 'site');
  const previous = {
    status: installationStatus(integration, installation),
    configuration: structuredClone(installation.configuration),
  };
  if (configuration !== undefined) installation.configuration = configuration;
  if (body.externalIds !== undefined) installation.externalIds = [...body.externalIds];
  if (body.space_selection !== undefined) installation.space_selection = body.space_selection;
  if (body.site_selection !== undefined) installation.site_selection = body.site_selection;
  if (body.selectedSpaces !== undefined) installation.selectedSpaces = [...body.selectedSpaces];
  if (body.selectedSites !== undefined) installation.selectedSites = [...body.selectedSites];
  installation.updatedAt = now.toISOString();
  recordEvent(
    state,
    integration,
    installation,
    { type: 'installation_setup', status: installationStatus(integration, installation), previous },
    now,
  );
}

/**
 * Uninstalls; admins of the organization it is installed in. An installation (or an
 * integration) that does not exist for the caller is not an error: there is nothing to remove.
 */
export function uninstallIntegration(
  state: BackendState,
  integrationName: string,
  installationId: string,
  user: UserRecord,
  now: Date,
): boolean {
  const integration = state.integrations.find((i) => i.name === integrationName);
  if (!integration || !canSeeIntegration(state, integration, user)) return false;
  const installation = state.installations.find(
    (i) => i.id === installationId && i.integrationName === integrationName,
  );
  if (!installation) return false;
  requireAdmin(
    state,
    findOrganization(state, installation.organizationId),
    user,
    'uninstall integrations',
  );
  state.installations = state.installations.filter((i) => i !== installation);
  // The platform tells the integration what the installation was set to when it went.
  const previous = { configuration: structuredClone(installation.configuration) };
  recordEvent(state, integration, installation, { type: 'installation_deleted', previous }, now);
  return true;
}
