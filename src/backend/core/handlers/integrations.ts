import {
  eventResponse,
  eventsOf,
  eventWithTraceResponse,
  findEvent,
} from '../domain/integration-events.ts';
import {
  findInstallation,
  installIntegration,
  installationResponse,
  requireInstallationReader,
  uninstallIntegration,
  updateInstallation,
} from '../domain/integration-installations.ts';
import {
  installationsStatus,
  organizationInstallations,
  siteIntegrations,
  siteScripts,
} from '../domain/integration-sites.ts';
import {
  catalog,
  findIntegration,
  integrationResponder,
  publishIntegration,
  requireOwnerAdmin,
  unpublishIntegration,
} from '../domain/integrations.ts';
import { readableSite } from '../domain/sites.ts';
import { defineOperation, removedOrAbsent, scopedOperation } from '../http/operation.ts';
import { paginate, paginateAs } from '../http/pagination.ts';
import { adminOf, memberOf } from './scopes.ts';

/** Integrations: thin handlers; the rules live in domain/integration*.ts (decision 0013). */

export const integrationOperations = [
  defineOperation('listIntegrations', ({ state, user, query, origin }) => {
    const { page, limit, ...filters } = query;
    return paginateAs(
      catalog(state, user, filters),
      { page, limit },
      integrationResponder(state, user, origin),
    );
  }),

  defineOperation('getIntegration', ({ state, user, params, origin }) =>
    integrationResponder(state, user, origin)(findIntegration(state, params.integrationName, user)),
  ),

  defineOperation('publishIntegration', ({ state, user, params, body, origin, clock }) => {
    const integration = publishIntegration(state, params.integrationName, user, body, clock.now());
    return integrationResponder(state, user, origin)(integration);
  }),

  defineOperation('unpublishIntegration', ({ state, user, params }) => {
    unpublishIntegration(state, params.integrationName, user);
  }),

  defineOperation('listIntegrationInstallations', ({ state, user, params, query, origin }) => {
    const integration = findIntegration(state, params.integrationName, user);
    requireOwnerAdmin(state, integration, user, 'list the installations of an integration');
    const installations = state.installations.filter(
      (i) =>
        i.integrationName === integration.name &&
        (query.externalId === undefined || i.externalIds.includes(query.externalId)),
    );
    return paginateAs(installations, query, (i) =>
      installationResponse(state, integration, i, origin),
    );
  }),

  defineOperation('installIntegration', ({ state, user, params, body, origin, clock }) => {
    const integration = findIntegration(state, params.integrationName, user);
    const installation = installIntegration(
      state,
      integration,
      user,
      body.organization,
      clock.now(),
    );
    return installationResponse(state, integration, installation, origin);
  }),

  defineOperation('getIntegrationInstallation', ({ state, user, params, origin }) => {
    const integration = findIntegration(state, params.integrationName, user);
    const installation = findInstallation(state, integration, params.installationId);
    requireInstallationReader(state, integration, installation, user);
    return installationResponse(state, integration, installation, origin);
  }),

  defineOperation(
    'updateIntegrationInstallation',
    ({ state, user, params, body, origin, clock }) => {
      const integration = findIntegration(state, params.integrationName, user);
      const installation = findInstallation(state, integration, params.installationId);
      updateInstallation(state, integration, installation, user, body, clock.now());
      return installationResponse(state, integration, installation, origin);
    },
  ),

  // The platform's 204 when there was nothing to uninstall, 205 when it uninstalled (§6.4).
  defineOperation('uninstallIntegration', ({ state, user, params, clock }) =>
    removedOrAbsent(
      uninstallIntegration(state, params.integrationName, params.installationId, user, clock.now()),
    ),
  ),

  defineOperation('listIntegrationEvents', ({ state, user, params, query }) => {
    const integration = findIntegration(state, params.integrationName, user);
    requireOwnerAdmin(state, integration, user, 'read the events of an integration');
    return paginateAs(eventsOf(state, integration.name), query, eventResponse);
  }),

  defineOperation('getIntegrationEvent', ({ state, user, params }) => {
    const integration = findIntegration(state, params.integrationName, user);
    requireOwnerAdmin(state, integration, user, 'read the events of an integration');
    return eventWithTraceResponse(findEvent(state, integration.name, params.eventId));
  }),

  scopedOperation(
    'listOrganizationInstallations',
    adminOf('list installations'),
    (organization, { state, user, query, origin }) => {
      const result = paginate(
        organizationInstallations(state, organization.id, query.search),
        query,
      );
      const integrationOf = integrationResponder(state, user, origin);
      return {
        ...result,
        items: result.items.map(({ installation, integration }) => ({
          installation: installationResponse(state, integration, installation, origin),
          integration: integrationOf(integration),
        })),
      };
    },
  ),

  scopedOperation(
    'listOrganizationInstallationsStatus',
    memberOf,
    (organization, { state, user, query, origin }) => {
      const level = query.target ?? 'organization';
      const result = paginate(installationsStatus(state, organization.id, level), query);
      const integrationOf = integrationResponder(state, user, origin);
      return {
        ...result,
        items: result.items.map(({ status, integration }) => ({
          status,
          integration: integrationOf(integration),
        })),
      };
    },
  ),

  defineOperation('listSiteIntegrationScripts', ({ state, user, params }) => {
    const { site } = readableSite(state, params.organizationId, params.siteId, user);
    return siteScripts(state, site);
  }),

  defineOperation('listSiteIntegrations', ({ state, user, params, query, origin }) => {
    const { site } = readableSite(state, params.organizationId, params.siteId, user);
    return paginateAs(
      siteIntegrations(state, site, query.search),
      query,
      integrationResponder(state, user, origin),
    );
  }),
];
