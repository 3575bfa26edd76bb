import { createFileRoute } from '@tanstack/react-router';
import { organizationQueries } from '@/features/organizations/api/organization-queries';
import { OrganizationList } from '@/features/organizations/components/organization-list';

export const Route = createFileRoute('/_app/orgs/')({
  loader: ({ context }) => context.queryClient.ensureInfiniteQueryData(organizationQueries.list()),
  component: OrganizationList,
});
