import type { SearchResultItem, SiteSearch } from '../../../api/schema.gen.ts';
import { ApiError } from '../http/api-error.ts';
import type { BackendState, SiteRecord, SpaceRecord } from '../store/state.ts';
import { searchSpaces } from './search.ts';
import { activeSiteSpaces } from './sites-structure.ts';

/**
 * The spaces a site shows, in structure order, each once; only those of the site spaces in
 * `only` when it is given.
 */
export function siteSpaceContents(
  state: BackendState,
  site: SiteRecord,
  only?: readonly string[],
): SpaceRecord[] {
  const siteSpaces = activeSiteSpaces(state, site).filter(
    (s) => only === undefined || only.includes(s.id),
  );
  const ids = [...new Set(siteSpaces.map((s) => s.spaceId))];
  return ids.flatMap((id) => state.spaces.find((space) => space.id === id) ?? []);
}

/** Which site spaces a search covers: every one (undefined) or those listed, with their pointer. */
interface SearchScope {
  siteSpaceIds?: readonly string[];
  /** Where the list came from in the body, for a 400 about one of its ids. */
  pointer?: string;
}

/**
 * The search's scope from the body. `scope` is the platform's current form; a top-level `mode`
 * (with `siteSpaceIds` or `siteSpaceId`) is its older one, which its published client still
 * sends. Each field must come with its mode: a `siteSpaceIds` that nothing reads is a mistake
 * the caller should hear about, not a filter silently dropped.
 */
export function searchScope(body: SiteSearch): SearchScope {
  if (body.scope !== undefined && body.mode !== undefined)
    throw new ApiError(400, '/mode cannot be given with /scope; use scope alone.');
  if (body.mode === undefined) {
    if (body.siteSpaceIds !== undefined)
      throw new ApiError(400, '/siteSpaceIds goes with mode "specific"; add "mode": "specific".');
    if (body.siteSpaceId !== undefined)
      throw new ApiError(400, '/siteSpaceId goes with mode "current"; add "mode": "current".');
    return scopeOf(body.scope);
  }
  if (body.mode !== 'specific' && body.siteSpaceIds !== undefined)
    throw new ApiError(400, '/siteSpaceIds goes only with mode "specific".');
  if (body.mode !== 'current' && body.siteSpaceId !== undefined)
    throw new ApiError(400, '/siteSpaceId goes only with mode "current".');
  return modeScope('mode', body.mode, {
    specific: { ids: body.siteSpaceIds, pointer: '/siteSpaceIds' },
    current: { id: body.siteSpaceId, pointer: '/siteSpaceId' },
  });
}

/**
 * The site spaces a mode names, in either form: `specific` lists them, `current` names one;
 * the field its mode needs is required (400 at its pointer, naming `modeName`); any other mode
 * is every site space.
 */
function modeScope(
  modeName: string,
  mode: string | undefined,
  fields: {
    specific: { ids: readonly string[] | undefined; pointer: string };
    current: { id: string | undefined; pointer: string };
  },
): SearchScope {
  const { specific, current } = fields;
  if (mode === 'specific') {
    if (specific.ids === undefined)
      throw new ApiError(400, `${specific.pointer} is required when ${modeName} is "specific".`);
    return { siteSpaceIds: specific.ids, pointer: specific.pointer };
  }
  if (mode === 'current') {
    if (current.id === undefined)
      throw new ApiError(400, `${current.pointer} is required when ${modeName} is "current".`);
    return { siteSpaceIds: [current.id], pointer: current.pointer };
  }
  return {};
}

function scopeOf(scope: SiteSearch['scope']): SearchScope {
  if (scope === undefined) return {};
  if (scope.mode !== 'specific' && scope.siteSpaceIds !== undefined)
    throw new ApiError(400, '/scope/siteSpaceIds goes only with scope.mode "specific".');
  // default and all: every site space. With default, currentSiteSpace only says where the
  // reader is; the local search ranks nothing, so it changes nothing here.
  return modeScope('scope.mode', scope.mode, {
    specific: { ids: scope.siteSpaceIds, pointer: '/scope/siteSpaceIds' },
    current: { id: scope.currentSiteSpace, pointer: '/scope/currentSiteSpace' },
  });
}

/** POST sites/{id}/search: the organization search over the site spaces the scope names. */
export function searchSite(
  state: BackendState,
  site: SiteRecord,
  body: SiteSearch,
): SearchResultItem[] {
  const { siteSpaceIds, pointer } = searchScope(body);
  siteSpaceIds?.forEach((id, index) => {
    if (site.siteSpaces.some((s) => s.id === id)) return;
    const at = pointer === '/siteSpaceIds' || pointer === '/scope/siteSpaceIds' ? `/${index}` : '';
    throw new ApiError(
      400,
      `${pointer}${at} '${id}' is not a site space of the site '${site.id}'.`,
    );
  });
  return searchSpaces(siteSpaceContents(state, site, siteSpaceIds), body.query.trim());
}
