import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { organizationQueries } from '@/features/organizations/api/organization-queries';
import { StartScreen } from '@/features/session/components/start-screen';

export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => {
    if (context.session.get()) throw redirect({ to: '/orgs' });
  },
  component: StartPage,
});

function StartPage() {
  const { queryClient } = Route.useRouteContext();
  const navigate = useNavigate();
  const onSignedIn = async () => {
    // Whatever an earlier session cached belongs to someone else.
    queryClient.clear();
    const list = await queryClient.fetchInfiniteQuery(organizationQueries.list());
    const first = list.pages[0]?.items[0];
    if (first) await navigate({ to: '/orgs/$orgId', params: { orgId: first.id } });
    else await navigate({ to: '/join' });
  };
  return <StartScreen onSignedIn={onSignedIn} />;
}
