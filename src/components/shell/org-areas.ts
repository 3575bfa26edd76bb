import type { LinkProps } from '@tanstack/react-router';
import type { NavItem } from './nav-links';

type OrgPath = Extract<LinkProps['to'], `/orgs/$orgId${string}`>;

/** An area of an organization: a link of the main navigation, and `g` + `shortcut` goes there. */
export type OrgArea = NavItem<OrgPath>;

/** A group of the main navigation; the first has no label (the organization's own pages). */
export interface OrgAreaGroup {
  label?: string;
  areas: readonly OrgArea[];
}

/** An area below the organization's address; `satisfies` below checks the route exists. */
function area<const Path extends string>(
  path: Path,
  label: string,
  shortcut?: string,
  more?: Pick<OrgArea, 'needs' | 'exact'>,
) {
  return { to: `/orgs/$orgId${path}` as const, label, shortcut, ...more };
}

/**
 * The areas in the main navigation, grouped by what admins do there (docs/decisions/0038):
 * writing and reviewing content, publishing it, running the organization. The palette's pages
 * and the shortcut list read the same table, so a new area is one line here.
 */
export const orgAreaGroups = [
  {
    areas: [area('', 'Overview', 'o', { exact: true }), area('/search', 'Search', 'f')],
  },
  {
    label: 'Content',
    areas: [
      area('/content', 'Content', 'c'),
      area('/change-requests', 'Change requests', 'r'),
      area('/translations', 'Translations', 't', { needs: 'admin' }),
      area('/openapi', 'OpenAPI', 'a'),
      area('/imports', 'Imports', 'm'),
    ],
  },
  {
    label: 'Publishing',
    areas: [
      area('/sites', 'Sites', 's'),
      area('/integrations', 'Integrations', 'n'),
      area('/insights', 'Insights', 'i'),
    ],
  },
  {
    label: 'Organization',
    areas: [
      area('/settings/members', 'Members', 'p', { needs: 'listMembers' }),
      area('/settings/teams', 'Teams', undefined, { needs: 'listTeams' }),
      area('/settings/sso', 'SSO', undefined, { needs: 'admin' }),
      // Settings is its General tab only: Members, Teams and SSO have their own entries.
      area('/settings', 'Settings', 'e', { exact: true }),
      area('/agent-instructions', 'Agent instructions'),
    ],
  },
] satisfies readonly OrgAreaGroup[];
