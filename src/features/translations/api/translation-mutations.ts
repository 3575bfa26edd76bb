import type { Document } from '@/api/schema.gen';
import { useApiMutation } from '@/lib/api-mutation';

export type { Document, TranslationCreate } from '@/api/schema.gen';

/* What each makes stale is its operation's entry in src/api/cache-effects.ts. */
const translationParams = (orgId: string, translationId: string) => ({
  path: { organizationId: orgId, translationId },
});

export function useCreateTranslation(orgId: string) {
  return useApiMutation('post', '/v1/orgs/{organizationId}/translations', {
    params: { path: { organizationId: orgId } },
  });
}

/** New instructions for the next run; no run starts. */
export function useUpdateInstructions(orgId: string, translationId: string) {
  return useApiMutation('put', '/v1/orgs/{organizationId}/translations/{translationId}', {
    request: (instructions: Document) => ({
      params: translationParams(orgId, translationId),
      body: { instructions },
    }),
  });
}

/** Queues a run of the pages changed since the last one (nothing changes while one is queued). */
export function useRunTranslation(orgId: string, translationId: string) {
  return useApiMutation('post', '/v1/orgs/{organizationId}/translations/{translationId}/run', {
    params: translationParams(orgId, translationId),
  });
}

/** Deletes the translation; the translated space stays, so the content is not made stale. */
export function useDeleteTranslation(orgId: string, translationId: string) {
  return useApiMutation('delete', '/v1/orgs/{organizationId}/translations/{translationId}', {
    params: translationParams(orgId, translationId),
  });
}
