import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Navigate,
  Outlet,
  createFileRoute,
  redirect,
  useNavigate,
  useParams,
  useRouter,
} from '@tanstack/react-router';
import { AppShell } from '@/components/shell/app-shell';
import { UserMenu } from '@/components/shell/user-menu';
import { BackendPanel } from '@/features/demo-backend/components/backend-panel';
import { organizationQueries } from '@/features/organizations/api/organization-queries';
import { OrganizationSwitcher } from '@/features/organizations/components/organization-switcher';
import { currentUserQuery } from '@/features/session/api/current-user';
import { ReauthDialog } from '@/features/session/components/reauth-dialog';
import { signOut } from '@/features/session/sign-out';
import { useSession } from '@/lib/session';

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context }) => {
    if (!context.session.get()) throw redirect({ to: '/' });
  },
  component: AppLayout,
});

function AppLayout() {
  const session = useSession();
  const queryClient = useQueryClient();
  const router = useRouter();
  const navigate = useNavigate();
  const { data: person } = useQuery({ ...currentUserQuery, enabled: session?.mode === 'remote' });
  const { orgId } = useParams({ strict: false });
  const org = useQuery({
    ...organizationQueries.detail(orgId ?? ''),
    enabled: Boolean(orgId && session),
  });
  // Signed out elsewhere (another tab, or storage cleared): back to the start screen.
  if (!session) return <Navigate to="/" />;

  const onSignOut = () => {
    void signOut(queryClient).then(() => navigate({ to: '/' }));
  };
  const onRenewed = async () => {
    // Every cached answer was fetched with the rejected credentials, so all of it is refetched
    // with the new token; the person stays on the same URL.
    await queryClient.invalidateQueries();
    await router.invalidate();
  };

  return (
    <AppShell
      switcher={<OrganizationSwitcher />}
      tools={session.mode === 'demo' ? <BackendPanel /> : null}
      account={<UserMenu session={session} person={person} onSignOut={onSignOut} />}
      orgAdmin={Boolean(orgId) && org.data?.permissions.admin === true}
    >
      <Outlet />
      <ReauthDialog onRenewed={onRenewed} onSignOut={onSignOut} />
    </AppShell>
  );
}
