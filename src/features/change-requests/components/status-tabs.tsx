import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { changeRequestQueries, type ChangeRequestScope } from '../api/change-request-queries';
import { listFilters, statusTabs, type ChangeRequestListSearch } from '../list-search';
import { tabLinkProps, tabStyles } from '@/components/ui/tab-styles';

function TabCount(props: {
  scope: ChangeRequestScope;
  search: ChangeRequestListSearch;
  status: ChangeRequestListSearch['status'];
}) {
  const count = useQuery(
    changeRequestQueries.count(props.scope, { ...props.search, status: props.status }),
  );
  return (
    <span className={tabStyles.count} aria-hidden={count.data === undefined}>
      {count.data ?? '…'}
    </span>
  );
}

/** One link per status, each with how many requests it holds under the other filters. */
export function StatusTabs(props: { scope: ChangeRequestScope; search: ChangeRequestListSearch }) {
  const { scope, search } = props;
  const current = listFilters(search).status;
  return (
    <nav aria-label="Change request status" className={tabStyles.tabs}>
      {statusTabs.map((tab) => {
        const next: ChangeRequestListSearch = { ...search };
        if (tab.status === 'open') delete next.status;
        else next.status = tab.status;
        return (
          <Link key={tab.status} to="." search={next} {...tabLinkProps(tab.status === current)}>
            {tab.label} <TabCount scope={scope} search={search} status={tab.status} />
          </Link>
        );
      })}
    </nav>
  );
}
