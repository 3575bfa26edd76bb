import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Notice } from '@/components/ui/notice';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDate, formatNumber } from '@/lib/format';
import {
  integrationQueries,
  type Installation,
  type InstallationStatus,
  type Integration,
} from '../api/integration-queries';
import { coveredLevels, statusTones, statusWords } from '../labels';
import { IntegrationIcon } from './integration-icon';
import table from './data-table.module.css';

interface Row {
  integration: Integration;
  status: InstallationStatus;
  installation?: Installation;
}

/**
 * Installed: what the organization has installed and in which status, in words. Admins also
 * see how many spaces and sites each covers; other members see the statuses only (that is all
 * the API gives them).
 */
export function InstalledList(props: { orgId: string; isAdmin: boolean }) {
  return props.isAdmin ? <AdminInstalled orgId={props.orgId} /> : <MemberInstalled {...props} />;
}

function AdminInstalled(props: { orgId: string }) {
  const { data } = useSuspenseQuery(integrationQueries.organizationInstallations(props.orgId));
  const rows = data.items.map(({ installation, integration }) => ({
    integration,
    installation,
    status: installation.status,
  }));
  return <InstalledTable orgId={props.orgId} rows={rows} withCounts />;
}

function MemberInstalled(props: { orgId: string }) {
  const { data } = useSuspenseQuery(integrationQueries.statuses(props.orgId));
  return (
    <>
      <Notice>
        Only admins can install integrations and see the spaces and sites each covers.
      </Notice>
      <InstalledTable orgId={props.orgId} rows={data.items} withCounts={false} />
    </>
  );
}

/** A count, or a dash where the integration's target has no such level. */
function coverage(count: number | undefined, applies: boolean, all: boolean): string {
  if (!applies) return '—';
  const number = formatNumber(count ?? 0);
  return all ? `${number} (all)` : number;
}

function InstalledTable(props: { orgId: string; rows: readonly Row[]; withCounts: boolean }) {
  if (props.rows.length === 0)
    return (
      <EmptyState title="Nothing is installed yet.">
        <p className="muted">Browse the catalog to find an integration.</p>
      </EmptyState>
    );
  return (
    <DataTable
      caption={`Installed integrations (${props.rows.length})`}
      headings={[
        'Integration',
        'Status',
        ...(props.withCounts ? ['Spaces', 'Sites', 'Installed'] : []),
      ]}
      items={props.rows.map((row) => ({ ...row, name: row.integration.name }))}
      middle
    >
      {(row) => {
        const levels = coveredLevels(row.integration.target);
        const installation = row.installation;
        return (
          <>
            <th scope="row">
              <span className={table.withIcon}>
                <IntegrationIcon integration={row.integration} />
                <Link
                  to="/orgs/$orgId/integrations/$integrationName"
                  params={{ orgId: props.orgId, integrationName: row.integration.name }}
                >
                  {row.integration.title}
                </Link>
              </span>
            </th>
            <td>
              <StatusBadge tone={statusTones[row.status]}>{statusWords[row.status]}</StatusBadge>
            </td>
            {props.withCounts && installation ? (
              <>
                <td>
                  {coverage(
                    installation.spaces,
                    levels.spaces,
                    installation.space_selection === 'all',
                  )}
                </td>
                <td>
                  {coverage(
                    installation.sites,
                    levels.sites,
                    installation.site_selection === 'all',
                  )}
                </td>
                <td>{formatDate(installation.createdAt)}</td>
              </>
            ) : null}
          </>
        );
      }}
    </DataTable>
  );
}
