import { ApiError } from '../http/api-error.ts';

/**
 * Looking a record up by id inside what holds it, with the platform's one 404 wording:
 * `No <what> matches id '<id>' <where>`, where `where` is `in the organization 'org_x'`,
 * `in the site 'site_x'` or `for the integration 'name'`. Clients show the message as is, so
 * every area words it the same way.
 */

export function notFound(what: string, id: string, where: string): ApiError {
  return new ApiError(404, `No ${what} matches id '${id}' ${where}`);
}

export function inOrganization(organizationId: string): string {
  return `in the organization '${organizationId}'`;
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
