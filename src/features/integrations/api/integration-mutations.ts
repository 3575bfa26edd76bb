import { useMutation } from '@tanstack/react-query';
import { api, data, done } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { integrationKeys, type InstallationUpdate } from './integration-queries';

/**
 * What an installation's change makes stale: this area's lists and markers, and the sites'
 * published content, whose `scripts` follow the active installations.
 */
const installationEffects = [queryRoots.integrations, queryRoots.sites] as const;

/**
 * Installs an integration in the organization. A second install answers 409: the lists are
 * reloaded then too, so the installation someone else made shows.
 */
export function useInstallIntegration(orgId: string, name: string) {
  return useMutation({
    mutationFn: () =>
      data(
        api().POST('/v1/integrations/{integrationName}/installations', {
          params: { path: { integrationName: name } },
          body: { organization: orgId },
        }),
      ),
    meta: { invalidates: installationEffects, invalidateOnError: true },
  });
}

export function useUpdateInstallation(name: string, installationId: string) {
  return useMutation({
    mutationFn: (body: InstallationUpdate) =>
      data(
        api().PATCH('/v1/integrations/{integrationName}/installations/{installationId}', {
          params: { path: { integrationName: name, installationId } },
          body,
        }),
      ),
    meta: { invalidates: installationEffects },
  });
}

export function useUninstallIntegration(name: string, installationId: string) {
  return useMutation({
    mutationFn: () =>
      done(
        api().DELETE('/v1/integrations/{integrationName}/installations/{installationId}', {
          params: { path: { integrationName: name, installationId } },
        }),
      ),
    meta: { invalidates: installationEffects },
  });
}

/**
 * Removes the integration with its installations, their events and the scripts it injected.
 * Its own page is left alone (it would answer 404 while still on screen): the caller leaves
 * it and drops it from the cache.
 */
export function useUnpublishIntegration(name: string) {
  return useMutation({
    mutationFn: () =>
      done(
        api().DELETE('/v1/integrations/{integrationName}', {
          params: { path: { integrationName: name } },
        }),
      ),
    meta: {
      invalidates: [integrationKeys.catalogs(), integrationKeys.installed(), queryRoots.sites],
    },
  });
}
