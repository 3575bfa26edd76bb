import { queryOptions } from '@tanstack/react-query';
import { api, data } from '@/lib/api-client';

/**
 * Who the API token belongs to (`GET /v1/user`), for the account button in remote mode. A
 * server without the operation (or a token that may not call it) leaves the button naming the
 * server instead: never an error on screen for what is only a label.
 */
export const currentUserQuery = queryOptions({
  queryKey: ['session', 'current-user'] as const,
  queryFn: async () => {
    try {
      return await data(api().GET('/v1/user'));
    } catch {
      return null;
    }
  },
  staleTime: 5 * 60_000,
});
