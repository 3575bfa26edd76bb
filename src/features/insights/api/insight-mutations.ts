import { useApiMutation } from '@/lib/api-mutation';
import { queryRoots } from '@/lib/query-keys';

/** One conversation or a list of them, as pasted; the contract checks the rest. */
export type IngestBody = Record<string, unknown> | Record<string, unknown>[];

export function useIngestConversations(orgId: string) {
  return useApiMutation('post', '/v1/orgs/{organizationId}/conversations', {
    request: (body: IngestBody) => ({
      params: { path: { organizationId: orgId } },
      // The contract validates the body on the server; the dialog only checks it is JSON.
      body: body as never,
    }),
    meta: { invalidates: [queryRoots.conversations] },
  });
}

/** Opens a change request in a space, linked to the topic it works on. */
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
    // The topic's task counts come from its linked requests; the space counts them too.
    meta: {
      invalidates: [queryRoots.changeRequests, queryRoots.conversations, queryRoots.spaces],
    },
  });
}
