import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { siteQueries, type SiteListFilters } from '../api/site-queries';
import { visibilityLabels } from '../site-forms';
import { CreateSiteDialog, type SpaceOption } from './create-site-dialog';

/** The filters with one of them set, or left out when `value` is undefined. */
function withFilter<K extends keyof SiteListFilters>(
  filters: SiteListFilters,
  key: K,
  value: SiteListFilters[K] | undefined,
): SiteListFilters {
  const next = { ...filters };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

/**
 * The organization's sites, filtered by title, published state and space. The filters live in
 * the URL (the route owns them), so a filtered list can be shared and survives a reload.
 */
export function SitesList(props: {
  orgId: string;
  filters: SiteListFilters;
  onFiltersChange: (filters: SiteListFilters) => void;
  spaces: readonly SpaceOption[];
  canCreate: boolean;
  onCreated: (siteId: string) => void;
}) {
  const { data } = useSuspenseQuery(siteQueries.list(props.orgId, props.filters));
  const [creating, setCreating] = useState(false);
  const [title, setTitle] = useState(props.filters.title ?? '');
  const filtered =
    props.filters.title !== undefined ||
    props.filters.published !== undefined ||
    props.filters.space !== undefined;

  const applyTitle = (event: FormEvent) => {
    event.preventDefault();
    const next = title.trim();
    props.onFiltersChange(withFilter(props.filters, 'title', next || undefined));
  };

  return (
    <>
      <PageHeader
        title="Sites"
        description="Published documentation sites built from your spaces."
        actions={
          props.canCreate ? (
            <button
              type="button"
              className="button button-primary"
              onClick={() => setCreating(true)}
            >
              New site
            </button>
          ) : undefined
        }
      />
      <div className="cr-filters" role="search" aria-label="Filter sites">
        <form className="inline-form inline-form-bottom" onSubmit={applyTitle}>
          <div className="field">
            <label className="field-label" htmlFor="sites-title-filter">
              Title contains
            </label>
            <input
              id="sites-title-filter"
              className="input"
              value={title}
              maxLength={100}
              onChange={(event) => setTitle(event.target.value)}
            />
          </div>
          <button type="submit" className="button button-secondary">
            Filter
          </button>
        </form>
        <div className="field">
          <label className="field-label" htmlFor="sites-published-filter">
            State
          </label>
          <select
            id="sites-published-filter"
            className="input"
            value={props.filters.published === undefined ? '' : String(props.filters.published)}
            onChange={(event) => {
              const value = event.target.value;
              props.onFiltersChange(
                withFilter(props.filters, 'published', value === '' ? undefined : value === 'true'),
              );
            }}
          >
            <option value="">Published or not</option>
            <option value="true">Published</option>
            <option value="false">Unpublished</option>
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor="sites-space-filter">
            Includes the space
          </label>
          <select
            id="sites-space-filter"
            className="input"
            value={props.filters.space ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              props.onFiltersChange(withFilter(props.filters, 'space', value || undefined));
            }}
          >
            <option value="">Any space</option>
            {props.spaces.map((space) => (
              <option key={space.id} value={space.id}>
                {space.title}
              </option>
            ))}
          </select>
        </div>
      </div>
      {data.items.length === 0 ? (
        <EmptyState title={filtered ? 'No site matches these filters.' : 'No sites yet.'}>
          {filtered ? (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setTitle('');
                props.onFiltersChange({});
              }}
            >
              Clear the filters
            </button>
          ) : null}
        </EmptyState>
      ) : (
        <table className="table">
          <caption className="visually-hidden">
            Sites ({data.count}
            {filtered ? ', filtered' : ''})
          </caption>
          <thead>
            <tr>
              <th scope="col">Site</th>
              <th scope="col">Visibility</th>
              <th scope="col">State</th>
              <th scope="col">Site spaces</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((site) => (
              <tr key={site.id}>
                <th scope="row">
                  <Link
                    to="/orgs/$orgId/sites/$siteId"
                    params={{ orgId: props.orgId, siteId: site.id }}
                  >
                    {site.title}
                  </Link>
                </th>
                <td>
                  <span className="badge">{visibilityLabels[site.visibility]}</span>
                </td>
                <td>
                  <span className={site.published ? 'status status-on' : 'status status-off'}>
                    {site.published ? 'Published' : 'Unpublished'}
                  </span>
                </td>
                <td>{site.siteSpaces}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <CreateSiteDialog
        orgId={props.orgId}
        open={creating}
        onOpenChange={setCreating}
        spaces={props.spaces}
        onCreated={props.onCreated}
      />
    </>
  );
}
