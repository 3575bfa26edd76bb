import { useInfiniteQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect } from 'react';
import { useContractForm } from '@/components/form/use-contract-form';
import { EmptyState } from '@/components/ui/empty-state';
import { formStyles } from '@/components/ui/form-styles';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { PageHeader } from '@/components/ui/page-header';
import { QueryStates } from '@/components/ui/query-states';
import { pagedItems } from '@/components/ui/paged-items';
import { cx } from '@/lib/class-names';
import { organizationQueries, searchQueryMaxLength } from '../api/organization-queries';
import styles from './organization-search.module.css';
import { SearchSpaceCard } from './search-space-card';

/** The words to look for; the route puts them in the URL. */
function SearchForm(props: { query: string; onSearch: (query: string) => void }) {
  const { form, formProps } = useContractForm({
    defaultValues: { query: props.query },
    save: async ({ query }) => props.onSearch(query.trim()),
  });
  // Back and forward change the URL's query: show it in the box.
  useEffect(() => {
    if (form.state.values.query !== props.query) form.reset({ query: props.query });
  }, [form, props.query]);
  return (
    <form {...formProps} role="search" className={cx(formStyles.inline, styles.form)}>
      <form.AppField name="query">
        {(field) => (
          <field.TextField
            label="Search content"
            type="search"
            placeholder="Search content"
            maxLength={searchQueryMaxLength}
          />
        )}
      </form.AppField>
      <form.AppForm>
        <form.SubmitButton>
          <Search aria-hidden="true" size={16} />
          Search
        </form.SubmitButton>
      </form.AppForm>
    </form>
  );
}

/** Search across the organization's content; the query lives in the URL so results are shareable. */
export function OrganizationSearch(props: {
  orgId: string;
  query: string;
  onSearch: (query: string) => void;
}) {
  const results = useInfiniteQuery(organizationQueries.search(props.orgId, props.query));
  const { items: spaces, count = 0 } = pagedItems(results.data);

  return (
    <>
      <PageHeader
        title="Search"
        description="Find pages and sections across every space of the organization."
      />
      <SearchForm query={props.query} onSearch={props.onSearch} />
      {props.query === '' ? (
        <p className="muted">Type words to look for and press Search.</p>
      ) : (
        <QueryStates
          query={results}
          loading="Searching…"
          isEmpty={spaces.length === 0}
          empty={
            <EmptyState title={`No results for “${props.query}”.`}>
              <p className="muted">Try fewer or different words.</p>
            </EmptyState>
          }
        >
          {() => (
            <div className={styles.results}>
              <p role="status" className="muted">
                {count} {count === 1 ? 'space matches' : 'spaces match'} “{props.query}”.
              </p>
              {spaces.map((space) => (
                <SearchSpaceCard key={space.id} space={space} query={props.query} />
              ))}
              <LoadMoreButton query={results}>Load more</LoadMoreButton>
            </div>
          )}
        </QueryStates>
      )}
    </>
  );
}
