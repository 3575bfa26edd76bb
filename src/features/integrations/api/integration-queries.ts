import { pagedReadOptions, readOptions } from '@/lib/api-queries';
import type { ApiQuery } from '@/lib/contract-search';

export type {
  IntegrationConfiguration as Configuration,
  IntegrationConfigurationProperty as ConfigurationProperty,
  IntegrationInstallation as Installation,
  IntegrationInstallationStatus as InstallationStatus,
  IntegrationInstallationUpdate as InstallationUpdate,
  Integration,
  IntegrationCategory,
  IntegrationEvent,
  IntegrationEventLog,
  IntegrationScope,
  IntegrationTarget,
  IntegrationVisibility,
  OrganizationInstallation,
  SiteIntegrationScript as SiteScript,
} from '@/api/schema.gen';

/** What the catalog is filtered by (two of its operation's parameters); both live in the URL. */
export type CatalogFilters = Pick<ApiQuery<'/v1/integrations'>, 'category' | 'search'>;

/** Cards per page of the catalog: a few rows of any grid width. */
export const catalogPageSize = 48;
/** Rows per page of the developer view's tables. */
export const developerPageSize = 25;
/** An organization has one installation per integration: far fewer than this. */
const installationsLimit = 1000;

const orgPath = (orgId: string) => ({ organizationId: orgId });

export const integrationQueries = {
  /** The catalog, sorted by title, paged with the API's opaque `next.page`. */
  catalog: (filters: CatalogFilters & { owner?: string }) =>
    pagedReadOptions('/v1/integrations', {
      query: { ...filters, limit: catalogPageSize },
    }),
  detail: (name: string) =>
    readOptions('/v1/integrations/{integrationName}', {
      path: { integrationName: name },
    }),
  /** The organization's installations with their integrations (admins only). */
  organizationInstallations: (orgId: string) =>
    readOptions('/v1/orgs/{organizationId}/installations', {
      path: orgPath(orgId),
      query: { limit: installationsLimit },
    }),
  /** What is installed and in which status: every member may read it. */
  statuses: (orgId: string) =>
    readOptions('/v1/orgs/{organizationId}/integrations/installations-status', {
      path: orgPath(orgId),
      query: { limit: installationsLimit },
    }),
  /** Every installation of an integration, for the developers of its owner. */
  installations: (name: string, externalId: string | undefined) =>
    pagedReadOptions('/v1/integrations/{integrationName}/installations', {
      path: { integrationName: name },
      query: { limit: developerPageSize, ...(externalId ? { externalId } : {}) },
    }),
  /** The integration's events, newest first. */
  events: (name: string) =>
    pagedReadOptions('/v1/integrations/{integrationName}/events', {
      path: { integrationName: name },
      query: { limit: developerPageSize },
    }),
  event: (name: string, eventId: string) =>
    readOptions('/v1/integrations/{integrationName}/events/{eventId}', {
      path: { integrationName: name, eventId },
    }),
  /** The integrations enabled on a site. */
  siteIntegrations: (orgId: string, siteId: string) =>
    readOptions('/v1/orgs/{organizationId}/sites/{siteId}/integrations', {
      path: { organizationId: orgId, siteId },
      query: { limit: 1000 },
    }),
  siteScripts: (orgId: string, siteId: string) =>
    readOptions('/v1/orgs/{organizationId}/sites/{siteId}/integration-scripts', {
      path: { organizationId: orgId, siteId },
    }),
};
