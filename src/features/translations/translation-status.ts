import type { StatusTone } from '@/components/ui/status-badge';
import { formatDuration, formatNumber, plural } from '@/lib/format';
import { languageLabel } from '@/lib/languages';
import type { Translation } from './api/translation-queries';

/** What a translation's state looks like on screen: words, a tint, and how far it is. */
export interface TranslationStatusView {
  /** "Queued", "Translating", "Completed". */
  label: string;
  tone: StatusTone;
  /** 0..100 while a run is under way, when the server says. */
  progress?: number;
  /** "about 6 s left", "starts in about 4 s: 3 pages". */
  detail?: string;
}

/** The state in words, counted on the backend's clock `now` (ms). */
export function translationStatus(
  translation: Pick<Translation, 'status' | 'progress' | 'currentRun'>,
  now: number,
): TranslationStatusView {
  const run = translation.currentRun;
  if (translation.status === 'running') {
    const left = run ? Date.parse(run.completesAt) - now : undefined;
    return {
      label: 'Translating',
      tone: 'info',
      // A server without the progress (the platform has none) gets the words alone.
      ...(translation.progress !== undefined ? { progress: translation.progress } : {}),
      detail: left !== undefined ? `about ${formatDuration(left)} left` : undefined,
    };
  }
  if (translation.status === 'pending') {
    const pages = run ? `: ${plural(run.pages, 'page', 'pages')}` : '';
    const starts = run ? Date.parse(run.startsAt) - now : undefined;
    return {
      label: 'Queued',
      tone: 'warning',
      detail:
        starts !== undefined ? `starts in about ${formatDuration(starts)}${pages}` : undefined,
    };
  }
  return { label: 'Completed', tone: 'on' };
}

/** "Engineering Handbook → French (fr)": what is translated into what. */
export function translationTitle(
  translation: Pick<Translation, 'language'>,
  sourceTitle: string,
): string {
  return `${sourceTitle} → ${languageLabel(translation.language)}`;
}

/** "1 / 7": the latest run's count next to the total of every run. */
export function latestAndTotal(latest: number, total: number): string {
  return `${formatNumber(latest)} / ${formatNumber(total)}`;
}
