import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { organizationQueries } from '@/features/organizations/api/organization-queries';
import { ssoQueries } from '@/features/people/api/sso-queries';
import { teamQueries } from '@/features/people/api/team-queries';
import { RestrictedPage } from '@/components/ui/restricted-page';
import { SsoScreen } from '@/features/people/components/sso-screen';
import { ensureAll } from '@/lib/route-loading';

export const Route = createFileRoute('/_app/orgs/$orgId/settings/sso')({
  staticData: { crumb: 'SSO', nav: { group: 'settings', order: 3, label: 'SSO', needs: 'admin' } },
  loader: async ({ context, params: { orgId } }) => {
    const org = await context.queryClient.ensureQueryData(organizationQueries.detail(orgId));
    if (!org.permissions.admin) return;
    await ensureAll(context, [ssoQueries.providers(orgId), teamQueries.choices(orgId)]);
  },
  component: SsoPage,
});

function SsoPage() {
  const { orgId } = Route.useParams();
  const { data: org } = useSuspenseQuery(organizationQueries.detail(orgId));
  if (!org.permissions.admin)
    return (
      <RestrictedPage title="Single sign-on">
        Only admins of {org.title} can see and change its SSO setup: the identity providers carry
        the certificate people sign in with.
      </RestrictedPage>
    );
  return (
    <SsoScreen
      key={orgId}
      orgId={orgId}
      organization={{ title: org.title, sso: org.sso, defaultRole: org.defaultRole }}
    />
  );
}
