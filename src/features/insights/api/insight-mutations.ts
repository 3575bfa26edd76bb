import { useApiMutation } from '@/lib/api-mutation';

/** One conversation or a list of them, as pasted; the contract checks the rest. */
export type IngestBody = Record<string, unknown> | Record<string, unknown>[];

export function useIngestConversations(orgId: string) {
  return useApiMutation('post', '/v1/orgs/{organizationId}/conversations', {
    request: (body: IngestBody) => ({
      params: { path: { organizationId: orgId } },
      // The contract validates the body on the server; the dialog only checks it is JSON.
      body: body as never,
    }),
  });
}

/**
 * Opens a change request in a space, linked to the topic it works on. The same operation as the
 * change requests' own, with the same declared effects (src/api/cache-effects.ts): the topic's
 * task counts come from its linked requests, and the space counts them too.
 */
export function useCreateLinkedChangeRequest(clusterId: string) {
  return useApiMutation('post', '/v1/spaces/{spaceId}/change-requests', {
    request: (values: { space: string; subject: string; status: 'draft' | 'open' }) => ({
      params: { path: { spaceId: values.space } },
      body: {
        subject: values.subject,
        status: values.status,
        conversationsIssuesCluster: clusterId,
      },
    }),
  });
}
