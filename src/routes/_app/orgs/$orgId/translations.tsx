import { useSuspenseQuery } from '@tanstack/react-query';
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { RestrictedPage } from '@/components/ui/restricted-page';
import { organizationQueries } from '@/features/organizations/api/organization-queries';
import { callerRoleName } from '@/features/organizations/caller-role';
import { orNotFound } from '@/lib/route-loading';
import { useSession } from '@/lib/session';

// Translations are for admins only, reads included (they are billed): the others get a page
// that says so, and the child routes load nothing.
export const Route = createFileRoute('/_app/orgs/$orgId/translations')({
  staticData: {
    crumb: 'Translations',
    nav: { group: 'content', order: 3, label: 'Translations', shortcut: 't', needs: 'admin' },
  },
  beforeLoad: ({ context, params }) =>
    orNotFound(async () => {
      const org = await context.queryClient.ensureQueryData(
        organizationQueries.detail(params.orgId),
      );
      return { translationsAllowed: org.permissions.admin };
    }),
  component: TranslationsLayout,
});

function TranslationsLayout() {
  const { orgId } = Route.useParams();
  const session = useSession();
  const { data: org } = useSuspenseQuery(organizationQueries.detail(orgId));
  if (org.permissions.admin) return <Outlet />;
  const role = callerRoleName(org, session?.mode === 'demo' ? session.user.description : undefined);
  return (
    <RestrictedPage
      title="Translations"
      back={
        <ButtonLink to="/orgs/$orgId" params={{ orgId }}>
          Back to the overview
        </ButtonLink>
      }
    >
      Only organization admins can see and start translations, because translation is billed to the
      organization. Your role: {role}. Ask an admin if a space needs translating.
    </RestrictedPage>
  );
}
