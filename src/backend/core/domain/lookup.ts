import { ApiError } from '../http/api-error.ts';
import { findByKey } from '../store/indexes.ts';
import type { BackendState } from '../store/state.ts';

/**
 * Looking a record up by id inside what holds it, with the platform's one 404 wording:
 * `No <what> matches id '<id>' <where>`, where `where` is `in the organization 'org_x'`,
 * `in the site 'site_x'` or `for the integration 'name'`. Clients show the message as is, so
 * every area words it the same way.
 */

export function notFound(what: string, id: string, where: string): ApiError {
  return new ApiError(404, `No ${what} matches id '${id}' ${where}`);
}

/** The id, as the key of the state's indexes by id. */
export function idOf(record: { id: string }): string {
  return record.id;
}

/**
 * A record that stands on its own (an organization, a collection) by id, through the state's
 * index `index`; 404 `No <what> matches id '<id>'` otherwise.
 */
export function findById<T extends { id: string }>(
  state: BackendState,
  index: string,
  records: readonly T[],
  id: string,
  what: string,
): T {
  const record = findByKey(state, index, records, idOf, id);
  if (!record) throw new ApiError(404, `No ${what} matches id '${id}'`);
  return record;
}

export function inOrganization(organizationId: string): string {
  return `in the organization '${organizationId}'`;
}

/** The organization's records among `records`, in `order`: a new array, for a page of a list. */
export function organizationRecords<T extends { organizationId: string }>(
  records: readonly T[],
  organizationId: string,
  order: (a: T, b: T) => number,
): T[] {
  return records.filter((record) => record.organizationId === organizationId).sort(order);
}

/** `records` without the organization's record `id` (a new array; the same records if absent). */
export function withoutRecord<T extends { id: string; organizationId: string }>(
  records: readonly T[],
  organizationId: string,
  id: string,
): T[] {
  return records.filter(
    (record) => !(record.id === id && record.organizationId === organizationId),
  );
}

/** The record with `id` that belongs to the organization; 404 naming `what` otherwise. */
export function findInOrganization<T extends { id: string; organizationId: string }>(
  records: readonly T[],
  organizationId: string,
  id: string,
  what: string,
): T {
  const record = records.find(
    (candidate) => candidate.id === id && candidate.organizationId === organizationId,
  );
  if (!record) throw notFound(what, id, inOrganization(organizationId));
  return record;
}

/** The record with `id` in a list of the site's (its sections, groups or site spaces). */
export function findInSite<T extends { id: string }>(
  records: readonly T[],
  site: { id: string },
  id: string,
  what: string,
): T {
  const record = records.find((candidate) => candidate.id === id);
  if (!record) throw notFound(what, id, `in the site '${site.id}'`);
  return record;
}
