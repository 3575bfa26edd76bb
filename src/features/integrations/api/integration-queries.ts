import type { IntegrationCategory } from '@/api/schema.gen';
import { apiQueryOptions, pagedQueryOptions } from '@/lib/api-queries';
import { queryRoots } from '@/lib/query-keys';

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

/** What the catalog is filtered by; both live in the URL. */
export interface CatalogFilters {
  category?: IntegrationCategory;
  search?: string;
}

/** Cards per page of the catalog: a few rows of any grid width. */
export const catalogPageSize = 48;
/** Rows per page of the developer view's tables. */
export const developerPageSize = 25;
/** An organization has one installation per integration: far fewer than this. */
const installationsLimit = 1000;

/** Integrations: the catalog, one integration, installations, events, what sites get. */
export const integrationKeys = {
  all: queryRoots.integrations,
  catalogs: () => [...integrationKeys.all, 'catalog'] as const,
  catalog: (filters: CatalogFilters & { owner?: string }) =>
    [...integrationKeys.catalogs(), filters] as const,
  details: () => [...integrationKeys.all, 'detail'] as const,
  detail: (name: string) => [...integrationKeys.details(), name] as const,
  /** What the organizations have installed: the admins' list and everyone's statuses. */
  installed: () => [...integrationKeys.all, 'installed'] as const,
  organizationInstallations: (orgId: string) =>
    [...integrationKeys.installed(), orgId, 'installations'] as const,
  statuses: (orgId: string) => [...integrationKeys.installed(), orgId, 'statuses'] as const,
  /** The developer view of one integration: its installations and events. */
  developer: (name: string) => [...integrationKeys.all, 'developer', name] as const,
  installations: (name: string, externalId: string | undefined) =>
    [...integrationKeys.developer(name), 'installations', { externalId }] as const,
  events: (name: string) => [...integrationKeys.developer(name), 'events'] as const,
  event: (name: string, eventId: string) =>
    [...integrationKeys.developer(name), 'event', eventId] as const,
  siteIntegrations: (orgId: string, siteId: string) =>
    [...integrationKeys.all, 'site-integrations', orgId, siteId] as const,
  siteScripts: (orgId: string, siteId: string) =>
    [...integrationKeys.all, 'site-scripts', orgId, siteId] as const,
};

const orgPath = (orgId: string) => ({ organizationId: orgId });

export const integrationQueries = {
  /** The catalog, sorted by title, paged with the API's opaque `next.page`. */
  catalog: (filters: CatalogFilters & { owner?: string }) =>
    pagedQueryOptions(integrationKeys.catalog(filters), '/v1/integrations', {
      query: { ...filters, limit: catalogPageSize },
    }),
  detail: (name: string) =>
    apiQueryOptions(integrationKeys.detail(name), '/v1/integrations/{integrationName}', {
      path: { integrationName: name },
    }),
  /** The organization's installations with their integrations (admins only). */
  organizationInstallations: (orgId: string) =>
    apiQueryOptions(
      integrationKeys.organizationInstallations(orgId),
      '/v1/orgs/{organizationId}/installations',
      { path: orgPath(orgId), query: { limit: installationsLimit } },
    ),
  /** What is installed and in which status: every member may read it. */
  statuses: (orgId: string) =>
    apiQueryOptions(
      integrationKeys.statuses(orgId),
      '/v1/orgs/{organizationId}/integrations/installations-status',
      { path: orgPath(orgId), query: { limit: installationsLimit } },
    ),
  /** Every installation of an integration, for the developers of its owner. */
  installations: (name: string, externalId: string | undefined) =>
    pagedQueryOptions(
      integrationKeys.installations(name, externalId),
      '/v1/integrations/{integrationName}/installations',
      {
        path: { integrationName: name },
        query: { limit: developerPageSize, ...(externalId ? { externalId } : {}) },
      },
    ),
  /** The integration's events, newest first. */
  events: (name: string) =>
    pagedQueryOptions(integrationKeys.events(name), '/v1/integrations/{integrationName}/events', {
      path: { integrationName: name },
      query: { limit: developerPageSize },
    }),
  event: (name: string, eventId: string) =>
    apiQueryOptions(
      integrationKeys.event(name, eventId),
      '/v1/integrations/{integrationName}/events/{eventId}',
      { path: { integrationName: name, eventId } },
    ),
  /** The integrations enabled on a site. */
  siteIntegrations: (orgId: string, siteId: string) =>
    apiQueryOptions(
      integrationKeys.siteIntegrations(orgId, siteId),
      '/v1/orgs/{organizationId}/sites/{siteId}/integrations',
      { path: { organizationId: orgId, siteId }, query: { limit: 1000 } },
    ),
  siteScripts: (orgId: string, siteId: string) =>
    apiQueryOptions(
      integrationKeys.siteScripts(orgId, siteId),
      '/v1/orgs/{organizationId}/sites/{siteId}/integration-scripts',
      { path: { organizationId: orgId, siteId } },
    ),
};
