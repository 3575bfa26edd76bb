import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Card } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { integrationQueries } from '../api/integration-queries';
import { IntegrationIcon } from './integration-icon';
import table from './data-table.module.css';

/**
 * Site › Integrations: the integrations enabled on a site (an active installation covers it)
 * and the scripts the published site injects, each with its address, whether it may set
 * cookies and the content security policy it needs.
 */
export function SiteIntegrations(props: { orgId: string; siteId: string; siteTitle: string }) {
  const { data: enabled } = useSuspenseQuery(
    integrationQueries.siteIntegrations(props.orgId, props.siteId),
  );
  const { data: scripts } = useSuspenseQuery(
    integrationQueries.siteScripts(props.orgId, props.siteId),
  );
  return (
    <>
      <p className="muted">
        What runs on this site: integrations installed in the organization that cover it and are
        active.
      </p>
      <Card title="Enabled integrations">
        {enabled.items.length === 0 ? (
          <EmptyState title="No integration runs on this site.">
            <p className="muted">
              Install one from the{' '}
              <Link to="/orgs/$orgId/integrations" params={{ orgId: props.orgId }}>
                catalog
              </Link>{' '}
              and choose this site in its settings.
            </p>
          </EmptyState>
        ) : (
          <ul className="plain-list">
            {enabled.items.map((integration) => (
              <li key={integration.name} className={table.listRow}>
                <IntegrationIcon integration={integration} />
                <span>
                  <Link
                    to="/orgs/$orgId/integrations/$integrationName"
                    params={{ orgId: props.orgId, integrationName: integration.name }}
                  >
                    {integration.title}
                  </Link>
                  <br />
                  <span className="muted">{integration.description}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title="Scripts it injects">
        {scripts.length === 0 ? (
          <p>The published site loads no integration script.</p>
        ) : (
          <DataTable
            caption={`Scripts injected into ${props.siteTitle}`}
            headings={['Script', 'Injected by', 'Cookies', 'Content security policy']}
            items={scripts.map((script) => ({ ...script, id: script.script }))}
            middle
            scroll
          >
            {(script) => (
              <>
                <th scope="row" className={table.mono}>
                  {script.script}
                </th>
                <td>
                  <InjectedBy
                    orgId={props.orgId}
                    integration={enabled.items.find((item) => item.name === script.integration)}
                  />
                </td>
                <td>{script.cookies ? 'May set cookies' : 'No cookies'}</td>
                <td className={table.mono}>{script.contentSecurityPolicy || 'None'}</td>
              </>
            )}
          </DataTable>
        )}
      </Card>
    </>
  );
}

/**
 * The integration that injects a script, linked to its page. The platform's answer does not
 * name it (the local backend does), and then the row says so rather than guess.
 */
function InjectedBy(props: {
  orgId: string;
  integration: { name: string; title: string } | undefined;
}) {
  if (!props.integration) return <span className="muted">Not named by the server</span>;
  return (
    <Link
      to="/orgs/$orgId/integrations/$integrationName"
      params={{ orgId: props.orgId, integrationName: props.integration.name }}
    >
      {props.integration.title}
    </Link>
  );
}
