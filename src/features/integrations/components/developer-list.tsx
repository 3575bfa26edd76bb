import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { integrationQueries } from '../api/integration-queries';
import { visibilityWords } from '../labels';
import { IntegrationIcon } from './integration-icon';
import table from './data-table.module.css';
import { DataTable } from '@/components/ui/data-table';

/** Developer: the integrations the organization publishes, each opening its developer view. */
export function DeveloperList(props: { orgId: string; orgTitle: string }) {
  const list = useSuspenseInfiniteQuery(integrationQueries.catalog({ owner: props.orgId }));
  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <EmptyState title={`${props.orgTitle} publishes no integrations.`}>
        <p className="muted">
          Integrations are published with the platform’s API (a POST on the integration’s name);
          they show here once published.
        </p>
      </EmptyState>
    );
  return (
    <>
      <p className="muted">
        Integrations {props.orgTitle} publishes: their installations in every organization and the
        events they received.
      </p>
      <DataTable
        caption={`Integrations published by ${props.orgTitle}`}
        headings={['Integration', 'Version', 'Visibility']}
        items={items}
        middle
      >
        {(integration) => (
          <>
            <th scope="row">
              <span className={table.withIcon}>
                <IntegrationIcon integration={integration} />
                <Link
                  to="/orgs/$orgId/integrations/$integrationName/developer"
                  params={{ orgId: props.orgId, integrationName: integration.name }}
                >
                  {integration.title}
                </Link>
              </span>
            </th>
            <td>{integration.version}</td>
            <td>{visibilityWords[integration.visibility]}</td>
          </>
        )}
      </DataTable>
      <LoadMoreButton query={list}>Show more</LoadMoreButton>
    </>
  );
}
