import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { contentQueries } from '@/features/spaces/api/content-queries';
import { translationQueries } from '@/features/translations/api/translation-queries';
import { TranslationsList } from '@/features/translations/components/translations-list';
import { ensureAll } from '@/lib/route-loading';

export const Route = createFileRoute('/_app/orgs/$orgId/translations/')({
  loader: ({ context, params: { orgId } }) =>
    context.translationsAllowed
      ? ensureAll(context, [translationQueries.list(orgId), contentQueries.spaces(orgId)])
      : undefined,
  component: TranslationsPage,
});

function TranslationsPage() {
  const { orgId } = Route.useParams();
  const { data: spaces } = useSuspenseQuery(contentQueries.spaces(orgId));
  return <TranslationsList key={orgId} orgId={orgId} spaces={spaces} />;
}
