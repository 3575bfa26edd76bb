import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BadgeCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { StatusBadge } from '@/components/ui/status-badge';
import { Tab, TabNav } from '@/components/ui/tab-nav';
import { cx } from '@/lib/class-names';
import { plural } from '@/lib/format';
import {
  integrationQueries,
  type CatalogFilters,
  type InstallationStatus,
  type Integration,
} from '../api/integration-queries';
import { withSearchValue } from '../integrations-search';
import { categories, categoryLabels, statusTones, statusWords } from '../labels';
import { IntegrationIcon } from './integration-icon';
import { SearchBox } from './search-box';
import skeleton from '@/components/ui/skeleton.module.css';
import { pagedItems } from '@/components/ui/paged-items';
import styles from './integration-catalog.module.css';

/**
 * Browse: the catalog as cards, narrowed by a category chip and a search, both in the URL
 * (the route owns them). Each card says whether the organization has it installed. The
 * filters show at once; the cards have their own loading state, so they appear as soon as
 * their data does.
 */
export function IntegrationCatalog(props: {
  orgId: string;
  filters: CatalogFilters;
  onFiltersChange: (filters: CatalogFilters) => void;
}) {
  return (
    <>
      <CatalogFilterBar {...props} />
      <CatalogCards {...props} />
    </>
  );
}

function CatalogCards(props: {
  orgId: string;
  filters: CatalogFilters;
  onFiltersChange: (filters: CatalogFilters) => void;
}) {
  // Not suspending: the cards render in the same turn as their data (React holds a revealed
  // Suspense boundary back for up to 300 ms), and other filters' cards stay until new ones come.
  const catalog = useInfiniteQuery({
    ...integrationQueries.catalog(props.filters),
    placeholderData: keepPreviousData,
  });
  const statuses = useQuery(integrationQueries.statuses(props.orgId));
  if (catalog.isError) throw catalog.error;
  if (statuses.isError) throw statuses.error;
  if (!catalog.data || !statuses.data) return <CatalogSkeleton />;
  const installed = new Map(
    statuses.data.items.map((item) => [item.integration.name, item.status]),
  );
  const { items, count: total = 0 } = pagedItems(catalog.data);
  const filtered = props.filters.category !== undefined || props.filters.search !== undefined;

  return (
    <>
      <p className="muted" aria-live="polite">
        {filtered
          ? `${plural(total, 'integration matches', 'integrations match')} these filters.`
          : `${plural(total, 'integration', 'integrations')} in the catalog.`}
      </p>
      {items.length === 0 ? (
        <EmptyState title="No integration matches these filters.">
          <Button onClick={() => props.onFiltersChange({})}>Clear the filters</Button>
        </EmptyState>
      ) : (
        <ul className={styles.grid} aria-label="Catalog" aria-busy={catalog.isPlaceholderData}>
          {items.map((integration) => (
            <IntegrationCard
              key={integration.name}
              orgId={props.orgId}
              integration={integration}
              status={installed.get(integration.name)}
            />
          ))}
        </ul>
      )}
      <div className={styles.more}>
        <LoadMoreButton query={catalog}>{`Show more (${items.length} of ${total})`}</LoadMoreButton>
      </div>
    </>
  );
}

/** Placeholder cards while the catalog loads; announced once. */
function CatalogSkeleton() {
  return (
    <div role="status">
      <span className="visually-hidden">Loading the catalog…</span>
      <div className={styles.grid} aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className={cx(styles.placeholder, skeleton.block)} />
        ))}
      </div>
    </div>
  );
}

function CatalogFilterBar(props: {
  orgId: string;
  filters: CatalogFilters;
  onFiltersChange: (filters: CatalogFilters) => void;
}) {
  return (
    <div className={styles.filters}>
      <SearchBox
        name="Search the catalog"
        label="Search integrations"
        placeholder="Search by name"
        maxLength={100}
        applied={props.filters.search}
        onApply={(search) =>
          props.onFiltersChange(withSearchValue(props.filters, 'search', search))
        }
      />
      <TabNav
        label="Category"
        current={props.filters.category ?? 'all'}
        choices={{ className: styles.chips, tabClass: styles.chip }}
      >
        {[undefined, ...categories].map((category) => (
          <Tab
            key={category ?? 'all'}
            id={category ?? 'all'}
            to="/orgs/$orgId/integrations"
            params={{ orgId: props.orgId }}
            search={withSearchValue(props.filters, 'category', category)}
          >
            {category ? categoryLabels[category] : 'All categories'}
          </Tab>
        ))}
      </TabNav>
    </div>
  );
}

function IntegrationCard(props: {
  orgId: string;
  integration: Integration;
  status: InstallationStatus | undefined;
}) {
  const { integration, status } = props;
  return (
    <li className={styles.card}>
      <IntegrationIcon integration={integration} />
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>
          <Link
            to="/orgs/$orgId/integrations/$integrationName"
            params={{ orgId: props.orgId, integrationName: integration.name }}
            className={styles.cardLink}
          >
            {integration.title}
          </Link>
        </h2>
        <p className={styles.description}>{integration.description}</p>
        <p className={styles.badges}>
          {integration.verified ? (
            <span className={styles.verified}>
              <BadgeCheck size={16} aria-hidden="true" /> Verified
            </span>
          ) : null}
          {status ? (
            <StatusBadge tone={statusTones[status]}>
              {status === 'active'
                ? 'Installed'
                : `Installed: ${statusWords[status].toLowerCase()}`}
            </StatusBadge>
          ) : null}
        </p>
      </div>
    </li>
  );
}
