import { useApiMutation } from '@/lib/api-mutation';
import { integrationQueries, type Installation, type Integration } from './integration-queries';

/*
 * What an installation's change makes stale is its operation's entry in src/api/cache-effects.ts:
 * this area's lists and markers, and the sites' published content, whose `scripts` follow the
 * active installations.
 */

/**
 * Installs an integration in the organization. A second install answers 409: the lists are
 * reloaded then too, so the installation someone else made shows. The answer joins the
 * organization's installations at once: when the reload fails, the page must not go on saying
 * "Not installed" under a toast that says it was.
 */
export function useInstallIntegration(orgId: string, integration: Integration) {
  const { queryKey } = integrationQueries.organizationInstallations(orgId);
  return useApiMutation('post', '/v1/integrations/{integrationName}/installations', {
    request: () => ({
      params: { path: { integrationName: integration.name } },
      body: { organization: orgId },
    }),
    meta: { invalidateOnError: true },
    onSuccess: (installation: Installation, _variables, _context, { client }) => {
      client.setQueryData(queryKey, (list) =>
        list && !list.items.some((item) => item.integration.name === integration.name)
          ? {
              ...list,
              count: list.count + 1,
              items: [...list.items, { installation, integration }],
            }
          : list,
      );
    },
  });
}

/** One installation's path and parameters, for its changes (`useApiMutation`). */
export const installationPath = '/v1/integrations/{integrationName}/installations/{installationId}';
export const installationParams = (name: string, installationId: string) => ({
  path: { integrationName: name, installationId },
});
