import { createFileRoute } from '@tanstack/react-router';
import { JoinOrganizations } from '@/features/organizations/components/join-organizations';
import { sessionEmailDomain, useSession } from '@/lib/session';

export const Route = createFileRoute('/_app/join')({
  staticData: { crumb: 'Join an organization' },
  validateSearch: (search: Record<string, unknown>): { domain?: string } => {
    const domain = typeof search.domain === 'string' ? search.domain.trim().toLowerCase() : '';
    return domain ? { domain } : {};
  },
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
