import { createFileRoute } from '@tanstack/react-router';
import { listOrganizationsByEmailDomainPathRules } from '@/api/query-rules.gen';
import { ruleSearch } from '@/lib/contract-search';
import { JoinOrganizations } from '@/features/organizations/components/join-organizations';
import { sessionEmailDomain, useSession } from '@/lib/session';

const domainSearch = ruleSearch({
  domain: listOrganizationsByEmailDomainPathRules.emailDomain,
});

export const Route = createFileRoute('/_app/join')({
  staticData: { crumb: 'Join an organization' },
  // The domain the lookup reads, checked by its rule; the platform keeps email domains in lower
  // case, and one in a shared link may not be.
  validateSearch: ({ domain }: Record<string, unknown>) =>
    domainSearch({ domain: typeof domain === 'string' ? domain.toLowerCase() : domain }),
  component: JoinPage,
});

function JoinPage() {
  const session = useSession();
  const { domain } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <JoinOrganizations
      domain={domain ?? sessionEmailDomain(session) ?? ''}
      onLookup={(next) => void navigate({ search: { domain: next } })}
    />
  );
}
