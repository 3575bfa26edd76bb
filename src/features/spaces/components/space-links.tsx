import { useInfiniteQuery } from '@tanstack/react-query';
import type { ContentReference as Reference } from '@/api/schema.gen';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { labelledOptions } from '@/components/ui/select-options';
import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { QueryStates } from '@/components/ui/query-states';
import { DataTable } from '@/components/ui/data-table';
import { contentQueries, type ContentLinkStatus } from '../api/content-queries';
import { linkStatusLabel } from '../labels';
import styles from './space-links.module.css';
import { liveUrl } from '@/api/safe-url';

const statusTones: Record<ContentLinkStatus, StatusTone> = {
  ok: 'on',
  broken: 'danger',
  'in-app': 'info',
};

const statusChoices: SelectOption<ContentLinkStatus | ''>[] = [
  { value: '', label: 'All links' },
  ...labelledOptions(Object.keys(statusTones) as ContentLinkStatus[], linkStatusLabel),
];

/**
 * A reference in words: the name of what it embeds (the platform sends the page, space,
 * collection or user itself) and, but for an address, its kind.
 */
export function referenceText(reference: Reference): string {
  switch (reference.kind) {
    case 'url':
      return reference.url;
    case 'page':
      return `${reference.page.title} (page)`;
    case 'file':
      return `${reference.file.name} (file)`;
    case 'space':
      return `${reference.space.title} (space)`;
    case 'collection':
      return `${reference.collection.title} (collection)`;
    case 'user':
      return `${reference.user.displayName} (user)`;
    case 'reusable-content':
      return `${reference.reusableContent.title} (reusable content)`;
    case 'openapi':
      return `${reference.openAPISpec.slug} (OpenAPI specification)`;
    default:
      // A kind newer than this console: its name, rather than nothing.
      return (reference as { kind: string }).kind;
  }
}

function countText(count: number, status: ContentLinkStatus | undefined): string {
  const kind = status ? `${linkStatusLabel(status).toLowerCase()} ` : '';
  return `${count} ${kind}${count === 1 ? 'link' : 'links'}`;
}

/** The space's content links: totals and broken counts, a status filter, target and uses. */
export function SpaceLinks(props: {
  spaceId: string;
  status: ContentLinkStatus | undefined;
  onStatusChange: (status: ContentLinkStatus | undefined) => void;
}) {
  const links = useInfiniteQuery(contentQueries.links(props.spaceId, props.status));
  const first = links.data?.pages[0];
  const items = links.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="links-title">
      <h2 id="links-title" className="visually-hidden">
        Links
      </h2>
      {first ? (
        <dl className={styles.stats} aria-label="Link totals">
          <div className={styles.stat}>
            <dt>Links</dt>
            <dd>{first.stats.total}</dd>
          </div>
          <div className={styles.stat}>
            <dt>Broken in the content</dt>
            <dd>{first.stats.broken.total}</dd>
          </div>
          <div className={styles.stat}>
            <dt>Broken in change requests</dt>
            <dd>{first.stats.broken.changeRequest}</dd>
          </div>
        </dl>
      ) : null}
      <div className={styles.filter}>
        <SelectField
          label="Status"
          value={props.status ?? ''}
          options={statusChoices}
          onChange={(status) => props.onStatusChange(status || undefined)}
        />
      </div>
      <QueryStates
        query={links}
        loading="Loading links…"
        isEmpty={items.length === 0}
        empty={
          <EmptyState
            title={
              props.status
                ? `No ${linkStatusLabel(props.status).toLowerCase()} links.`
                : 'This space has no links.'
            }
          />
        }
      >
        {() => (
          <>
            <p className="muted" role="status">
              {countText(first?.count ?? items.length, props.status)}
            </p>
            <DataTable
              caption="Links of the space"
              headings={['Status', 'Target', 'Used in']}
              // A link has no id of its own; its place in the list stands for one.
              items={items.map((link, index) => ({ ...link, id: String(index) }))}
            >
              {(link) => (
                <>
                  <td>
                    <StatusBadge tone={statusTones[link.status]}>
                      {linkStatusLabel(link.status)}
                    </StatusBadge>
                  </td>
                  <td>
                    {link.targetReference.kind === 'url' ? (
                      <a href={liveUrl(link.targetReference.url)} target="_blank" rel="noreferrer">
                        {referenceText(link.targetReference)}
                      </a>
                    ) : (
                      referenceText(link.targetReference)
                    )}
                  </td>
                  <td>
                    {link.locationReferences.length === 0 ? (
                      <span className="muted">Not used</span>
                    ) : (
                      <ul className="plain-list">
                        {link.locationReferences.map((location, i) => (
                          <li key={i}>{referenceText(location)}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                </>
              )}
            </DataTable>
            <LoadMoreButton query={links}>Show more links</LoadMoreButton>
          </>
        )}
      </QueryStates>
    </section>
  );
}
