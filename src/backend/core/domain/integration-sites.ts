import { contentSecurityPolicyHeader } from '../../../api/content-security-policy.ts';
import type { SiteIntegrationScript } from '../../../api/schema.gen.ts';
import type {
  BackendState,
  InstallationRecord,
  IntegrationRecord,
  SiteRecord,
} from '../store/state.ts';
import {
  coversSite,
  coversSites,
  coversSpaces,
  installationStatus,
  type InstallationStatus,
} from './integration-installations.ts';
import { byTitle, integrationEndpoint, matchesSearch } from './integrations.ts';

/**
 * What installations give an organization's sites (decision 0013): the integrations enabled on
 * a site and the scripts it injects, computed from installations on every read, so installing,
 * configuring, selecting, uninstalling or unpublishing shows at once; and the installed
 * integrations per level.
 */

interface Installed {
  installation: InstallationRecord;
  integration: IntegrationRecord;
}

/** The organization's installations with their integrations, in installation order. */
function installedIn(state: BackendState, organizationId: string): Installed[] {
  const byName = new Map(state.integrations.map((i) => [i.name, i]));
  const installed: Installed[] = [];
  for (const installation of state.installations) {
    if (installation.organizationId !== organizationId) continue;
    const integration = byName.get(installation.integrationName);
    if (integration) installed.push({ installation, integration });
  }
  return installed;
}

/**
 * Enabled on a site: an active installation of the site's organization covers it. A pending
 * installation still needs its settings, and a paused one does not run.
 */
function enabledOn(state: BackendState, site: SiteRecord): Installed[] {
  return installedIn(state, site.organizationId).filter(
    ({ installation, integration }) =>
      coversSite(installation, site.id) &&
      installationStatus(integration, installation) === 'active',
  );
}

const urlPattern = /^https?:\/\//i;

/**
 * The address a site loads: a script published as an http(s) URL is hosted by its publisher
 * and injected as it is; published code is served by the platform, per installation and site,
 * at the version that is live.
 */
export function injectedScriptUrl(
  integration: IntegrationRecord,
  installation: InstallationRecord,
  siteId: string,
): string {
  if (urlPattern.test(integration.script.trim())) return integration.script.trim();
  return `${integrationEndpoint(integration.name)}/installations/${encodeURIComponent(installation.id)}/sites/${encodeURIComponent(siteId)}/script.js?v=${integration.version}`;
}

/** The scripts a site injects, in installation order; `PublishedContentSite.scripts` too. */
export function siteScripts(state: BackendState, site: SiteRecord): SiteIntegrationScript[] {
  return enabledOn(state, site)
    .filter(({ integration }) => integration.scopes.includes('site:script:inject'))
    .map(({ installation, integration }) => ({
      script: injectedScriptUrl(integration, installation, site.id),
      // Scripts carry the header's text, whichever form the integration was published with.
      contentSecurityPolicy: contentSecurityPolicyHeader(integration.contentSecurityPolicy ?? ''),
      cookies: integration.scopes.includes('site:script:cookies'),
      integration: integration.name,
    }));
}

/** The integrations enabled on a site, sorted by title. */
export function siteIntegrations(
  state: BackendState,
  site: SiteRecord,
  search: string | undefined,
): IntegrationRecord[] {
  return enabledOn(state, site)
    .map(({ integration }) => integration)
    .filter((integration) => matchesSearch(integration, search))
    .sort(byTitle);
}

export type InstallationLevel = 'organization' | 'space' | 'site';

/**
 * The installed integrations with their status, sorted by title. At `space` and `site`, only
 * installations that cover at least one space (or site), or every one.
 */
export function installationsStatus(
  state: BackendState,
  organizationId: string,
  level: InstallationLevel,
): { status: InstallationStatus; integration: IntegrationRecord }[] {
  return installedIn(state, organizationId)
    .filter(
      ({ installation }) =>
        level === 'organization' ||
        (level === 'space' ? coversSpaces(state, installation) : coversSites(state, installation)),
    )
    .sort((a, b) => byTitle(a.integration, b.integration))
    .map(({ installation, integration }) => ({
      status: installationStatus(integration, installation),
      integration,
    }));
}

/** The organization's installations with their integrations, sorted by the integration's title. */
export function organizationInstallations(
  state: BackendState,
  organizationId: string,
  search: string | undefined,
): Installed[] {
  return installedIn(state, organizationId)
    .filter(({ integration }) => matchesSearch(integration, search))
    .sort((a, b) => byTitle(a.integration, b.integration));
}
