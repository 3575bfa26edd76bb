import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { contentQueries } from '@/features/spaces/api/content-queries';
import { translationQueries } from '@/features/translations/api/translation-queries';
import { TranslationsList } from '@/features/translations/components/translations-list';

export const Route = createFileRoute('/_app/orgs/$orgId/translations/')({
  loader: ({ context, params }) =>
    context.translationsAllowed
      ? Promise.all([
          context.queryClient.ensureQueryData(translationQueries.list(params.orgId)),
          context.queryClient.ensureQueryData(contentQueries.spaces(params.orgId)),
        ])
      : undefined,
  component: TranslationsPage,
});

function TranslationsPage() {
  const { orgId } = Route.useParams();
  const { data: spaces } = useSuspenseQuery(contentQueries.spaces(orgId));
  return <TranslationsList key={orgId} orgId={orgId} spaces={spaces} />;
}
