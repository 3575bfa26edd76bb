import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/api/schema.gen';
import { api, data, timedData, type Timed } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { pollWhile } from '@/lib/polling';
import { queryRoots } from '@/lib/query-keys';

type Schemas = components['schemas'];
export type Translation = Schemas['Translation'];
export type TranslationList = Schemas['TranslationList'];
export type TranslationEstimate = Schemas['TranslationEstimate'];
export type Language = Schemas['Language'];

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
  list: (orgId: string) =>
    queryOptions({
      queryKey: translationKeys.list(orgId),
      queryFn: ({ signal }): Promise<Timed<TranslationList>> =>
        timedData(
          api().GET('/v1/orgs/{organizationId}/translations', {
            params: { path: { organizationId: orgId }, query: { limit: listLimit } },
            signal,
          }),
        ),
      refetchInterval: pollWhile((list: TranslationList) => list.items.some(isActive)),
    }),
  detail: (orgId: string, translationId: string) =>
    queryOptions({
      queryKey: translationKeys.detail(orgId, translationId),
      queryFn: ({ signal }): Promise<Timed<Translation>> =>
        timedData(
          api().GET('/v1/orgs/{organizationId}/translations/{translationId}', {
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
      queryFn: async ({ signal }): Promise<TranslationEstimate | null> => {
        try {
          return await data(
            api().GET('/v1/orgs/{organizationId}/translations/estimate', {
              params: { path: { organizationId: orgId }, query: { space: spaceId } },
              signal,
            }),
          );
        } catch (error) {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return null;
          throw error;
        }
      },
      enabled: spaceId !== '',
      retry: false,
    }),
  /** The translated space, for its title and link; null once it is gone. */
  space: (spaceId: string) =>
    queryOptions({
      queryKey: translationKeys.space(spaceId),
      queryFn: async ({ signal }) => {
        try {
          return await data(
            api().GET('/v1/spaces/{spaceId}', { params: { path: { spaceId } }, signal }),
          );
        } catch (error) {
          if (isApiError(error) && error.status === 404) return null;
          throw error;
        }
      },
    }),
};
