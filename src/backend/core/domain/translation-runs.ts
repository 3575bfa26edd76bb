import type { BackendState, PageRecord, SpaceRecord, TranslationRecord } from '../store/state.ts';
import { editedPageIds } from './change-request-changes.ts';
import { isExpired } from './content-tree.ts';
import { addSpaceAfter, titleWithSuffix } from './spaces.ts';

/**
 * Translation runs on the backend clock (decision 0014). A run is pending for 5 s, then runs
 * 2 s per page it translates (at least 6 s), then it is finished. Nothing is scheduled: the
 * state of a run follows from when it was asked for and the clock, and `settleTranslation`
 * writes down the runs that have finished (their numbers, the translated space) the first time
 * anything reads the backend after they did. Everything it writes is a function of stored
 * timestamps, so settling late, twice or after a reload gives the same result.
 *
 * Which pages changed comes from the source's change requests: a merged request never changes
 * again, so its `updatedAt` is when it merged, and its `pages` are the pages it changed. A
 * merge after a finished run's start queues the next run by itself.
 */

export const pendingMs = 5_000;
export const msPerPage = 2_000;
export const minimumRunMs = 6_000;

export function runDuration(pages: number): number {
  return Math.max(minimumRunMs, pages * msPerPage);
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => word !== '').length;
}

/** The words a translator reads on a page: its title, section titles and bodies. */
export function pageWords(page: PageRecord): number {
  return page.sections.reduce(
    (total, section) => total + wordCount(section.title) + wordCount(section.body),
    wordCount(page.title),
  );
}

export function totalWords(pages: readonly PageRecord[]): number {
  return pages.reduce((total, page) => total + pageWords(page), 0);
}

/** The source space while it exists (deleted but restorable included). */
export function sourceSpaceOf(
  state: BackendState,
  translation: TranslationRecord,
  now: Date,
): SpaceRecord | undefined {
  const space = state.spaces.find((record) => record.id === translation.sourceSpaceId);
  return space && !isExpired(space, now) ? space : undefined;
}

function resultSpaceOf(
  state: BackendState,
  translation: TranslationRecord,
  now: Date,
): SpaceRecord | undefined {
  if (translation.resultSpaceId === undefined) return undefined;
  const space = state.spaces.find((record) => record.id === translation.resultSpaceId);
  return space && !isExpired(space, now) ? space : undefined;
}

interface Merge {
  at: number;
  pages: readonly string[];
}

function mergesOf(state: BackendState, space: SpaceRecord): Merge[] {
  return state.changeRequests
    .filter((record) => record.spaceId === space.id && record.status === 'merged')
    .map((record) => ({
      at: Date.parse(record.updatedAt),
      pages: editedPageIds(state, space, record),
    }));
}

/**
 * The pages a run starting at `startsAt` translates: every page when there is no translated
 * space yet (or it is gone), otherwise those changed by merges since the previous run started.
 */
function pagesToTranslate(
  state: BackendState,
  translation: TranslationRecord,
  startsAt: number,
  now: Date,
): PageRecord[] {
  const source = sourceSpaceOf(state, translation, now);
  if (!source) return [];
  const previous = translation.runs.at(-1);
  if (!previous || !resultSpaceOf(state, translation, now)) return source.pages;
  const since = Date.parse(previous.startedAt);
  const changed = new Set<string>();
  for (const merge of mergesOf(state, source))
    if (merge.at > since && merge.at <= startsAt) for (const page of merge.pages) changed.add(page);
  return source.pages.filter((page) => changed.has(page.id));
}

/** The run asked for and not finished yet, in milliseconds since the epoch. */
export interface CurrentRun {
  requestedAt: number;
  startsAt: number;
  completesAt: number;
  /** Exact once it started; before, what it would translate if it started now. */
  pages: PageRecord[];
  words: number;
}

export function currentRun(
  state: BackendState,
  translation: TranslationRecord,
  now: Date,
): CurrentRun | undefined {
  if (translation.queuedAt === undefined) return undefined;
  const requestedAt = Date.parse(translation.queuedAt);
  const startsAt = requestedAt + pendingMs;
  const pages = pagesToTranslate(state, translation, Math.min(startsAt, now.getTime()), now);
  return {
    requestedAt,
    startsAt,
    completesAt: startsAt + runDuration(pages.length),
    pages,
    // Counted when read: settling asks every request whether the run is over, which needs
    // only the number of pages, and counting the words of every page each time was most of it.
    get words() {
      return totalWords(pages);
    },
  };
}

/** When the source changed after the last run started: the next run is asked for then. */
function requeueAt(state: BackendState, translation: TranslationRecord): number | undefined {
  const last = translation.runs.at(-1);
  if (!last) return undefined;
  const since = Date.parse(last.startedAt);
  const source = state.spaces.find((space) => space.id === translation.sourceSpaceId);
  if (!source) return undefined;
  let first: number | undefined;
  for (const merge of mergesOf(state, source))
    if (merge.at > since && (first === undefined || merge.at < first)) first = merge.at;
  return first === undefined ? undefined : Math.max(Date.parse(last.completedAt), first);
}

// ---------------------------------------------------------------------------------------------
// The translated text

// A stand-in for machine translation: pseudo-localization keeps the text readable and its
// length, is deterministic, and can never be mistaken for (or found by searching) the source.
const accents: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ü',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
};

export function pseudoTranslate(text: string): string {
  return text.replace(/[a-zA-Z]/g, (letter) => {
    const accented = accents[letter.toLowerCase()] ?? letter;
    return letter === letter.toLowerCase() ? accented : accented.toUpperCase();
  });
}

/** Key of a translation in the ids of what it makes: its id without the prefix. */
function keyOf(translation: TranslationRecord): string {
  return translation.id.replace(/^translation_/, '');
}

function translatePage(page: PageRecord, key: string): PageRecord {
  const id = `${page.id}_${key}`;
  return {
    id,
    title: pseudoTranslate(page.title),
    path: page.path,
    ancestors: page.ancestors.map((ancestor) => ({ title: pseudoTranslate(ancestor.title) })),
    sections: page.sections.map((section, index) => ({
      id: `${id}_s${index + 1}`,
      title: pseudoTranslate(section.title),
      path: section.path,
      body: pseudoTranslate(section.body),
    })),
  };
}

/** "{title} ({LANG})", e.g. "Engineering Handbook (PT-BR)". */
export function translatedTitle(title: string, language: string): string {
  return titleWithSuffix(title, ` (${language.toUpperCase()})`);
}

// ---------------------------------------------------------------------------------------------
// Settling

function finishRun(
  state: BackendState,
  translation: TranslationRecord,
  run: CurrentRun,
  now: Date,
): void {
  const key = keyOf(translation);
  const number = translation.runs.length + 1;
  const revision = `rev_${key}_${number}`;
  const completedAt = new Date(run.completesAt).toISOString();
  const source = sourceSpaceOf(state, translation, now);
  const result = resultSpaceOf(state, translation, now);
  if (result) {
    const translated = new Map(run.pages.map((page) => [page.id, translatePage(page, key)]));
    const kept = new Map(result.pages.map((page) => [page.id, page]));
    if (source)
      result.pages = source.pages.map(
        (page) =>
          translated.get(page.id) ?? kept.get(`${page.id}_${key}`) ?? translatePage(page, key),
      );
    result.revision = revision;
    result.updatedAt = completedAt;
  } else if (source) {
    // The first run (or the first after the translated space was gone for good).
    const created = addSpaceAfter(state, source, {
      id: number === 1 ? `space_${key}` : `space_${key}_${number}`,
      title: translatedTitle(source.title, translation.language),
      pages: run.pages.map((page) => translatePage(page, key)),
      visibility: 'private',
      language: translation.language,
      revision,
      createdAt: completedAt,
    });
    translation.resultSpaceId = created.id;
  }
  translation.runs.push({
    requestedAt: new Date(run.requestedAt).toISOString(),
    startedAt: new Date(run.startsAt).toISOString(),
    completedAt,
    pages: run.pages.length,
    words: run.words,
    revision,
  });
  delete translation.queuedAt;
}

/**
 * Writes down every run of the translation that finished by `now`, and queues re-runs. True
 * when it changed anything.
 */
export function settleTranslation(
  state: BackendState,
  translation: TranslationRecord,
  now: Date,
): boolean {
  let changed = false;
  for (;;) {
    if (translation.queuedAt === undefined) {
      const requeue = requeueAt(state, translation);
      if (requeue === undefined || requeue > now.getTime()) return changed;
      translation.queuedAt = new Date(requeue).toISOString();
      changed = true;
    }
    const run = currentRun(state, translation, now);
    if (!run || run.completesAt > now.getTime()) return changed;
    finishRun(state, translation, run, now);
    changed = true;
  }
}

export function settleTranslations(state: BackendState, now: Date): boolean {
  let changed = false;
  for (const translation of state.translations)
    if (settleTranslation(state, translation, now)) changed = true;
  return changed;
}
