import { useQuery } from '@tanstack/react-query';
import { changeRequestQueries, type ChangeRequestScope } from '../api/change-request-queries';
import { listFilters, statusTabs, type ChangeRequestListSearch } from '../list-search';
import { Tab, TabNav } from '@/components/ui/tab-nav';

function TabCount(props: {
  scope: ChangeRequestScope;
  search: ChangeRequestListSearch;
  status: ChangeRequestListSearch['status'];
}) {
  const count = useQuery(
    changeRequestQueries.count(props.scope, { ...props.search, status: props.status }),
  );
  return <span aria-hidden={count.data === undefined}>{count.data ?? '…'}</span>;
}

/** One link per status, each with how many requests it holds under the other filters. */
export function StatusTabs(props: { scope: ChangeRequestScope; search: ChangeRequestListSearch }) {
  const { scope, search } = props;
  const current = listFilters(search).status;
  return (
    <TabNav label="Change request status" current={current}>
      {statusTabs.map((tab) => {
        const next: ChangeRequestListSearch = { ...search };
        if (tab.status === 'open') delete next.status;
        else next.status = tab.status;
        return (
          <Tab
            key={tab.status}
            id={tab.status}
            to="."
            search={next}
            count={<TabCount scope={scope} search={search} status={tab.status} />}
          >
            {tab.label}
          </Tab>
        );
      })}
    </TabNav>
  );
}
