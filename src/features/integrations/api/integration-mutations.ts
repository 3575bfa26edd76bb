import { useApiMutation } from '@/lib/api-mutation';
import { queryRoots } from '@/lib/query-keys';
import { integrationKeys } from './integration-queries';

/**
 * What an installation's change makes stale: this area's lists and markers, and the sites'
 * published content, whose `scripts` follow the active installations.
 */
const installationEffects = [queryRoots.integrations, queryRoots.sites] as const;

const installationParams = (name: string, installationId: string) => ({
  path: { integrationName: name, installationId },
});

/**
 * Installs an integration in the organization. A second install answers 409: the lists are
 * reloaded then too, so the installation someone else made shows.
 */
export function useInstallIntegration(orgId: string, name: string) {
  return useApiMutation('post', '/v1/integrations/{integrationName}/installations', {
    request: () => ({ params: { path: { integrationName: name } }, body: { organization: orgId } }),
    meta: { invalidates: installationEffects, invalidateOnError: true },
  });
}

export function useUpdateInstallation(name: string, installationId: string) {
  const path = '/v1/integrations/{integrationName}/installations/{installationId}';
  return useApiMutation('patch', path, {
    params: installationParams(name, installationId),
    meta: { invalidates: installationEffects },
  });
}

export function useUninstallIntegration(name: string, installationId: string) {
  const path = '/v1/integrations/{integrationName}/installations/{installationId}';
  return useApiMutation('delete', path, {
    params: installationParams(name, installationId),
    meta: { invalidates: installationEffects },
  });
}

/**
 * Removes the integration with its installations, their events and the scripts it injected.
 * Its own page is left alone (it would answer 404 while still on screen): the caller leaves
 * it and drops it from the cache.
 */
export function useUnpublishIntegration(name: string) {
  return useApiMutation('delete', '/v1/integrations/{integrationName}', {
    params: { path: { integrationName: name } },
    meta: {
      invalidates: [integrationKeys.catalogs(), integrationKeys.installed(), queryRoots.sites],
    },
  });
}
