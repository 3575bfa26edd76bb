import { languageLabel } from '@/lib/languages';
import type { Language } from './api/translation-queries';

/** What the translation screens need of a space; the route reads the spaces and hands these in. */
export interface SpaceSummary {
  id: string;
  title: string;
  language: Language;
}

/** A space's title by id, or words saying it is gone (its translation outlives it). */
export function spaceTitleOf(spaces: readonly SpaceSummary[], spaceId: string): string {
  return spaces.find((space) => space.id === spaceId)?.title ?? `A deleted space (${spaceId})`;
}

/** "Engineering Handbook into French (fr)": names a translation in a sentence. */
export function intoWords(sourceTitle: string, language: string): string {
  return `${sourceTitle} into ${languageLabel(language)}`;
}
