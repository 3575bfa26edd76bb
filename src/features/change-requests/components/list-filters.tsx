import { useQuery } from '@tanstack/react-query';
import { Inbox, X } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { formStyles } from '@/components/ui/form-styles';
import { changeRequestQueries, type ChangeRequestScope } from '../api/change-request-queries';
import { peopleFilters, type ChangeRequestListSearch, type PeopleFilter } from '../list-search';
import styles from './list-filters.module.css';

const peopleFilterLabels: Record<PeopleFilter, string> = {
  creator: 'Created by',
  contributor: 'Contributor',
  requestedReviewer: 'Reviewer requested',
};

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

/** Whether any filter beyond the status is on. */
export function isFiltered(search: ChangeRequestListSearch): boolean {
  return Boolean(
    search.creator ??
    search.contributor ??
    search.requestedReviewer ??
    search.conversationsIssuesCluster,
  );
}

function FilterSelect(props: {
  label: string;
  value: string | undefined;
  anyLabel: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  return (
    <label className={styles.filter}>
      <span className={formStyles.label}>{props.label}</span>
      <select
        className={formStyles.control}
        value={props.value ?? ''}
        onChange={(event) => props.onChange(event.target.value)}
      >
        <option value="">{props.anyLabel}</option>
        {props.options.map(([id, name]) => (
          <option key={id} value={id}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A toggle for the requests that wait for the signed-in person's review. */
function WaitingForMe(props: {
  viewerId: string;
  search: ChangeRequestListSearch;
  onChange: (on: boolean) => void;
}) {
  const on = props.search.requestedReviewer === props.viewerId;
  return (
    <Button
      variant={on ? 'primary' : 'secondary'}
      aria-pressed={on}
      onClick={() => props.onChange(!on)}
    >
      <Inbox size={16} aria-hidden />
      Waiting for my review
    </Button>
  );
}

/** Filters by person and issues cluster; each change goes into the URL at once. */
export function ListFilters(props: {
  scope: ChangeRequestScope;
  search: ChangeRequestListSearch;
  viewerId?: string | undefined;
  onSearchChange: (search: ChangeRequestListSearch) => void;
}) {
  const { search } = props;
  const choices = useChoices(props.scope, search);
  const setFilter = (name: keyof ChangeRequestListSearch, value: string) => {
    const next: ChangeRequestListSearch = { ...search };
    if (value) Object.assign(next, { [name]: value });
    else delete next[name];
    props.onSearchChange(next);
  };
  return (
    <form
      className={styles.filters}
      aria-label="Filters"
      onSubmit={(event) => event.preventDefault()}
    >
      {peopleFilters.map((name) => (
        <FilterSelect
          key={name}
          label={peopleFilterLabels[name]}
          value={search[name]}
          anyLabel="Anyone"
          options={choices.people}
          onChange={(value) => setFilter(name, value)}
        />
      ))}
      <FilterSelect
        label="Issues cluster"
        value={search.conversationsIssuesCluster}
        anyLabel="Any"
        options={choices.clusters.map((cluster) => [cluster, cluster] as const)}
        onChange={(value) => setFilter('conversationsIssuesCluster', value)}
      />
      {props.viewerId ? (
        <WaitingForMe
          viewerId={props.viewerId}
          search={search}
          onChange={(on) => setFilter('requestedReviewer', on ? (props.viewerId ?? '') : '')}
        />
      ) : null}
      {isFiltered(search) ? (
        <Button
          variant="ghost"
          size="small"
          onClick={() => props.onSearchChange(search.status ? { status: search.status } : {})}
        >
          <X size={16} aria-hidden />
          Clear filters
        </Button>
      ) : null}
    </form>
  );
}
