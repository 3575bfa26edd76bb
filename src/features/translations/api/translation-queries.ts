import { queryOptions } from '@tanstack/react-query';
import type { Translation, TranslationEstimate, TranslationList } from '@/api/schema.gen';
import { callApi, requestApi, timedAnswer } from '@/lib/api-call';
import type { Timed } from '@/lib/api-client';
import { nullWhen } from '@/lib/api-error';
import { pollWhile, pollWhileAny } from '@/lib/polling';
import { queryRoots } from '@/lib/query-keys';

export type { Language, Translation, TranslationEstimate, TranslationList } from '@/api/schema.gen';

/** Translations: the organization's list, one translation, estimates, translated spaces. */
export const translationKeys = {
  all: queryRoots.translations,
  lists: () => [...translationKeys.all, 'list'] as const,
  list: (orgId: string) => [...translationKeys.lists(), { orgId }] as const,
  details: () => [...translationKeys.all, 'detail'] as const,
  detail: (orgId: string, translationId: string) =>
    [...translationKeys.details(), orgId, translationId] as const,
  estimates: () => [...translationKeys.all, 'estimate'] as const,
  estimate: (orgId: string, spaceId: string) =>
    [...translationKeys.estimates(), orgId, spaceId] as const,
  spaces: () => [...translationKeys.all, 'space'] as const,
  space: (spaceId: string) => [...translationKeys.spaces(), spaceId] as const,
};

/** A run is queued or under way: the screen polls until none is. */
export const isActive = (translation: Pick<Translation, 'status'>) =>
  translation.status !== 'completed';

/** An organization has far fewer translations than this; the list asks for all of them. */
const listLimit = 1000;

export const translationQueries = {
  // Named results, so the Documents inside stay references in emitted types.
  list: (orgId: string) =>
    queryOptions({
      queryKey: translationKeys.list(orgId),
      queryFn: ({ signal }): Promise<Timed<TranslationList>> =>
        timedAnswer(
          requestApi('get', '/v1/orgs/{organizationId}/translations', {
            params: { path: { organizationId: orgId }, query: { limit: listLimit } },
            signal,
          }),
        ),
      refetchInterval: pollWhileAny(isActive),
    }),
  detail: (orgId: string, translationId: string) =>
    queryOptions({
      queryKey: translationKeys.detail(orgId, translationId),
      queryFn: ({ signal }): Promise<Timed<Translation>> =>
        timedAnswer(
          requestApi('get', '/v1/orgs/{organizationId}/translations/{translationId}', {
            params: { path: { organizationId: orgId, translationId } },
            signal,
          }),
        ),
      refetchInterval: pollWhile(isActive),
    }),
  /**
   * What a first run would translate, or null when the server has no estimate (the platform
   * itself has none: there the path reads as a translation id and answers 404).
   */
  estimate: (orgId: string, spaceId: string) =>
    queryOptions({
      queryKey: translationKeys.estimate(orgId, spaceId),
      queryFn: ({ signal }): Promise<TranslationEstimate | null> =>
        callApi('get', '/v1/orgs/{organizationId}/translations/estimate', {
          params: { path: { organizationId: orgId }, query: { space: spaceId } },
          signal,
        }).catch(nullWhen((status) => status >= 400 && status < 500)),
      enabled: spaceId !== '',
      retry: false,
    }),
  /** The translated space, for its title and link; null once it is gone. */
  space: (spaceId: string) =>
    queryOptions({
      queryKey: translationKeys.space(spaceId),
      queryFn: ({ signal }) =>
        callApi('get', '/v1/spaces/{spaceId}', { params: { path: { spaceId } }, signal }).catch(
          nullWhen((status) => status === 404),
        ),
    }),
};
