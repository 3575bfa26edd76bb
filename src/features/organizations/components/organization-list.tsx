import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '@/components/ui/button';
import { cardClass, cardTitleClass } from '@/components/ui/card';
import { cx } from '@/lib/class-names';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { PageHeader } from '@/components/ui/page-header';
import { pagedItems } from '@/components/ui/paged-items';
import { organizationQueries } from '../api/organization-queries';
import { planLabel, roleLabel } from '../labels';
import styles from './organization-cards.module.css';

export function OrganizationList() {
  const list = useSuspenseInfiniteQuery(organizationQueries.list());
  const { items: organizations, count: total = organizations.length } = pagedItems(list.data);
  return (
    <>
      <PageHeader
        title="Organizations"
        description={`You belong to ${total} organization${total === 1 ? '' : 's'}.`}
      />
      {organizations.length === 0 ? (
        <EmptyState title="You do not belong to any organization yet.">
          <Link to="/join" className={buttonClass('primary')}>
            Join an organization
          </Link>
        </EmptyState>
      ) : (
        <ul className={styles.list}>
          {organizations.map((org) => (
            <li key={org.id} className={cardClass}>
              <h2 className={cardTitleClass}>
                <Link to="/orgs/$orgId" params={{ orgId: org.id }}>
                  {org.title}
                </Link>
              </h2>
              <p className={cx('muted', styles.meta)}>
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
