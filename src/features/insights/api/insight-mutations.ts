import { useMutation } from '@tanstack/react-query';
import { api, data, done } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { LinkedChangeRequest } from './insight-queries';

/** One conversation or a list of them, as pasted; the contract checks the rest. */
export type IngestBody = Record<string, unknown> | Record<string, unknown>[];

export function useIngestConversations(orgId: string) {
  return useMutation({
    mutationFn: (body: IngestBody) =>
      done(
        api().POST('/v1/orgs/{organizationId}/conversations', {
          params: { path: { organizationId: orgId } },
          // The contract validates the body on the server; the dialog only checks it is JSON.
          body: body as never,
        }),
      ),
    meta: { invalidates: [queryRoots.conversations] },
  });
}

/** Opens a change request in a space, linked to the topic it works on. */
export function useCreateLinkedChangeRequest(clusterId: string) {
  return useMutation({
    // A named result, so the Document inside stays a reference in emitted types.
    mutationFn: (values: {
      space: string;
      subject: string;
      status: 'draft' | 'open';
    }): Promise<LinkedChangeRequest> =>
      data(
        api().POST('/v1/spaces/{spaceId}/change-requests', {
          params: { path: { spaceId: values.space } },
          body: {
            subject: values.subject,
            status: values.status,
            conversationsIssuesCluster: clusterId,
          },
        }),
      ),
    // The topic's task counts come from its linked requests; the space counts them too.
    meta: {
      invalidates: [queryRoots.changeRequests, queryRoots.conversations, queryRoots.spaces],
    },
  });
}
