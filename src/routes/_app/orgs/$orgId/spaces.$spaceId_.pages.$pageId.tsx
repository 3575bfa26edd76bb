import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { loadCrumb } from '@/lib/route-loading';
import { contentQueries } from '@/features/spaces/api/content-queries';
import { spacePageQueries } from '@/features/spaces/api/page-queries';
import { SpacePageBody, SpacePages } from '@/features/spaces/components/space-pages';

// Not nested in the space page (`$spaceId_`): that page is a leaf with its own tabs. One route
// for the tree and the page keeps the tree on screen while another page is chosen.
export const Route = createFileRoute('/_app/orgs/$orgId/spaces/$spaceId_/pages/$pageId')({
  loader: ({ context, params: { spaceId, pageId } }) =>
    loadCrumb(
      context,
      [
        spacePageQueries.page(spaceId, pageId),
        contentQueries.space(spaceId),
        spacePageQueries.tree(spaceId),
      ],
      (page) => page.title,
    ),
  component: PageRoute,
});

function PageRoute() {
  const { orgId, spaceId, pageId } = Route.useParams();
  const { data: space } = useSuspenseQuery(contentQueries.space(spaceId));
  return (
    <SpacePages orgId={orgId} spaceId={spaceId} spaceTitle={space.title}>
      <SpacePageBody key={pageId} spaceId={spaceId} pageId={pageId} />
    </SpacePages>
  );
}
