import { orgAreaGroups, type OrgArea } from './org-areas';

/**
 * Every area, in the navigation's order: what the palette and the shortcuts go to. Apart from
 * the navigation's table, as only the code loaded after the first paint needs it.
 */
export function everyOrgArea(): OrgArea[] {
  return orgAreaGroups.flatMap((group): readonly OrgArea[] => group.areas);
}
