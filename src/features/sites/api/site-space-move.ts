import { PartialMoveError } from '@/components/sortable-tree/partial-move';
import { callApi } from '@/lib/api-call';
import { errorMessage, isApiError } from '@/lib/api-error';
import { retryDelay, shouldRetry } from '@/lib/query-client';
import type { SiteSpaceMove } from '../structure-tree';

/*
 * A site space into another section (decision 0020). The one-step move (`sectionId` on the
 * move call, ours) either happens or does not. Against a server without it (the real
 * platform) the console falls back to the platform's calls: add there, carry the path and
 * condition, place it, remove the old one; each clean-up is retried, and what cannot be
 * cleaned up is said exactly (`SiteSpaceInTwoSections`).
 */

export type SitePath = { organizationId: string; siteId: string };
const siteSpacesPath = '/v1/orgs/{organizationId}/sites/{siteId}/site-spaces';
const siteSpacePath = `${siteSpacesPath}/{siteSpaceId}` as const;

/** The move went half way: the space is in both sections, under two site spaces. */
export class SiteSpaceInTwoSections extends PartialMoveError {
  readonly move: SiteSpaceMove;
  /** The site space added to the target section; `move.siteSpaceId` is the old one. */
  readonly addedId: string;

  constructor(move: SiteSpaceMove, addedId: string, cause: unknown) {
    super(`it is now in both ${move.fromTitle} and ${move.toTitle}.`, errorMessage(cause));
    this.name = 'SiteSpaceInTwoSections';
    this.move = move;
    this.addedId = addedId;
  }
}

/** Removes one site space of the site. */
export function deleteSiteSpace(path: SitePath, siteSpaceId: string): Promise<void> {
  return callApi('delete', siteSpacePath, { params: { path: { ...path, siteSpaceId } } });
}

/** `work` again while its failure is one a second try may fix (5xx, 429, network), as queries do. */
async function retried<T>(work: () => Promise<T>): Promise<T> {
  for (let failures = 0; ; failures += 1) {
    try {
      return await work();
    } catch (error) {
      if (!shouldRetry(failures, error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelay(failures + 1, error)));
    }
  }
}

function positionBody(position: SiteSpaceMove['position']) {
  if (!position) return {};
  return 'before' in position
    ? { position: { before: { type: 'site-space' as const, siteSpace: position.before } } }
    : { position: { after: { type: 'site-space' as const, siteSpace: position.after } } };
}

/**
 * Whether the server does not know the one-step move: its body check names `sectionId` in a
 * 400. Our backend never answers so to a valid `sectionId` (decision 0020).
 */
function rejectsSectionId(error: unknown): boolean {
  return isApiError(error) && error.status === 400 && /\bsectionId\b/.test(error.message);
}

/** The platform's calls, as one action; resolves with the new site space's id. */
async function addThenRemove(path: SitePath, move: SiteSpaceMove): Promise<string> {
  // A failed add changes nothing: its error is the move's.
  const added = await callApi('post', siteSpacesPath, {
    params: { path },
    body: { spaceId: move.spaceId, sectionId: move.toSectionId },
  });
  const at = { params: { path: { ...path, siteSpaceId: added.id } } };
  // Takes the added one out again; only if even that fails is the space left in both.
  const undoAdd = async (cause: unknown): Promise<never> => {
    await retried(() => deleteSiteSpace(path, added.id)).catch(() => {
      throw new SiteSpaceInTwoSections(move, added.id, cause);
    });
    throw cause;
  };
  try {
    // Carry over what the new site space does not have yet (a PATCH needs at least one field).
    const carried = {
      ...(move.path !== undefined && move.path !== added.path ? { path: move.path } : {}),
      ...(move.condition !== undefined ? { condition: move.condition } : {}),
    };
    if (Object.keys(carried).length > 0)
      await callApi('patch', siteSpacePath, { ...at, body: carried });
    if (move.position)
      await callApi('post', `${siteSpacePath}/move`, { ...at, body: positionBody(move.position) });
  } catch (error) {
    return undoAdd(error);
  }
  await retried(() => deleteSiteSpace(path, move.siteSpaceId)).catch(undoAdd);
  return added.id;
}

/**
 * Moves a site space into another section and resolves with its id there. Rejects with the
 * backend's error when nothing changed, or with `SiteSpaceInTwoSections` when the fallback
 * could be neither finished nor undone.
 */
export async function moveSiteSpaceAcross(path: SitePath, move: SiteSpaceMove): Promise<string> {
  try {
    const moved = await callApi('post', `${siteSpacePath}/move`, {
      params: { path: { ...path, siteSpaceId: move.siteSpaceId } },
      body: { sectionId: move.toSectionId, ...positionBody(move.position) },
    });
    // A server that ignores unknown fields answers 200 and leaves it in its section.
    if (moved.section === move.toSectionId) return moved.id;
  } catch (error) {
    if (!rejectsSectionId(error)) throw error;
  }
  return addThenRemove(path, move);
}
