import { Fragment, useState, type ReactNode } from 'react';
import { Button } from './button';
import { DataTable, type DataTableProps, type Keyed } from './data-table';
import { EmptyState } from './empty-state';
import { LoadMoreButton, type PagedQuery } from './load-more-button';
import { PageHeader } from './page-header';
import { QueryStates, type QueryStatus } from './query-states';

/** A list shown as a `DataTable`: what it takes, but the items, and `row` for its cells. */
export type ListTable<T> = Omit<DataTableProps<T>, 'items' | 'children'> & {
  row: (item: T) => ReactNode;
};

/** The list's filters: the route keeps them in the URL, the screen shows and clears them. */
export interface ListFilters {
  /** The filter controls, between the header and the list. */
  controls: ReactNode;
  /** Whether any filter narrows the list: the empty state then offers to clear them. */
  active: boolean;
  /** Clears every filter (the route drops them from the URL). */
  onClear?: () => void;
}

/**
 * A screen that lists records, in one order: the page header, what stands above the list
 * (notices, tabs), the filters, a status line (how many), then the list's states (loading,
 * error, empty, the rows: `QueryStates`), as a table or as the screen's own list, and Load more
 * while the query has another page. Leave out `query` for a suspense query.
 */
export function ListScreen<T extends Keyed>(props: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Between the header and the filters: notices, tabs. */
  above?: ReactNode;
  filters?: ListFilters;
  query?: QueryStatus;
  /** Read out while the query first loads. */
  loading?: string;
  items: readonly T[];
  /** What the empty state says (with the filters on, it also offers to clear them). */
  empty: string;
  /** Under the empty state's title: what to do next. */
  emptyHint?: ReactNode;
  /** How many there are, announced as it changes; shown once the list has loaded. */
  summary?: ReactNode;
  table?: ListTable<T>;
  /** The rows, for a list that is not a table. */
  list?: (items: readonly T[]) => ReactNode;
  more?: { query: PagedQuery; label: ReactNode };
  /** After the list: the dialogs it opens. */
  children?: ReactNode;
}) {
  // Clearing the filters remounts them, which empties a box that keeps what was typed.
  const [filterKey, setFilterKey] = useState(0);
  const { filters, table } = props;
  const clear =
    filters?.active && filters.onClear ? (
      <Button
        onClick={() => {
          setFilterKey((key) => key + 1);
          filters.onClear?.();
        }}
      >
        Clear the filters
      </Button>
    ) : null;
  return (
    <>
      <PageHeader title={props.title} description={props.description} actions={props.actions} />
      {props.above}
      {filters ? <Fragment key={filterKey}>{filters.controls}</Fragment> : null}
      <QueryStates
        query={props.query}
        loading={props.loading}
        isEmpty={props.items.length === 0}
        empty={
          <>
            {props.summary}
            <EmptyState title={props.empty}>
              {props.emptyHint}
              {clear}
            </EmptyState>
          </>
        }
      >
        {() => (
          <>
            {props.summary}
            {table ? (
              <DataTable {...table} items={props.items}>
                {table.row}
              </DataTable>
            ) : (
              props.list?.(props.items)
            )}
          </>
        )}
      </QueryStates>
      {props.more ? (
        <LoadMoreButton query={props.more.query}>{props.more.label}</LoadMoreButton>
      ) : null}
      {props.children}
    </>
  );
}
