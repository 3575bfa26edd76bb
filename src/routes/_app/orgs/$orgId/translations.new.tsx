import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { contentQueries } from '@/features/spaces/api/content-queries';
import { CreateTranslationForm } from '@/features/translations/components/create-translation-form';
import { useNavigateTo } from '@/lib/navigate-to';

export const Route = createFileRoute('/_app/orgs/$orgId/translations/new')({
  staticData: { crumb: 'New translation' },
  loader: ({ context, params }) =>
    context.translationsAllowed
      ? context.queryClient.ensureQueryData(contentQueries.spaces(params.orgId))
      : undefined,
  component: NewTranslationPage,
});

function NewTranslationPage() {
  const { orgId } = Route.useParams();
  const { data: spaces } = useSuspenseQuery(contentQueries.spaces(orgId));
  const onCreated = useNavigateTo((translationId: string) => ({
    to: '/orgs/$orgId/translations/$translationId',
    params: { orgId, translationId },
  }));
  return <CreateTranslationForm key={orgId} orgId={orgId} spaces={spaces} onCreated={onCreated} />;
}
