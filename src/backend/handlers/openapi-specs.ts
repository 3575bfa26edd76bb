import { adminOrganization } from '../domain/access.ts';
import {
  createSpec,
  deleteSpec,
  findSpec,
  organizationSpecs,
  replaceSpec,
  specReaderOrganization,
  specResponse,
  specVersions,
  updateSpec,
  versionResponse,
} from '../domain/openapi-specs.ts';
import { SuccessWithStatus, defineOperation } from '../http/operation.ts';
import { paginateAs } from '../http/pagination.ts';

/** OpenAPI specifications: thin handlers; the rules live in domain/openapi-*.ts. */
export const openAPISpecOperations = [
  defineOperation('listOpenAPISpecs', ({ state, user, params, query, origin, clock }) => {
    const { organization, membership } = specReaderOrganization(state, params.organizationId, user);
    const now = clock.now();
    return paginateAs(organizationSpecs(state, organization.id), query, (spec) =>
      specResponse(organization, spec, membership, now, origin),
    );
  }),

  defineOperation('createOpenAPISpec', ({ state, user, params, body, origin, clock }) => {
    const organization = adminOrganization(
      state,
      params.organizationId,
      user,
      'add OpenAPI specifications',
    );
    const now = clock.now();
    const spec = createSpec(state, organization, body, now);
    return specResponse(organization, spec, 'admin', now, origin);
  }),

  defineOperation('getOpenAPISpec', ({ state, user, params, origin, clock }) => {
    const { organization, membership } = specReaderOrganization(state, params.organizationId, user);
    const spec = findSpec(state, organization.id, params.specSlug);
    return specResponse(organization, spec, membership, clock.now(), origin);
  }),

  defineOperation('replaceOpenAPISpec', ({ state, user, params, body, origin, clock }) => {
    const organization = adminOrganization(
      state,
      params.organizationId,
      user,
      'change OpenAPI specifications',
    );
    const now = clock.now();
    const { spec, created } = replaceSpec(state, organization, params.specSlug, body, now);
    const response = specResponse(organization, spec, 'admin', now, origin);
    return created ? new SuccessWithStatus(201, response) : response;
  }),

  defineOperation('updateOpenAPISpec', ({ state, user, params, body, origin, clock }) => {
    const organization = adminOrganization(
      state,
      params.organizationId,
      user,
      'change OpenAPI specifications',
    );
    const spec = findSpec(state, organization.id, params.specSlug);
    const now = clock.now();
    updateSpec(spec, body, now);
    return specResponse(organization, spec, 'admin', now, origin);
  }),

  defineOperation('deleteOpenAPISpec', ({ state, user, params }) => {
    const organization = adminOrganization(
      state,
      params.organizationId,
      user,
      'delete OpenAPI specifications',
    );
    deleteSpec(state, organization.id, params.specSlug);
  }),

  defineOperation('listOpenAPISpecVersions', ({ state, user, params, query, origin, clock }) => {
    const { organization } = specReaderOrganization(state, params.organizationId, user);
    const spec = findSpec(state, organization.id, params.specSlug);
    return paginateAs(specVersions(spec, clock.now()), query, (version) =>
      versionResponse(spec, version, origin),
    );
  }),
];
