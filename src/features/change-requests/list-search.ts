import type { components } from '@/api/schema.gen';

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

/** What a list shows: the API's filters, all in the URL so a view is a shareable link. */
export interface ChangeRequestListSearch {
  /** Absent means `open`, the API's default. */
  status?: ChangeRequestStatus;
  creator?: string;
  contributor?: string;
  requestedReviewer?: string;
  conversationsIssuesCluster?: string;
}

export const peopleFilters = ['creator', 'contributor', 'requestedReviewer'] as const;
export type PeopleFilter = (typeof peopleFilters)[number];

const idPattern = /^[^\s]{1,255}$/;

/** Keeps only well-formed values, so a hand-edited URL never reaches the API as a 400. */
export function validateListSearch(raw: Record<string, unknown>): ChangeRequestListSearch {
  const search: ChangeRequestListSearch = {};
  const status = statusTabs.find((tab) => tab.status === raw['status'])?.status;
  if (status && status !== 'open') search.status = status;
  for (const name of [...peopleFilters, 'conversationsIssuesCluster'] as const) {
    const value = raw[name];
    if (typeof value === 'string' && idPattern.test(value)) search[name] = value;
  }
  return search;
}

/** The API's query for a list: the search plus the status it defaults to. */
export function listFilters(
  search: ChangeRequestListSearch,
): Required<Pick<ChangeRequestListSearch, 'status'>> & ChangeRequestListSearch {
  return { ...search, status: search.status ?? 'open' };
}
