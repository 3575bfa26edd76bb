import type { SearchResultItem, SiteSearch } from '../../api/schema.gen.ts';
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
  if (body.mode === 'specific') {
    if (body.siteSpaceIds === undefined)
      throw new ApiError(400, '/siteSpaceIds is required when mode is "specific".');
    return { siteSpaceIds: body.siteSpaceIds, pointer: '/siteSpaceIds' };
  }
  if (body.mode === 'current') {
    if (body.siteSpaceId === undefined)
      throw new ApiError(400, '/siteSpaceId is required when mode is "current".');
    return { siteSpaceIds: [body.siteSpaceId], pointer: '/siteSpaceId' };
  }
  return {};
}

function scopeOf(scope: SiteSearch['scope']): SearchScope {
  if (scope === undefined) return {};
  if (scope.mode !== 'specific' && scope.siteSpaceIds !== undefined)
    throw new ApiError(400, '/scope/siteSpaceIds goes only with scope.mode "specific".');
  if (scope.mode === 'specific') {
    if (scope.siteSpaceIds === undefined)
      throw new ApiError(400, '/scope/siteSpaceIds is required when scope.mode is "specific".');
    return { siteSpaceIds: scope.siteSpaceIds, pointer: '/scope/siteSpaceIds' };
  }
  if (scope.mode === 'current') {
    if (scope.currentSiteSpace === undefined)
      throw new ApiError(400, '/scope/currentSiteSpace is required when scope.mode is "current".');
    return { siteSpaceIds: [scope.currentSiteSpace], pointer: '/scope/currentSiteSpace' };
  }
  // default and all: every site space. With default, currentSiteSpace only says where the
  // reader is; the local search ranks nothing, so it changes nothing here.
  return {};
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
