import type { components } from '@/api/schema.gen';

export type ChangeRequestStatus = components['schemas']['ChangeRequestStatus'];

/** The tabs, in the order a reviewer works through them; `open` reads as "In review". */
export const statusTabs: readonly { status: ChangeRequestStatus; label: string }[] = [
  { status: 'draft', label: 'Draft' },
  { status: 'open', label: 'In review' },
  { status: 'merged', label: 'Merged' },
  { status: 'archived', label: 'Archived' },
];

export function statusLabel(status: ChangeRequestStatus): string {
  return statusTabs.find((tab) => tab.status === status)?.label ?? status;
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

/** The contract's limit on `subject` (checked against openapi.gen.json by a unit test). */
export const maxSubjectLength = 100;

export function subjectProblem(subject: string): string | undefined {
  if (subject.trim() === '') return 'Give the change request a subject.';
  if (subject.length > maxSubjectLength)
    return `The subject can have at most ${maxSubjectLength} characters (it has ${subject.length}).`;
  return undefined;
}
