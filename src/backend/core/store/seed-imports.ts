import type { SeedStep } from './seed-step.ts';
import { pageIntervalMs, queuedMs, settleImports } from '../domain/imports.ts';
import type { BackendState, ImportRunRecord } from './state.ts';

/**
 * Acme's imports, one in every end state plus one still running (decision 0015). They are
 * dated back from the moment the seed is built, like the deleted spaces, so that whenever the
 * backend starts one run is in progress and the others ended days ago. Their pages are written
 * into the targets here, as the running backend would have.
 */

const hour = 60 * 60 * 1000;
const day = 24 * hour;

export const seedImportIds = {
  /** 12 pages into the main content of Video Guides. */
  completed: 'import_acme_video_guides',
  /** An unreachable host, into the draft change request #5 of API Reference. */
  failed: 'import_acme_unreachable',
  /** Cancelled after 5 of 12 pages, into the main content of Glossary. */
  cancelled: 'import_acme_glossary',
  /** Started 9 seconds before the seed: in progress under Brand Guidelines' overview page. */
  inProgress: 'import_acme_brand',
} as const;

function run(
  id: string,
  fields: Pick<ImportRunRecord, 'source' | 'target' | 'startedAt'> &
    Partial<Pick<ImportRunRecord, 'enhance' | 'cancelledAt' | 'createdBy'>>,
): ImportRunRecord {
  return {
    id,
    organizationId: 'org_acme',
    createdBy: fields.createdBy ?? 'user_eddie',
    source: fields.source,
    target: fields.target,
    enhance: fields.enhance ?? true,
    startedAt: fields.startedAt,
    ...(fields.cancelledAt === undefined ? {} : { cancelledAt: fields.cancelledAt }),
    written: 0,
    settled: false,
  };
}

const iso = (ms: number) => new Date(ms).toISOString();

export function seedImports(state: BackendState, now: number): void {
  const cancelledStart = now - day;
  state.importRuns.push(
    run(seedImportIds.completed, {
      source: { type: 'website', url: 'https://help.acme-legacy.test/videos' },
      target: { space: 'space_video_guides' },
      startedAt: iso(now - 3 * day),
      createdBy: 'user_ada',
    }),
    run(seedImportIds.failed, {
      source: { type: 'website', url: 'https://docs.unreachable.test/api' },
      target: { space: 'space_api', changeRequest: 'cr_api_5' },
      startedAt: iso(now - 2 * day),
      createdBy: 'user_carl',
    }),
    run(seedImportIds.cancelled, {
      source: { type: 'website', url: 'https://kb.acme-legacy.test/glossary' },
      target: { space: 'space_glossary' },
      startedAt: iso(cancelledStart),
      // Half a page interval after the fifth page arrived.
      cancelledAt: iso(cancelledStart + queuedMs + 5 * pageIntervalMs + pageIntervalMs / 2),
      enhance: false,
    }),
    run(seedImportIds.inProgress, {
      source: { type: 'website', url: 'https://confluence.acme-legacy.test/brand' },
      target: { space: 'space_brand', page: 'page_brand_overview' },
      startedAt: iso(now - 9_000),
    }),
  );
  settleImports(state, new Date(now));
}

// Imports write their pages into spaces and change requests: after both exist.
export const importsSeed: SeedStep = {
  name: 'imports',
  after: ['change-requests'],
  demo: seedImports,
};
