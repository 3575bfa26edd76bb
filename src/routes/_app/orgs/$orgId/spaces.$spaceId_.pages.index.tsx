import { createFileRoute, redirect } from '@tanstack/react-router';
import { contentQueries } from '@/features/spaces/api/content-queries';
import { spacePageQueries } from '@/features/spaces/api/page-queries';
import { firstDocument } from '@/features/spaces/page-outline';

// The space's pages open on the first page; a space without one says so on its own page.
export const Route = createFileRoute('/_app/orgs/$orgId/spaces/$spaceId_/pages/')({
  loader: async ({ context, params }) => {
    const { queryClient } = context;
    const space = await queryClient.ensureQueryData(contentQueries.space(params.spaceId));
    const outline = await queryClient.ensureQueryData(
      spacePageQueries.outline(params.spaceId, space.revision),
    );
    const first = firstDocument(outline.pages);
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
