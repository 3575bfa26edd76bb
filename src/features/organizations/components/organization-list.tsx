import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { PageHeader } from '@/components/ui/page-header';
import { organizationQueries } from '../api/organization-queries';
import { planLabel, roleLabel } from '../labels';

export function OrganizationList() {
  const list = useSuspenseInfiniteQuery(organizationQueries.list());
  const organizations = list.data.pages.flatMap((page) => page.items);
  const total = list.data.pages[0]?.count ?? organizations.length;
  return (
    <>
      <PageHeader
        title="Organizations"
        description={`You belong to ${total} organization${total === 1 ? '' : 's'}.`}
      />
      {organizations.length === 0 ? (
        <EmptyState title="You do not belong to any organization yet.">
          <Link to="/join" className="button button-primary">
            Join an organization
          </Link>
        </EmptyState>
      ) : (
        <ul className="card-list">
          {organizations.map((org) => (
            <li key={org.id} className="card">
              <h2 className="card-title">
                <Link to="/orgs/$orgId" params={{ orgId: org.id }}>
                  {org.title}
                </Link>
              </h2>
              <p className="muted">
                {planLabel(org.plan)} plan · {org.hostname} · members join as{' '}
                {roleLabel(org.defaultRole)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton query={list}>Load more</LoadMoreButton>
    </>
  );
}
