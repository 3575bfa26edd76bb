import type { StatusTone } from '@/components/ui/status-badge';
import { plural } from '@/lib/format';
import type { ImportRun, ImportRunStatus } from './api/import-queries';

/** The platform's limit on pages per import (decision 0015, `maxPagesPerImport`). */
export const maxPagesPerImport = 20;

/** A run's status in the console's words: Queued → Importing → Done (or Failed, Cancelled). */
export const importStatusLabels: Record<ImportRunStatus, string> = {
  pending: 'Queued',
  'in-progress': 'Importing',
  completed: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const importStatusTones: Record<ImportRunStatus, StatusTone> = {
  pending: 'info',
  'in-progress': 'info',
  completed: 'on',
  failed: 'danger',
  cancelled: 'off',
};

/** The steps a run goes through, for the progress line. */
export const importSteps = ['pending', 'in-progress', 'completed'] as const;

/** The website a run imports, as a person names it: its host. */
export function siteOf(run: Pick<ImportRun, 'source'>): string {
  try {
    return new URL(run.source.url).host;
  } catch {
    return run.source.url;
  }
}

/** A page by where it came from: the path of its address, or the host for the home page. */
export function pageLabel(sourceURL: string): string {
  try {
    const url = new URL(sourceURL);
    return url.pathname === '/' ? url.host : `${url.pathname}${url.search}`;
  } catch {
    return sourceURL;
  }
}

/** "7 of 12 pages" once the site answered, "5 pages" when the total is not known. */
export function pagesProgress(run: Pick<ImportRun, 'pages' | 'totalPages'>): string {
  const done = run.pages.length;
  return run.totalPages === undefined
    ? plural(done, 'page', 'pages')
    : `${done} of ${plural(run.totalPages, 'page', 'pages')}`;
}

/**
 * The words of the step where a run stopped, for a failed or cancelled run: what happened
 * there, rather than the step's name and the status ("Queued: failed" read as if the run were
 * still waiting). A run with no total never heard back from the site.
 */
export function stoppedStepLabel(run: Pick<ImportRun, 'status' | 'pages' | 'totalPages'>): string {
  const failed = run.status === 'failed';
  if (run.totalPages === undefined)
    return failed ? 'Failed: the site never answered' : 'Cancelled while queued';
  return `${failed ? 'Failed' : 'Cancelled'} after ${pagesProgress(run)}`;
}

/** A sentence starting with a capital letter, read after "Import failed: ". */
function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * How a run ended (or where it stands), in one sentence. `target` names the destination
 * ("API Reference", "change request #4 of API Reference"); the screen links it.
 */
export function runOutcome(
  run: Pick<ImportRun, 'status' | 'pages' | 'totalPages' | 'error'>,
  target: string,
): string {
  const pages = run.pages.length;
  switch (run.status) {
    case 'pending':
      return `Queued: waiting for the site to answer. Pages will go into ${target}.`;
    case 'in-progress':
      return `Importing into ${target}: ${pagesProgress(run)}.`;
    case 'completed':
      return `Imported ${plural(pages, 'page', 'pages')} into ${target}.`;
    case 'cancelled':
      return pages === 0
        ? 'Cancelled before any page was imported.'
        : `Cancelled after ${plural(pages, 'page', 'pages')}; ${pages === 1 ? 'it stays' : 'they stay'} in ${target}.`;
    case 'failed': {
      const reason = run.error ? lowerFirst(run.error) : 'the import stopped.';
      const kept =
        pages === 0
          ? ''
          : ` The ${plural(pages, 'page', 'pages')} imported before it stopped stay in ${target}.`;
      return `Import failed: ${reason}${kept}`;
    }
  }
}
