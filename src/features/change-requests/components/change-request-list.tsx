import { useQuery, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { PageHeader } from '@/components/ui/page-header';
import {
  changeRequestQueries,
  type ChangeRequest,
  type ChangeRequestScope,
} from '../api/change-request-queries';
import { formatDate } from '@/lib/format';
import {
  listFilters,
  statusLabel,
  statusTabs,
  type ChangeRequestListSearch,
  type PeopleFilter,
} from '../list-search';
import { NewChangeRequestDialog, type SpaceChoice } from './new-change-request-dialog';

const peopleFilterLabels: Record<PeopleFilter, string> = {
  creator: 'Created by',
  contributor: 'Contributor',
  requestedReviewer: 'Reviewer requested',
};

function TabCount(props: {
  scope: ChangeRequestScope;
  search: ChangeRequestListSearch;
  status: ChangeRequestListSearch['status'];
}) {
  const count = useQuery(
    changeRequestQueries.count(props.scope, { ...props.search, status: props.status }),
  );
  return (
    <span className="badge" aria-hidden={count.data === undefined}>
      {count.data ?? '…'}
    </span>
  );
}

/** People and clusters the filters offer: those in the tab's recent requests, plus the chosen. */
function useChoices(scope: ChangeRequestScope, search: ChangeRequestListSearch) {
  const sample = useQuery(changeRequestQueries.choices(scope, search.status));
  return useMemo(() => {
    const people = new Map<string, string>();
    const clusters = new Set<string>();
    for (const request of sample.data?.items ?? []) {
      if (request.createdBy) people.set(request.createdBy.id, request.createdBy.displayName);
      for (const user of [...(request.contributors ?? []), ...(request.requestedReviewers ?? [])])
        people.set(user.id, user.displayName);
      if (request.conversationsIssuesCluster) clusters.add(request.conversationsIssuesCluster);
    }
    for (const id of [search.creator, search.contributor, search.requestedReviewer])
      if (id && !people.has(id)) people.set(id, id);
    if (search.conversationsIssuesCluster) clusters.add(search.conversationsIssuesCluster);
    return {
      people: [...people].sort((a, b) => a[1].localeCompare(b[1])),
      clusters: [...clusters].sort(),
    };
  }, [sample.data, search]);
}

/**
 * A list of change requests, for the organization's inbox or one space: status tabs with
 * counts, filters by person and issues cluster (all in the URL), and paging.
 */
export function ChangeRequestList(props: {
  orgId: string;
  scope: ChangeRequestScope;
  title: string;
  description: string;
  search: ChangeRequestListSearch;
  onSearchChange: (search: ChangeRequestListSearch) => void;
  /** Spaces a new request can be opened in (where the caller may edit); empty hides New. */
  spaces: SpaceChoice[];
  /** Space titles by id, to say where each request belongs. */
  spaceTitles: ReadonlyMap<string, string>;
}) {
  const { scope, search } = props;
  const list = useSuspenseInfiniteQuery(changeRequestQueries.list(scope, search));
  const items = list.data.pages.flatMap((page) => page.items);
  const total = list.data.pages[0]?.count ?? items.length;
  const status = listFilters(search).status;
  const choices = useChoices(scope, search);
  const [creating, setCreating] = useState(false);
  const filtered = Boolean(
    search.creator ??
    search.contributor ??
    search.requestedReviewer ??
    search.conversationsIssuesCluster,
  );

  const setFilter = (name: keyof ChangeRequestListSearch, value: string) => {
    const next: ChangeRequestListSearch = { ...search };
    if (value) Object.assign(next, { [name]: value });
    else delete next[name];
    props.onSearchChange(next);
  };

  return (
    <>
      <PageHeader
        title={props.title}
        description={props.description}
        actions={
          props.spaces.length > 0 ? (
            <button
              type="button"
              className="button button-primary"
              onClick={() => setCreating(true)}
            >
              New change request
            </button>
          ) : null
        }
      />
      <nav aria-label="Change request status" className="tabs">
        {statusTabs.map((tab) => {
          const next: ChangeRequestListSearch = { ...search };
          if (tab.status === 'open') delete next.status;
          else next.status = tab.status;
          return (
            <Link
              key={tab.status}
              to="."
              search={next}
              className="tab"
              aria-current={tab.status === status ? 'page' : undefined}
            >
              {tab.label} <TabCount scope={scope} search={search} status={tab.status} />
            </Link>
          );
        })}
      </nav>
      <form
        className="cr-filters"
        aria-label="Filters"
        onSubmit={(event) => event.preventDefault()}
      >
        {(['creator', 'contributor', 'requestedReviewer'] as const).map((name) => (
          <label key={name} className="field-inline">
            <span className="field-label">{peopleFilterLabels[name]}</span>
            <select
              className="input"
              value={search[name] ?? ''}
              onChange={(event) => setFilter(name, event.target.value)}
            >
              <option value="">Anyone</option>
              {choices.people.map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        ))}
        <label className="field-inline">
          <span className="field-label">Issues cluster</span>
          <select
            className="input"
            value={search.conversationsIssuesCluster ?? ''}
            onChange={(event) => setFilter('conversationsIssuesCluster', event.target.value)}
          >
            <option value="">Any</option>
            {choices.clusters.map((cluster) => (
              <option key={cluster} value={cluster}>
                {cluster}
              </option>
            ))}
          </select>
        </label>
        {filtered ? (
          <button
            type="button"
            className="button button-ghost button-small"
            onClick={() => props.onSearchChange(search.status ? { status: search.status } : {})}
          >
            Clear filters
          </button>
        ) : null}
      </form>
      <p className="muted" role="status">
        {total} {statusLabel(status).toLowerCase()} change request{total === 1 ? '' : 's'}
        {filtered ? ' match the filters' : ''}.
      </p>
      {items.length === 0 ? (
        <EmptyState title={`No ${statusLabel(status).toLowerCase()} change requests here.`}>
          {filtered ? <p className="muted">Clear the filters to see more.</p> : null}
        </EmptyState>
      ) : (
        <ul className="card-list cr-list" aria-label={`${statusLabel(status)} change requests`}>
          {items.map((request) => (
            <ChangeRequestRow
              key={request.id}
              orgId={props.orgId}
              request={request}
              spaceTitle={
                scope.kind === 'organization' ? props.spaceTitles.get(request.space) : undefined
              }
            />
          ))}
        </ul>
      )}
      <LoadMoreButton query={list}>{`Show more (${items.length} of ${total})`}</LoadMoreButton>
      {creating ? (
        <NewChangeRequestDialog
          orgId={props.orgId}
          spaces={props.spaces}
          onClose={() => setCreating(false)}
        />
      ) : null}
    </>
  );
}

function ChangeRequestRow(props: {
  orgId: string;
  request: ChangeRequest;
  spaceTitle: string | undefined;
}) {
  const { request } = props;
  return (
    <li className="card cr-row">
      <h2 className="card-title">
        <Link
          to="/orgs/$orgId/spaces/$spaceId/change-requests/$changeRequestId"
          params={{
            orgId: props.orgId,
            spaceId: request.space,
            changeRequestId: String(request.number),
          }}
        >
          <span className="muted">#{request.number}</span>{' '}
          {request.subject || 'Untitled change request'}
        </Link>
      </h2>
      <p className="muted">
        {props.spaceTitle ? `${props.spaceTitle} · ` : ''}
        by {request.createdBy.displayName} · updated {formatDate(request.updatedAt)}
        {request.comments > 0
          ? ` · ${request.comments} comment${request.comments === 1 ? '' : 's'}`
          : ''}
        {request.outdated ? (
          <>
            {' · '}
            <span className="status status-outdated">Outdated</span>
          </>
        ) : null}
      </p>
    </li>
  );
}
