import * as Popover from '@radix-ui/react-popover';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { errorMessage } from '@/lib/api-error';
import { organizationQueries } from '../api/organization-queries';

/** Past this many organizations a filter box helps more than scrolling. */
const filterThreshold = 6;

/** Header control listing the caller's organizations, to jump to another one. */
export function OrganizationSwitcher() {
  const { orgId } = useParams({ strict: false });
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const list = useInfiniteQuery(organizationQueries.list());
  const current = useQuery({ ...organizationQueries.detail(orgId ?? ''), enabled: Boolean(orgId) });

  const organizations = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.count ?? 0;
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? organizations.filter((org) => org.title.toLowerCase().includes(needle))
    : organizations;
  const currentTitle = orgId ? (current.data?.title ?? 'Organization') : 'Choose an organization';

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className="switcher-trigger">
        <span className="visually-hidden">Switch organization, current: </span>
        <span className="switcher-current">{currentTitle}</span>
        <ChevronDown aria-hidden="true" className="chevron" size={16} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className="popover-content switcher-content"
          align="start"
          sideOffset={6}
          aria-label="Organizations"
        >
          <p className="popover-heading">Your organizations{total ? ` (${total})` : ''}</p>
          {total > filterThreshold ? (
            <div className="switcher-filter">
              <label htmlFor={filterId} className="visually-hidden">
                Filter organizations
              </label>
              <input
                id={filterId}
                type="search"
                className="input"
                placeholder="Filter organizations"
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
              />
            </div>
          ) : null}
          {list.isPending ? <p className="muted">Loading organizations…</p> : null}
          {list.isError ? (
            <p className="field-error" role="alert">
              {errorMessage(list.error)}
            </p>
          ) : null}
          <ul className="switcher-list">
            {shown.map((org) => (
              <li key={org.id}>
                <Link
                  to="/orgs/$orgId"
                  params={{ orgId: org.id }}
                  className="switcher-item"
                  onClick={() => setOpen(false)}
                >
                  <span>{org.title}</span>
                  {org.id === orgId ? <span className="badge">Current</span> : null}
                </Link>
              </li>
            ))}
          </ul>
          {list.isSuccess && shown.length === 0 ? (
            <p className="muted">No organization matches “{filter}”.</p>
          ) : null}
          <LoadMoreButton query={list} small>
            Load more organizations
          </LoadMoreButton>
          <Link to="/orgs" className="switcher-all" onClick={() => setOpen(false)}>
            All organizations
          </Link>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
