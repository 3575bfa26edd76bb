import { useMemo } from 'react';
import { useOrgAreaGroups, type OrgArea } from './org-areas';

/**
 * Every area, in the navigation's order: what the palette and the shortcuts go to. Apart from
 * the navigation's module, as only the code loaded after the first paint needs it.
 */
export function useEveryOrgArea(): OrgArea[] {
  const groups = useOrgAreaGroups();
  return useMemo(() => groups.flatMap((group): readonly OrgArea[] => group.areas), [groups]);
}
