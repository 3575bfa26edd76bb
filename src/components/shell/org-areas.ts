import { useRouter, type LinkProps } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { NavItem } from './nav-links';

type OrgPath = Extract<LinkProps['to'], `/orgs/$orgId${string}`>;

/** An area of an organization: a link of the main navigation, and `g` + `shortcut` goes there. */
export type OrgArea = NavItem<OrgPath>;

/** A group of the main navigation; the first has no label (the organization's own pages). */
export interface OrgAreaGroup {
  label?: string;
  areas: readonly OrgArea[];
}

/**
 * The groups of the main navigation, by what admins do there (docs/decisions/0038): the
 * organization's own pages, writing and reviewing content, publishing it, running the
 * organization.
 */
const groups = [
  { name: 'organization' },
  { name: 'content', label: 'Content' },
  { name: 'publishing', label: 'Publishing' },
  { name: 'settings', label: 'Organization' },
] as const;

/**
 * A route's entry in the main navigation (`staticData.nav`): the route names itself there, so a
 * new area is found with its route and edits no shared list (decision 0039). Its address is
 * the route's own.
 */
export interface OrgAreaEntry extends Pick<OrgArea, 'label' | 'shortcut' | 'needs' | 'exact'> {
  group: (typeof groups)[number]['name'];
  /** Its place in the group, smallest first. */
  order: number;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The route's entry in the organization's main navigation. */
    nav?: OrgAreaEntry;
  }
}

/** What the navigation reads of a route. */
interface RouteWithEntry {
  fullPath: string;
  options: { staticData?: { nav?: OrgAreaEntry } };
}

/** The navigation's groups, from the entries of the routes below an organization. */
export function orgAreaGroupsOf(routes: Iterable<RouteWithEntry>): OrgAreaGroup[] {
  const entries: Array<OrgAreaEntry & { to: OrgPath }> = [];
  for (const route of routes) {
    const nav = route.options.staticData?.nav;
    // An index route's address ends in '/': the link is the address of its parent.
    const to = route.fullPath.replace(/(.)\/$/, '$1');
    if (nav && to.startsWith('/orgs/$orgId')) entries.push({ ...nav, to: to as OrgPath });
  }
  return groups.map(({ name, ...group }) => ({
    ...group,
    areas: entries
      .filter((entry) => entry.group === name)
      .sort((a, b) => a.order - b.order)
      .map(({ group: _group, order: _order, ...area }): OrgArea => area),
  }));
}

/** The main navigation's groups, from the app's routes. */
export function useOrgAreaGroups(): OrgAreaGroup[] {
  const routes = useRouter().routesById;
  return useMemo(() => orgAreaGroupsOf(Object.values(routes) as RouteWithEntry[]), [routes]);
}
