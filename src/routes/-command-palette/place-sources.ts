import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { matchesWords } from '@/components/command-palette/match-words';
import { useEveryOrgArea } from '@/components/shell/every-org-area';
import { changeRequestQueries } from '@/features/change-requests/api/change-request-queries';
import { statusLabel, type ChangeRequestStatus } from '@/features/change-requests/list-search';
import { integrationQueries } from '@/features/integrations/api/integration-queries';
import {
  organizationQueries,
  type Organization,
} from '@/features/organizations/api/organization-queries';
import { memberQueries } from '@/features/people/api/member-queries';
import { teamQueries } from '@/features/people/api/team-queries';
import { siteQueries } from '@/features/sites/api/site-queries';
import { contentQueries } from '@/features/spaces/api/content-queries';
import type { Place } from './recent-places';

/** Results of one kind, under their heading. */
export interface PlaceGroup {
  label: string;
  places: Place[];
}

/** Results a group shows at most: the palette is for jumping, the lists are for browsing. */
const shown = 6;
/** The longest term sent to a search (the shortest limit of the lists searched: teams). */
const termMaxLength = 64;

/** `#4` or `4`: a change request's number. */
function numberIn(typed: string): number | undefined {
  const match = /^#?(\d+)$/.exec(typed.trim());
  return match ? Number(match[1]) : undefined;
}

/**
 * The places that match what was typed, by kind: from the lists the console already reads
 * (pages, organizations, spaces, collections, change requests: filtered here as typed) and the
 * API's searches (sites, members, teams, integrations: asked with `term`, the debounced text).
 * A search superseded by a newer term loses its observer, and the query client then aborts its
 * request through the query's signal. Nothing is read while the palette is closed.
 */
export function usePlaceSources(input: {
  open: boolean;
  orgId: string | undefined;
  permissions: Organization['permissions'] | undefined;
  typed: string;
  term: string;
}): { groups: PlaceGroup[]; searching: boolean } {
  const { open, orgId = '', permissions, typed } = input;
  const areas = useEveryOrgArea();
  const term = input.term.trim().slice(0, termMaxLength);
  const inOrg = open && orgId !== '';
  const typing = typed.trim() !== '';
  const searching = inOrg && term !== '';

  const organizations = useInfiniteQuery({ ...organizationQueries.list(), enabled: open });
  // The spaces also name where each change request lives, and which may get a new one.
  const spaces = useQuery({ ...contentQueries.spaces(orgId), enabled: inOrg });
  const collections = useQuery({ ...contentQueries.collections(orgId), enabled: inOrg && typing });
  // The list operation has no text search: the latest requests of each status are searched.
  // (Four calls, not useQueries: that would add its code to the framework every page loads.)
  const requestsIn = (status: ChangeRequestStatus) => ({
    ...changeRequestQueries.choices({ kind: 'organization', orgId }, status),
    enabled: inOrg && typing,
  });
  const changeRequests = [
    useQuery(requestsIn('open')),
    useQuery(requestsIn('draft')),
    useQuery(requestsIn('merged')),
    useQuery(requestsIn('archived')),
  ];
  const search = { enabled: searching, placeholderData: keepPreviousData };
  const sites = useQuery({ ...siteQueries.list(orgId, { title: term }), ...search });
  const members = useQuery({
    ...memberQueries.suggestions(orgId, term),
    ...search,
    enabled: searching && permissions?.listMembers === true,
  });
  const teams = useInfiniteQuery({
    ...teamQueries.list(orgId, { title: term }),
    ...search,
    enabled: searching && permissions?.listTeams === true,
  });
  const integrations = useInfiniteQuery({
    ...integrationQueries.catalog({ search: term }),
    ...search,
  });

  if (!typing) return { groups: [], searching: false };
  const matching = <T>(items: readonly T[] | undefined, text: (item: T) => string) =>
    (items ?? []).filter((item) => matchesWords(text(item), typed)).slice(0, shown);
  const params = { orgId };
  const spaceTitles = new Map((spaces.data ?? []).map((space) => [space.id, space.title]));
  const number = numberIn(typed);
  const requests = changeRequests
    .flatMap((query) => query.data?.items ?? [])
    .filter((request) =>
      // A number alone is that number in any space; with words, "#2 service" narrows it.
      number === undefined
        ? matchesWords(`#${request.number} ${request.subject}`, typed)
        : request.number === number,
    )
    .slice(0, shown);

  const groups: PlaceGroup[] = [
    {
      label: 'Pages',
      places: orgId
        ? matching(
            areas.filter(
              (area) =>
                !area.needs || permissions?.[area.needs as keyof Organization['permissions']],
            ),
            (area) => area.label,
          ).map((area) => ({ kind: 'Page', label: area.label, to: area.to, params }))
        : [],
    },
    {
      label: 'Spaces',
      places: matching(spaces.data, (space) => space.title).map((space) => ({
        kind: 'Space',
        label: space.title,
        to: '/orgs/$orgId/spaces/$spaceId',
        params: { orgId, spaceId: space.id },
      })),
    },
    {
      label: 'Collections',
      places: matching(collections.data, (collection) => collection.title).map((collection) => ({
        kind: 'Collection',
        label: collection.title,
        to: '/orgs/$orgId/collections/$collectionId',
        params: { orgId, collectionId: collection.id },
      })),
    },
    {
      label: 'Change requests',
      places: requests.map((request) => ({
        kind: 'Change request',
        label: `#${request.number} ${request.subject}`,
        detail: `${spaceTitles.get(request.space) ?? 'Space'} · ${statusLabel(request.status)}`,
        to: '/orgs/$orgId/spaces/$spaceId/change-requests/$changeRequestId',
        params: { orgId, spaceId: request.space, changeRequestId: String(request.number) },
      })),
    },
    {
      label: 'Sites',
      places: (searching ? (sites.data?.items ?? []) : []).slice(0, shown).map((site) => ({
        kind: 'Site',
        label: site.title,
        to: '/orgs/$orgId/sites/$siteId',
        params: { orgId, siteId: site.id },
      })),
    },
    {
      label: 'Members',
      places: (searching ? (members.data?.items ?? []) : []).slice(0, shown).map((member) => ({
        kind: 'Member',
        label: member.user.displayName,
        detail: member.user.email,
        to: '/orgs/$orgId/settings/members',
        params,
        search: { search: member.user.email },
      })),
    },
    {
      label: 'Teams',
      places: (searching ? (teams.data?.pages[0]?.items ?? []) : [])
        .slice(0, shown)
        .map((team) => ({
          kind: 'Team',
          label: team.title,
          to: '/orgs/$orgId/settings/teams/$teamId',
          params: { orgId, teamId: team.id },
        })),
    },
    {
      label: 'Integrations',
      places: (searching ? (integrations.data?.pages[0]?.items ?? []) : [])
        .slice(0, shown)
        .map((integration) => ({
          kind: 'Integration',
          label: integration.title,
          to: '/orgs/$orgId/integrations/$integrationName',
          params: { orgId, integrationName: integration.name },
        })),
    },
    {
      label: 'Organizations',
      places: matching(
        organizations.data?.pages.flatMap((page) => page.items),
        (organization) => organization.title,
      ).map((organization) => ({
        kind: 'Organization',
        label: organization.title,
        to: '/orgs/$orgId',
        params: { orgId: organization.id },
      })),
    },
  ];
  const pending =
    sites.isFetching ||
    members.isFetching ||
    teams.isFetching ||
    integrations.isFetching ||
    changeRequests.some((query) => query.isFetching);
  return { groups, searching: pending || typed.trim() !== input.term.trim() };
}

/** The spaces where the caller may open a change request, once the palette has read them. */
export function useEditableSpaces(orgId: string | undefined, open: boolean) {
  const spaces = useQuery({ ...contentQueries.spaces(orgId ?? ''), enabled: open && !!orgId });
  return (spaces.data ?? [])
    .filter((space) => space.permissions.edit)
    .map((space) => ({ id: space.id, title: space.title }));
}
