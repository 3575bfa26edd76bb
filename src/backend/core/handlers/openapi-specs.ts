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
import { SuccessWithStatus, scopedOperation } from '../http/operation.ts';
import { paginateAs } from '../http/pagination.ts';
import { adminOf, inOrganization } from './scopes.ts';

/** OpenAPI specifications: thin handlers; the rules live in domain/openapi-*.ts. */

const reader = inOrganization(specReaderOrganization);
const editor = adminOf('change OpenAPI specifications');

export const openAPISpecOperations = [
  scopedOperation('listOpenAPISpecs', reader, (scope, { state, query, origin, clock }) => {
    const now = clock.now();
    return paginateAs(organizationSpecs(state, scope.organization.id), query, (spec) =>
      specResponse(scope.organization, spec, scope.membership, now, origin),
    );
  }),

  scopedOperation(
    'createOpenAPISpec',
    adminOf('add OpenAPI specifications'),
    (organization, { state, body, origin, clock }) => {
      const now = clock.now();
      const spec = createSpec(state, organization, body, now);
      return specResponse(organization, spec, 'admin', now, origin);
    },
  ),

  scopedOperation('getOpenAPISpec', reader, (scope, { state, params, origin, clock }) => {
    const spec = findSpec(state, scope.organization.id, params.specSlug);
    return specResponse(scope.organization, spec, scope.membership, clock.now(), origin);
  }),

  scopedOperation(
    'replaceOpenAPISpec',
    editor,
    (organization, { state, params, body, origin, clock }) => {
      const now = clock.now();
      const { spec, created } = replaceSpec(state, organization, params.specSlug, body, now);
      const response = specResponse(organization, spec, 'admin', now, origin);
      return created ? new SuccessWithStatus(201, response) : response;
    },
  ),

  scopedOperation(
    'updateOpenAPISpec',
    editor,
    (organization, { state, params, body, origin, clock }) => {
      const spec = findSpec(state, organization.id, params.specSlug);
      const now = clock.now();
      updateSpec(spec, body, now);
      return specResponse(organization, spec, 'admin', now, origin);
    },
  ),

  scopedOperation(
    'deleteOpenAPISpec',
    adminOf('delete OpenAPI specifications'),
    (organization, { state, params }) => deleteSpec(state, organization.id, params.specSlug),
  ),

  scopedOperation(
    'listOpenAPISpecVersions',
    reader,
    (scope, { state, params, query, origin, clock }) => {
      const spec = findSpec(state, scope.organization.id, params.specSlug);
      return paginateAs(specVersions(spec, clock.now()), query, (version) =>
        versionResponse(spec, version, origin),
      );
    },
  ),
];
