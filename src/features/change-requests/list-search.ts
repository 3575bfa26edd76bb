import { listSpaceChangeRequestsQueryRules } from '@/api/query-rules.gen';
import type { components } from '@/api/schema.gen';
import { contractSearch } from '@/lib/contract-search';

export type ChangeRequestStatus = components['schemas']['ChangeRequestStatus'];

/**
 * The tabs' words, in the order a reviewer works through them; `open` reads as "In review".
 * Keyed by the contract's statuses, so a status added there does not compile until named here.
 */
const statusLabels: Record<ChangeRequestStatus, string> = {
  draft: 'Draft',
  open: 'In review',
  merged: 'Merged',
  archived: 'Archived',
};

export const statusTabs: readonly { status: ChangeRequestStatus; label: string }[] = (
  Object.keys(statusLabels) as ChangeRequestStatus[]
).map((status) => ({ status, label: statusLabels[status] }));

export function statusLabel(status: ChangeRequestStatus): string {
  return statusLabels[status];
}

export const peopleFilters = ['creator', 'contributor', 'requestedReviewer'] as const;
export type PeopleFilter = (typeof peopleFilters)[number];

/**
 * What a list shows: the API's filters, all in the URL so a view is a shareable link. Checked
 * as the contract checks them (a hand-edited URL never reaches the API as a 400); `status` is
 * absent for `open`, the API's default.
 */
export const validateListSearch = contractSearch<
  '/v1/spaces/{spaceId}/change-requests',
  PeopleFilter | 'status' | 'conversationsIssuesCluster'
>(listSpaceChangeRequestsQueryRules, [...peopleFilters, 'status', 'conversationsIssuesCluster']);

export type ChangeRequestListSearch = ReturnType<typeof validateListSearch>;

/** The API's query for a list: the search plus the status it defaults to. */
export function listFilters(
  search: ChangeRequestListSearch,
): Required<Pick<ChangeRequestListSearch, 'status'>> & ChangeRequestListSearch {
  return { ...search, status: search.status ?? 'open' };
}
