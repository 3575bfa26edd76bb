import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { contentQueries } from '@/features/spaces/api/content-queries';
import { CreateTranslationForm } from '@/features/translations/components/create-translation-form';

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
  const navigate = Route.useNavigate();
  const { data: spaces } = useSuspenseQuery(contentQueries.spaces(orgId));
  return (
    <CreateTranslationForm
      key={orgId}
      orgId={orgId}
      spaces={spaces}
      onCreated={(translationId) =>
        void navigate({
          to: '/orgs/$orgId/translations/$translationId',
          params: { orgId, translationId },
        })
      }
    />
  );
}
