import { useSuspenseQuery } from '@tanstack/react-query';
import { organizationQueries } from '@/features/organizations/api/organization-queries';

/** Whether the caller is an admin of the organization, who may manage what a page shows. */
export function useOrgAdmin(orgId: string): boolean {
  // Loaded with the organization's own route (`$orgId.tsx`), so this does not wait.
  return useSuspenseQuery(organizationQueries.detail(orgId)).data.permissions.admin;
}
