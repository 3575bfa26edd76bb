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
import { lazy, Suspense } from 'react';
import { AppShell } from '@/components/shell/app-shell';
import { UserMenu } from '@/components/shell/user-menu';
import { organizationQueries } from '@/features/organizations/api/organization-queries';
import { OrganizationSwitcher } from '@/features/organizations/components/organization-switcher';
import { currentUserQuery } from '@/features/session/api/current-user';
import { signOut } from '@/features/session/sign-out';
import { useNeedsToken, useSession } from '@/lib/session';

// Loaded only when shown: the demo's panel never in remote mode, the dialog on a 401.
const panel = () => import('@/features/demo-backend/components/backend-panel');
const BackendPanel = lazy(async () => ({ default: (await panel()).BackendPanel }));
const reauth = () => import('@/features/session/components/reauth-dialog');
const ReauthDialog = lazy(async () => ({ default: (await reauth()).ReauthDialog }));
// The command palette and what it reads load when it is first opened (Ctrl K or its button).
const CommandPalette = lazy(() => import('./-command-palette/app-command-palette'));

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
  const needsToken = useNeedsToken();
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
      tools={
        session.mode === 'demo' ? (
          <Suspense fallback={null}>
            <BackendPanel />
          </Suspense>
        ) : null
      }
      account={<UserMenu session={session} person={person} onSignOut={onSignOut} />}
      permissions={org.data?.permissions}
      palette={CommandPalette}
    >
      <Outlet />
      {needsToken ? (
        <Suspense fallback={null}>
          <ReauthDialog onRenewed={onRenewed} onSignOut={onSignOut} />
        </Suspense>
      ) : null}
    </AppShell>
  );
}
