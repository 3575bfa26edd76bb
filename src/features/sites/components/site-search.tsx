import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { SearchResultList } from '@/api/schema.gen';
import { SiteSearchRules } from '@/api/form-rules.gen';
import { useContractForm } from '@/components/form/use-contract-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field';
import { formStyles } from '@/components/ui/form-styles';
import { Highlighted, SectionHits, sectionTitleClass } from '@/components/ui/highlighted';
import { Notice } from '@/components/ui/notice';
import { cx } from '@/lib/class-names';
import { errorMessage } from '@/lib/api-error';
import { validateWith } from '@/lib/forms/check-rule';
import { siteQueries } from '../api/site-queries';
import styles from './site-search.module.css';
import { liveUrl } from '@/api/safe-url';

const queryRule = SiteSearchRules.properties.query;

function SearchResultList(props: { results: SearchResultList; query: string }) {
  const { query } = props;
  return (
    <ul className={cx(styles.results, 'plain-list')}>
      {props.results.items.map((space) => (
        <li key={space.id}>
          <h3 className={styles.spaceTitle}>{space.title}</h3>
          <ul className="plain-list">
            {space.pages.map((page) => (
              <li key={page.id}>
                <a href={liveUrl(page.urls.app)}>
                  <Highlighted text={page.title} query={query} />
                </a>
                <SectionHits
                  sections={page.sections}
                  query={query}
                  title={(section) => (
                    <span className={sectionTitleClass}>
                      <Highlighted text={section.title} query={query} />
                    </span>
                  )}
                />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** Search in the site's spaces: results grouped by space, page and section, matches marked. */
export function SiteSearch(props: { orgId: string; siteId: string }) {
  const [query, setQuery] = useState('');
  const results = useQuery(siteQueries.search(props.orgId, props.siteId, query));
  const inputId = useId();
  const { form, formProps } = useContractForm({
    defaultValues: { query: '' },
    save: async (values) => setQuery(values.query.trim()),
  });
  return (
    <Card title="Search the site">
      <form {...formProps} role="search" className={cx(formStyles.inline, styles.form)}>
        <form.Field
          name="query"
          validators={{ onChange: validateWith(queryRule, { label: 'The search' }) }}
        >
          {(field) => {
            const error = field.state.meta.errors.find((e): e is string => typeof e === 'string');
            return (
              <>
                <label htmlFor={inputId} className="visually-hidden">
                  Search the site
                </label>
                <input
                  id={inputId}
                  type="search"
                  className={formStyles.control}
                  value={field.state.value}
                  maxLength={queryRule.maxLength}
                  aria-invalid={Boolean(error)}
                  aria-describedby={error ? `${inputId}-error` : undefined}
                  onChange={(event) => field.handleChange(event.target.value)}
                  onBlur={field.handleBlur}
                />
                <FieldError id={`${inputId}-error`} message={error} />
              </>
            );
          }}
        </form.Field>
        <Button type="submit">Search</Button>
      </form>
      <div role="status">
        {query === '' ? null : results.isPending ? (
          <p className="muted">Searching…</p>
        ) : results.isError ? (
          <Notice tone="danger">{errorMessage(results.error)}</Notice>
        ) : results.data.items.length === 0 ? (
          <p>Nothing in this site matches “{query}”.</p>
        ) : (
          <p className="muted">
            {results.data.count} {results.data.count === 1 ? 'space matches' : 'spaces match'} “
            {query}”.
          </p>
        )}
      </div>
      {results.data && query !== '' ? (
        <SearchResultList results={results.data} query={query} />
      ) : null}
    </Card>
  );
}
