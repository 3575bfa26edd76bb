import type {
  Translation,
  TranslationCreate,
  TranslationEstimate,
  TranslationUpdate,
} from '../../../api/schema.gen.ts';
import { ApiError } from '../http/api-error.ts';
import type { BackendState, OrganizationRecord, TranslationRecord } from '../store/state.ts';
import { emptyDocument } from './agent-instructions.ts';
import { isDeleted, isExpired } from './content-tree.ts';
import { newId } from './ids.ts';
import {
  currentRun,
  pendingMs,
  runDuration,
  settleTranslation,
  sourceSpaceOf,
  totalWords,
} from './translation-runs.ts';
import { findInOrganization, inOrganization, notFound, organizationRecords } from './lookup.ts';

/**
 * Translations (decision 0014): admins only, reads included, since translation is billed. The
 * runs and their clock live in translation-runs.ts; this module finds, checks, changes and
 * answers.
 */

export function findTranslation(
  state: BackendState,
  organizationId: string,
  translationId: string,
): TranslationRecord {
  return findInOrganization(state.translations, organizationId, translationId, 'translation');
}

/** Oldest first; the id breaks ties so pages never shuffle. */
export function organizationTranslations(
  state: BackendState,
  organizationId: string,
): TranslationRecord[] {
  return organizationRecords(
    state.translations,
    organizationId,
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  );
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** The Translation as an admin sees it; reading settles the runs that finished meanwhile. */
export function translationResponse(
  state: BackendState,
  translation: TranslationRecord,
  now: Date,
  origin: string,
): Translation {
  settleTranslation(state, translation, now);
  const run = currentRun(state, translation, now);
  const runs = translation.runs;
  const latest = runs.at(-1);
  // In whole seconds, the platform's unit for a translation's stats.
  const durationOf = (r: (typeof runs)[number]) =>
    Math.round((Date.parse(r.completedAt) - Date.parse(r.startedAt)) / 1000);
  const running = run !== undefined && run.startsAt <= now.getTime();
  // "Updated" is the last change, by a person or by a run moving on.
  const moments = [
    translation.updatedAt,
    ...(latest ? [latest.completedAt] : []),
    ...(run ? [iso(run.requestedAt)] : []),
    ...(running ? [iso(run.startsAt)] : []),
  ];
  const response: Translation = {
    object: 'translation',
    id: translation.id,
    status: run === undefined ? 'completed' : running ? 'running' : 'pending',
    source: { space: translation.sourceSpaceId, language: translation.sourceLanguage },
    language: translation.language,
    instructions: structuredClone(translation.instructions),
    createdAt: translation.createdAt,
    updatedAt: moments.reduce((a, b) => (b > a ? b : a)),
    stats: {
      runs: runs.length,
      totalWords: runs.reduce((total, r) => total + r.words, 0),
      totalPages: runs.reduce((total, r) => total + r.pages, 0),
      totalDuration: runs.reduce((total, r) => total + durationOf(r), 0),
      latestRunDuration: latest ? durationOf(latest) : 0,
      latestPages: latest?.pages ?? 0,
      latestWords: latest?.words ?? 0,
    },
    permissions: { view: true, edit: true },
    urls: {
      location: `${origin}/v1/orgs/${encodeURIComponent(translation.organizationId)}/translations/${encodeURIComponent(translation.id)}`,
    },
  };
  if (translation.resultSpaceId !== undefined && latest)
    response.result = { space: translation.resultSpaceId, revision: latest.revision };
  if (run) {
    response.currentRun = {
      requestedAt: iso(run.requestedAt),
      startsAt: iso(run.startsAt),
      completesAt: iso(run.completesAt),
      pages: run.pages.length,
      words: run.words,
    };
    if (running)
      response.progress = Math.min(
        100,
        Math.floor(((now.getTime() - run.startsAt) * 100) / (run.completesAt - run.startsAt)),
      );
  }
  return response;
}

/** An active space of this very organization, the only kind that can be translated. */
function activeSourceSpace(
  state: BackendState,
  organizationId: string,
  spaceId: string,
  now: Date,
) {
  const space = state.spaces.find(
    (record) =>
      record.id === spaceId &&
      record.organizationId === organizationId &&
      !isDeleted(record) &&
      !isExpired(record, now),
  );
  if (!space) throw notFound('active space', spaceId, inOrganization(organizationId));
  return space;
}

/** Creates the translation, for an admin of the organization, with its first run pending. */
export function createTranslation(
  state: BackendState,
  organization: OrganizationRecord,
  body: TranslationCreate,
  now: Date,
): TranslationRecord {
  const source = activeSourceSpace(state, organization.id, body.source.space, now);
  const sourceLanguage = body.source.language ?? source.language;
  if (body.language === sourceLanguage)
    throw new ApiError(
      400,
      `/language must differ from the source language (both are ${sourceLanguage}).`,
    );
  const existing = state.translations.find(
    (record) =>
      record.organizationId === organization.id &&
      record.sourceSpaceId === source.id &&
      record.language === body.language,
  );
  if (existing)
    throw new ApiError(
      409,
      `The space '${source.id}' already has a translation into ${body.language}: '${existing.id}'.`,
    );
  const at = now.toISOString();
  const translation: TranslationRecord = {
    id: newId('translation'),
    organizationId: organization.id,
    sourceSpaceId: source.id,
    sourceLanguage,
    language: body.language,
    instructions: body.instructions ? structuredClone(body.instructions) : emptyDocument(),
    createdAt: at,
    updatedAt: at,
    queuedAt: at,
    runs: [],
  };
  state.translations.push(translation);
  return translation;
}

/** New instructions: a run reads them when it starts, so they apply from the next one on. */
export function updateTranslation(
  translation: TranslationRecord,
  body: TranslationUpdate,
  now: Date,
): void {
  translation.instructions = structuredClone(body.instructions);
  translation.updatedAt = now.toISOString();
}

/** Removes the translation; its translated space stays. Absent: nothing to do. */
export function deleteTranslation(
  state: BackendState,
  organizationId: string,
  translationId: string,
): void {
  state.translations = state.translations.filter(
    (record) => !(record.id === translationId && record.organizationId === organizationId),
  );
}

/**
 * Queues another run. 412 when the source space was deleted; while a run is pending or running
 * nothing changes.
 */
export function runTranslation(
  state: BackendState,
  translation: TranslationRecord,
  now: Date,
): void {
  const source = sourceSpaceOf(state, translation, now);
  if (!source || isDeleted(source) || source.organizationId !== translation.organizationId)
    throw new ApiError(
      412,
      source && isDeleted(source)
        ? `The source space '${translation.sourceSpaceId}' is deleted; restore it to translate it again.`
        : `The source space '${translation.sourceSpaceId}' no longer exists in this organization, so there is nothing to translate.`,
    );
  settleTranslation(state, translation, now);
  if (translation.queuedAt !== undefined) return;
  translation.queuedAt = now.toISOString();
}

/** What a first run of the space would translate, and how long until it finished. */
export function estimateTranslation(
  state: BackendState,
  organizationId: string,
  spaceId: string,
  now: Date,
): TranslationEstimate {
  const { pages } = activeSourceSpace(state, organizationId, spaceId, now);
  return {
    pages: pages.length,
    words: totalWords(pages),
    duration: pendingMs + runDuration(pages.length),
  };
}
