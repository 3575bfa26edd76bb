import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { contentQueries } from '@/features/spaces/api/content-queries';
import { translationQueries } from '@/features/translations/api/translation-queries';
import { TranslationPage } from '@/features/translations/components/translation-page';
import { spaceTitleOf } from '@/features/translations/space-summary';
import { translationTitle } from '@/features/translations/translation-status';
import { useNavigateTo } from '@/lib/navigate-to';
import { loadCrumb } from '@/lib/route-loading';
import { notFoundFor } from '@/routes/-shared/not-found';

const TranslationNotFound = notFoundFor(
  (): string =>
    `No translation matches “${Route.useParams().translationId}”. It may have been deleted.`,
);

export const Route = createFileRoute('/_app/orgs/$orgId/translations/$translationId')({
  loader: ({ context, params: { orgId, translationId } }) =>
    context.translationsAllowed
      ? loadCrumb(
          context,
          [translationQueries.detail(orgId, translationId), contentQueries.spaces(orgId)],
          (translation, spaces) =>
            translationTitle(translation, spaceTitleOf(spaces, translation.source.space)),
        )
      : undefined,
  notFoundComponent: TranslationNotFound,
  component: TranslationRoute,
});

function TranslationRoute() {
  const { orgId, translationId } = Route.useParams();
  const onDeleted = useNavigateTo({ to: '/orgs/$orgId/translations', params: { orgId } });
  const { data: spaces } = useSuspenseQuery(contentQueries.spaces(orgId));
  return <TranslationPage key={translationId} {...{ orgId, translationId, spaces, onDeleted }} />;
}
