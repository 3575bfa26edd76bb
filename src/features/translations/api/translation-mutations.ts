import { useMutation } from '@tanstack/react-query';
import type { components, Translation } from '@/api/schema.gen';
import { api, data, done } from '@/lib/api-client';
import { translationKeys } from './translation-queries';

type Schemas = components['schemas'];
export type TranslationCreate = Schemas['TranslationCreate'];
export type Document = Schemas['Document'];

export function useCreateTranslation(orgId: string) {
  return useMutation({
    // Named results, so the Documents inside stay references in emitted types.
    mutationFn: (body: TranslationCreate): Promise<Translation> =>
      data(
        api().POST('/v1/orgs/{organizationId}/translations', {
          params: { path: { organizationId: orgId } },
          body,
        }),
      ),
    meta: { invalidates: [translationKeys.lists()] },
  });
}

/** New instructions for the next run; no run starts. */
export function useUpdateInstructions(orgId: string, translationId: string) {
  return useMutation({
    mutationFn: (instructions: Document): Promise<Translation> =>
      data(
        api().PUT('/v1/orgs/{organizationId}/translations/{translationId}', {
          params: { path: { organizationId: orgId, translationId } },
          body: { instructions },
        }),
      ),
    meta: {
      invalidates: [translationKeys.detail(orgId, translationId), translationKeys.lists()],
    },
  });
}

/** Queues a run of the pages changed since the last one (nothing changes while one is queued). */
export function useRunTranslation(orgId: string, translationId: string) {
  return useMutation({
    mutationFn: () =>
      done(
        api().POST('/v1/orgs/{organizationId}/translations/{translationId}/run', {
          params: { path: { organizationId: orgId, translationId } },
        }),
      ),
    meta: {
      invalidates: [translationKeys.detail(orgId, translationId), translationKeys.lists()],
    },
  });
}

/** Deletes the translation; the translated space stays, so the content is not made stale. */
export function useDeleteTranslation(orgId: string, translationId: string) {
  return useMutation({
    mutationFn: () =>
      done(
        api().DELETE('/v1/orgs/{organizationId}/translations/{translationId}', {
          params: { path: { organizationId: orgId, translationId } },
        }),
      ),
    meta: { invalidates: [translationKeys.lists()] },
  });
}
