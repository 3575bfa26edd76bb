import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { liveUrl } from '@/api/safe-url';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { organizationQueries } from '../api/organization-queries';
import { excerpt, highlight } from '@/lib/search-highlight';

function Highlighted(props: { text: string; query: string }) {
  return (
    <>
      {highlight(props.text, props.query).map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}

/** Search across the organization's content; the query lives in the URL so results are shareable. */
export function OrganizationSearch(props: {
  orgId: string;
  query: string;
  onSearch: (query: string) => void;
}) {
  const inputId = useId();
  const [draft, setDraft] = useState(props.query);
  const [lastQuery, setLastQuery] = useState(props.query);
  // Back/forward changes the URL's query: show it in the box.
  if (props.query !== lastQuery) {
    setLastQuery(props.query);
    setDraft(props.query);
  }
  const results = useInfiniteQuery(organizationQueries.search(props.orgId, props.query));
  const spaces = results.data?.pages.flatMap((page) => page.items) ?? [];
  const count = results.data?.pages[0]?.count ?? 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    props.onSearch(draft.trim());
  };

  return (
    <>
      <PageHeader
        title="Search"
        description="Find pages and sections across every space of the organization."
      />
      <form role="search" className="search-form" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          Search content
        </label>
        <input
          id={inputId}
          type="search"
          className="input"
          placeholder="Search content"
          value={draft}
          maxLength={512}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button button-primary">
          Search
        </button>
      </form>
      {props.query === '' ? (
        <p className="muted">Type words to look for and press Search.</p>
      ) : results.isPending ? (
        <PageSkeleton label="Searching…" />
      ) : results.isError ? (
        <p className="notice notice-danger" role="alert">
          {errorMessage(results.error)}
        </p>
      ) : spaces.length === 0 ? (
        <EmptyState title={`No results for “${props.query}”.`}>
          <p className="muted">Try fewer or different words.</p>
        </EmptyState>
      ) : (
        <div className="search-results">
          <p role="status" className="muted">
            {count} {count === 1 ? 'space matches' : 'spaces match'} “{props.query}”.
          </p>
          {spaces.map((space) => (
            <section
              key={space.id}
              className="card search-space"
              aria-label={`Space ${space.title}`}
            >
              <h2 className="card-title">{space.title}</h2>
              <ul className="search-pages">
                {space.pages.map((page) => (
                  <li key={page.id} className="search-page">
                    {page.ancestors.length > 0 ? (
                      <p className="search-ancestors">
                        {page.ancestors.map((ancestor) => ancestor.title).join(' › ')}
                      </p>
                    ) : null}
                    <h3 className="search-page-title">
                      <a href={liveUrl(page.urls.app)} target="_blank" rel="noreferrer">
                        <Highlighted text={page.title} query={props.query} />
                      </a>
                    </h3>
                    {page.sections.length > 0 ? (
                      <ul className="search-sections">
                        {page.sections.map((section) => (
                          <li key={section.id}>
                            <a
                              href={liveUrl(section.urls.app)}
                              target="_blank"
                              rel="noreferrer"
                              className="search-section-title"
                            >
                              <Highlighted text={section.title || page.title} query={props.query} />
                            </a>
                            <p className="search-excerpt">
                              <Highlighted
                                text={excerpt(section.body, props.query)}
                                query={props.query}
                              />
                            </p>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <LoadMoreButton query={results}>Load more</LoadMoreButton>
        </div>
      )}
    </>
  );
}
