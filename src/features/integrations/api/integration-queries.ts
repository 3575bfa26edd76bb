import type { components } from '@/api/schema.gen';
import { api } from '@/lib/api-client';
import { apiQueryOptions, pagedQueryOptions } from '@/lib/api-queries';
import { queryRoots } from '@/lib/query-keys';

type Schemas = components['schemas'];
export type Integration = Schemas['Integration'];
export type IntegrationCategory = Schemas['IntegrationCategory'];
export type IntegrationScope = Schemas['IntegrationScope'];
export type IntegrationTarget = Schemas['IntegrationTarget'];
export type IntegrationVisibility = Schemas['IntegrationVisibility'];
export type Installation = Schemas['IntegrationInstallation'];
export type InstallationStatus = Schemas['IntegrationInstallationStatus'];
export type InstallationUpdate = Schemas['IntegrationInstallationUpdate'];
export type OrganizationInstallation = Schemas['OrganizationInstallation'];
export type IntegrationEvent = Schemas['IntegrationEvent'];
export type ConfigurationProperty = Schemas['IntegrationConfigurationProperty'];
export type Configuration = Schemas['IntegrationConfiguration'];
export type SiteScript = Schemas['SiteIntegrationScript'];

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

export const integrationQueries = {
  /** The catalog, sorted by title, paged with the API's opaque `next.page`. */
  catalog: (filters: CatalogFilters & { owner?: string }) =>
    pagedQueryOptions(integrationKeys.catalog(filters), (page, signal) =>
      api().GET('/v1/integrations', {
        params: { query: { ...filters, limit: catalogPageSize, ...page } },
        signal,
      }),
    ),
  detail: (name: string) =>
    apiQueryOptions(integrationKeys.detail(name), (signal) =>
      api().GET('/v1/integrations/{integrationName}', {
        params: { path: { integrationName: name } },
        signal,
      }),
    ),
  /** The organization's installations with their integrations (admins only). */
  organizationInstallations: (orgId: string) =>
    apiQueryOptions(integrationKeys.organizationInstallations(orgId), (signal) =>
      api().GET('/v1/orgs/{organizationId}/installations', {
        params: { path: { organizationId: orgId }, query: { limit: installationsLimit } },
        signal,
      }),
    ),
  /** What is installed and in which status: every member may read it. */
  statuses: (orgId: string) =>
    apiQueryOptions(integrationKeys.statuses(orgId), (signal) =>
      api().GET('/v1/orgs/{organizationId}/integrations/installations-status', {
        params: { path: { organizationId: orgId }, query: { limit: installationsLimit } },
        signal,
      }),
    ),
  /** Every installation of an integration, for the developers of its owner. */
  installations: (name: string, externalId: string | undefined) =>
    pagedQueryOptions(integrationKeys.installations(name, externalId), (page, signal) =>
      api().GET('/v1/integrations/{integrationName}/installations', {
        params: {
          path: { integrationName: name },
          query: { limit: developerPageSize, ...(externalId ? { externalId } : {}), ...page },
        },
        signal,
      }),
    ),
  /** The integration's events, newest first. */
  events: (name: string) =>
    pagedQueryOptions(integrationKeys.events(name), (page, signal) =>
      api().GET('/v1/integrations/{integrationName}/events', {
        params: { path: { integrationName: name }, query: { limit: developerPageSize, ...page } },
        signal,
      }),
    ),
  event: (name: string, eventId: string) =>
    apiQueryOptions(integrationKeys.event(name, eventId), (signal) =>
      api().GET('/v1/integrations/{integrationName}/events/{eventId}', {
        params: { path: { integrationName: name, eventId } },
        signal,
      }),
    ),
  /** The integrations enabled on a site. */
  siteIntegrations: (orgId: string, siteId: string) =>
    apiQueryOptions(integrationKeys.siteIntegrations(orgId, siteId), (signal) =>
      api().GET('/v1/orgs/{organizationId}/sites/{siteId}/integrations', {
        params: { path: { organizationId: orgId, siteId }, query: { limit: 1000 } },
        signal,
      }),
    ),
  siteScripts: (orgId: string, siteId: string) =>
    apiQueryOptions(integrationKeys.siteScripts(orgId, siteId), (signal) =>
      api().GET('/v1/orgs/{organizationId}/sites/{siteId}/integration-scripts', {
        params: { path: { organizationId: orgId, siteId } },
        signal,
      }),
    ),
};
