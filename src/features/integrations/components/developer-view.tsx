import { contentSecurityPolicyHeader } from '@/api/content-security-policy';
import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { DetailsCard, DetailsRow } from '@/components/ui/details';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDate, formatNumber } from '@/lib/format';
import { integrationQueries, type Integration } from '../api/integration-queries';
import { withSearchValue, type DeveloperSearch } from '../integrations-search';
import { statusTones, statusWords, targetWords, visibilityWords } from '../labels';
import { DeveloperEvents } from './developer-events';
import { SearchBox } from './search-box';
import { UnpublishPanel } from './unpublish-panel';
import table from './data-table.module.css';
import { DataTable } from '@/components/ui/data-table';
import { pagedItems } from '@/components/ui/paged-items';

/**
 * The developer view of an integration the organization publishes: the published version,
 * its installations in every organization (searchable by external id), its events newest
 * first (a row opens its payload and log), and Unpublish.
 */
export function DeveloperView(props: {
  orgId: string;
  name: string;
  search: DeveloperSearch;
  onSearchChange: (search: DeveloperSearch) => void;
  onUnpublished: () => void;
}) {
  const { data: integration } = useSuspenseQuery(integrationQueries.detail(props.name));
  const { search } = props;
  return (
    <>
      <PageHeader
        title={`${integration.title}: developer view`}
        description="How your integration runs on the platform: where it is installed and what it received."
        actions={
          <ButtonLink
            to="/orgs/$orgId/integrations/$integrationName"
            params={{ orgId: props.orgId, integrationName: integration.name }}
          >
            Catalog page
          </ButtonLink>
        }
      />
      <DetailsCard title="Published version">
        <DetailsRow term="Name">
          <code>{integration.name}</code>
        </DetailsRow>
        <DetailsRow term="Version">{integration.version}</DetailsRow>
        <DetailsRow term="Visibility">{visibilityWords[integration.visibility]}</DetailsRow>
        <DetailsRow term="Where it installs">{targetWords[integration.target]}</DetailsRow>
        <DetailsRow term="Content security policy">
          {integration.contentSecurityPolicy ? (
            <code>{contentSecurityPolicyHeader(integration.contentSecurityPolicy)}</code>
          ) : (
            'None'
          )}
        </DetailsRow>
      </DetailsCard>
      <InstallationsCard
        integration={integration}
        externalId={search.externalId}
        onExternalIdChange={(externalId) =>
          props.onSearchChange(withSearchValue(search, 'externalId', externalId))
        }
      />
      <DeveloperEvents
        name={integration.name}
        openEvent={search.event}
        onOpenEvent={(event) => props.onSearchChange(withSearchValue(search, 'event', event))}
      />
      <UnpublishPanel integration={integration} onUnpublished={props.onUnpublished} />
    </>
  );
}

function InstallationsCard(props: {
  integration: Integration;
  externalId: string | undefined;
  onExternalIdChange: (externalId: string | undefined) => void;
}) {
  const list = useSuspenseInfiniteQuery(
    integrationQueries.installations(props.integration.name, props.externalId),
  );
  const { items, count: total = 0 } = pagedItems(list.data);
  return (
    <Card title="Installations">
      <SearchBox
        name="Search installations"
        label="External id"
        placeholder="Search by external id"
        maxLength={255}
        applied={props.externalId}
        onApply={props.onExternalIdChange}
        clearable
      />
      {items.length === 0 ? (
        <EmptyState
          title={
            props.externalId
              ? `No installation carries the external id “${props.externalId}”.`
              : 'Not installed anywhere yet.'
          }
        />
      ) : (
        <DataTable
          caption={`Installations of ${props.integration.title} (${formatNumber(total)})`}
          headings={[
            'Installation',
            'Organization',
            'Status',
            'External ids',
            'Spaces',
            'Sites',
            'Installed',
          ]}
          items={items}
          middle
          scroll
        >
          {(installation) => (
            <>
              <th scope="row" className={table.mono}>
                {installation.id}
              </th>
              <td className={table.mono}>{installation.target.organization}</td>
              <td>
                <StatusBadge tone={statusTones[installation.status]}>
                  {statusWords[installation.status]}
                </StatusBadge>
              </td>
              <td className={table.mono}>{installation.externalIds.join(', ') || '—'}</td>
              <td>{formatNumber(installation.spaces)}</td>
              <td>{formatNumber(installation.sites ?? 0)}</td>
              <td>{formatDate(installation.createdAt)}</td>
            </>
          )}
        </DataTable>
      )}
      <LoadMoreButton query={list}>{`Show more (${items.length} of ${total})`}</LoadMoreButton>
    </Card>
  );
}
