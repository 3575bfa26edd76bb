import { queryOptions } from '@tanstack/react-query';
import type { Translation, TranslationEstimate, TranslationList } from '@/api/schema.gen';
import { callApi, requestApi, timedAnswer } from '@/lib/api-call';
import type { Timed } from '@/lib/api-client';
import { nullWhen } from '@/lib/api-error';
import { readKey } from '@/lib/api-queries';
import { pollWhile, pollWhileAny } from '@/lib/polling';

export type { Language, Translation, TranslationEstimate, TranslationList } from '@/api/schema.gen';

/** A run is queued or under way: the screen polls until none is. */
export const isActive = (translation: Pick<Translation, 'status'>) =>
  translation.status !== 'completed';

/** An organization has far fewer translations than this; the list asks for all of them. */
const listLimit = 1000;

const listPath = '/v1/orgs/{organizationId}/translations';
/** One translation's path and parameters: its read, and its changes (`useApiMutation`). */
export const detailPath = '/v1/orgs/{organizationId}/translations/{translationId}';
export const translationParams = (orgId: string, translationId: string) => ({
  path: { organizationId: orgId, translationId },
});
const estimatePath = '/v1/orgs/{organizationId}/translations/estimate';

export const translationQueries = {
  // Written out with named results, so the Documents inside stay references in emitted types;
  // the keys are those of `timedReadOptions` for the same reads.
  list: (orgId: string) => {
    const params = { path: { organizationId: orgId }, query: { limit: listLimit } };
    return queryOptions({
      queryKey: readKey(listPath, params, 'timed'),
      queryFn: ({ signal }): Promise<Timed<TranslationList>> =>
        timedAnswer(requestApi('get', listPath, { params, signal })),
      refetchInterval: pollWhileAny(isActive),
    });
  },
  detail: (orgId: string, translationId: string) => {
    const params = translationParams(orgId, translationId);
    return queryOptions({
      queryKey: readKey(detailPath, params, 'timed'),
      queryFn: ({ signal }): Promise<Timed<Translation>> =>
        timedAnswer(requestApi('get', detailPath, { params, signal })),
      refetchInterval: pollWhile(isActive),
    });
  },
  /**
   * What a first run would translate, or null when the server has no estimate (the platform
   * itself has none: there the path reads as a translation id and answers 404).
   */
  estimate: (orgId: string, spaceId: string) => {
    const params = { path: { organizationId: orgId }, query: { space: spaceId } };
    return queryOptions({
      queryKey: readKey(estimatePath, params),
      queryFn: ({ signal }): Promise<TranslationEstimate | null> =>
        callApi('get', estimatePath, { params, signal }).catch(
          nullWhen((status) => status >= 400 && status < 500),
        ),
      enabled: spaceId !== '',
      retry: false,
    });
  },
  /** The translated space, for its title and link; null once it is gone. */
  space: (spaceId: string) =>
    queryOptions({
      // The space's own read, seen as "null once gone": a view of it, under its path.
      queryKey: readKey('/v1/spaces/{spaceId}', { path: { spaceId } }, 'or-null'),
      queryFn: ({ signal }) =>
        callApi('get', '/v1/spaces/{spaceId}', { params: { path: { spaceId } }, signal }).catch(
          nullWhen((status) => status === 404),
        ),
    }),
};
