import type { SeedStep } from './seed-step.ts';
import { createTranslation } from '../domain/translations.ts';
import { pendingMs, runDuration, settleTranslations } from '../domain/translation-runs.ts';
import { frenchInstructionsDocument } from './seed-documents.ts';
import type { BackendState, TranslationRecord } from './state.ts';

/**
 * Acme's translations, one in each state when the seed is built (decision 0014): the handbook
 * in French, completed after three runs (the first, then one for each change merged into the
 * handbook since: code review in August, deployments in September); the API reference in
 * Japanese, running at about 40 %; onboarding in German, pending its first run. They are made
 * by the rules themselves at the moments they happened, then settled up to `now`, so their
 * stats and the translated space are exactly what the rules give.
 */

export const seedTranslationIds = {
  handbookFr: 'translation_handbook_fr',
  apiJa: 'translation_api_ja',
  onboardingDe: 'translation_onboarding_de',
} as const;

export function seedTranslations(state: BackendState, now: number): void {
  const organization = state.organizations.find((org) => org.id === 'org_acme');
  if (!organization) return;
  const add = (
    id: string,
    body: Parameters<typeof createTranslation>[2],
    at: number,
  ): TranslationRecord => {
    const record = createTranslation(state, organization, body, new Date(at));
    // Fixed ids (the translated space's id comes from it), set before any run finished.
    record.id = id;
    return record;
  };
  add(
    seedTranslationIds.handbookFr,
    {
      language: 'fr',
      source: { space: 'space_handbook' },
      instructions: frenchInstructionsDocument(),
    },
    Date.parse('2026-07-20T10:00:00.000Z'),
  );
  const apiPages = state.spaces.find((space) => space.id === 'space_api')?.pages.length ?? 0;
  add(
    seedTranslationIds.apiJa,
    { language: 'ja', source: { space: 'space_api' } },
    now - pendingMs - Math.round(0.4 * runDuration(apiPages)),
  );
  add(
    seedTranslationIds.onboardingDe,
    { language: 'de', source: { space: 'space_onboarding' } },
    now - 1_000,
  );
  settleTranslations(state, new Date(now));
}

// Moves on the clock: seeded relative to the moment the seed is built.
export const translationsSeed: SeedStep = { name: 'translations', demo: seedTranslations };
