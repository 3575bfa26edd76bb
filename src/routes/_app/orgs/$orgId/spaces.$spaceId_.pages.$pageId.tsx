import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadAll } from '@/lib/route-loading';
import { contentQueries } from '@/features/spaces/api/content-queries';
import { spacePageQueries } from '@/features/spaces/api/page-queries';
import { SpacePageBody, SpacePages } from '@/features/spaces/components/space-pages';
import { findOutlinePage } from '@/features/spaces/page-outline';

// Not nested in the space page (`$spaceId_`): that page is a leaf with its own tabs. One route
// for the tree and the page keeps the tree on screen while another page is chosen.
export const Route = createFileRoute('/_app/orgs/$orgId/spaces/$spaceId_/pages/$pageId')({
  loader: async ({ context, params: { spaceId, pageId } }) => {
    const [space] = await loadAll(context, [contentQueries.space(spaceId)]);
    const [outline] = await loadAll(context, [spacePageQueries.outline(spaceId, space.revision)]);
    const page = findOutlinePage(outline.pages, pageId);
    if (!page) throw notFound();
    // The body is read beside the tree, which draws without waiting for it.
    if (page.type === 'document')
      void context.queryClient.prefetchQuery(
        spacePageQueries.document(spaceId, space.revision, pageId),
      );
    return { crumb: page.title };
  },
  component: PageRoute,
});

function PageRoute() {
  const { orgId, spaceId, pageId } = Route.useParams();
  const { data: space } = useSuspenseQuery(contentQueries.space(spaceId));
  const { data: outline } = useSuspenseQuery(spacePageQueries.outline(spaceId, space.revision));
  const page = findOutlinePage(outline.pages, pageId);
  return (
    <SpacePages
      orgId={orgId}
      spaceId={spaceId}
      revisionId={space.revision}
      spaceTitle={space.title}
      currentPageId={pageId}
    >
      {page ? (
        <SpacePageBody
          key={pageId}
          orgId={orgId}
          spaceId={spaceId}
          revisionId={space.revision}
          page={page}
          canComment={space.permissions.comment}
        />
      ) : (
        <p className="muted">This page is not in the space’s current content.</p>
      )}
    </SpacePages>
  );
}
