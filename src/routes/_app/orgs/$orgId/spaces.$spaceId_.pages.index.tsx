import { createFileRoute, redirect } from '@tanstack/react-router';
import { spacePageQueries } from '@/features/spaces/api/page-queries';
import { firstDocument } from '@/features/spaces/page-outline';

// The space's pages open on the first page; a space without one says so on its own page.
export const Route = createFileRoute('/_app/orgs/$orgId/spaces/$spaceId_/pages/')({
  loader: async ({ context, params }) => {
    const tree = await context.queryClient.ensureQueryData(spacePageQueries.tree(params.spaceId));
    const first = firstDocument(tree.pages);
    throw redirect(
      first
        ? {
            to: '/orgs/$orgId/spaces/$spaceId/pages/$pageId',
            params: { ...params, pageId: first.id },
            replace: true,
          }
        : { to: '/orgs/$orgId/spaces/$spaceId', params, replace: true },
    );
  },
});
