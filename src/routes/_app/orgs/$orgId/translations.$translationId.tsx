import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '@/components/shell/not-found';
import { contentQueries } from '@/features/spaces/api/content-queries';
import { translationQueries } from '@/features/translations/api/translation-queries';
import { TranslationPage } from '@/features/translations/components/translation-page';
import { spaceTitleOf } from '@/features/translations/space-summary';
import { translationTitle } from '@/features/translations/translation-status';
import { orNotFound } from '@/lib/route-loading';

export const Route = createFileRoute('/_app/orgs/$orgId/translations/$translationId')({
  loader: ({ context, params }) =>
    context.translationsAllowed
      ? orNotFound(async () => {
          const [translation, spaces] = await Promise.all([
            context.queryClient.ensureQueryData(
              translationQueries.detail(params.orgId, params.translationId),
            ),
            context.queryClient.ensureQueryData(contentQueries.spaces(params.orgId)),
          ]);
          const source = spaceTitleOf(spaces, translation.source.space);
          return { crumb: translationTitle(translation, source) };
        })
      : undefined,
  notFoundComponent: TranslationNotFound,
  component: TranslationRoute,
});

function TranslationRoute() {
  const { orgId, translationId } = Route.useParams();
  const navigate = Route.useNavigate();
  const { data: spaces } = useSuspenseQuery(contentQueries.spaces(orgId));
  return (
    <TranslationPage
      key={translationId}
      orgId={orgId}
      translationId={translationId}
      spaces={spaces}
      onDeleted={() => void navigate({ to: '/orgs/$orgId/translations', params: { orgId } })}
    />
  );
}

function TranslationNotFound() {
  const { translationId } = Route.useParams();
  return (
    <NotFound message={`No translation matches “${translationId}”. It may have been deleted.`} />
  );
}
