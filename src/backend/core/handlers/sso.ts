import { findOrganization } from '../domain/access.ts';
import {
  createSamlProvider,
  deleteSamlProvider,
  findSamlProvider,
  organizationSamlProviders,
  samlOrganization,
  samlProviderResponse,
  ssoLoginInfo,
  updateSamlProvider,
} from '../domain/saml.ts';
import { defineOperation, scopedOperation } from '../http/operation.ts';
import { paginateAs } from '../http/pagination.ts';
import { inOrganization } from './scopes.ts';

/** SAML providers and SSO login info: thin handlers; the rules live in domain/saml.ts. */

const admin = inOrganization(samlOrganization);

export const ssoOperations = [
  scopedOperation('listSamlProviders', admin, (organization, { state, user, query, origin }) =>
    paginateAs(organizationSamlProviders(state, organization.id), query, (provider) =>
      samlProviderResponse(state, provider, user, origin),
    ),
  ),

  scopedOperation('createSamlProvider', admin, (organization, context) => {
    const { state, user, body, origin, clock } = context;
    const provider = createSamlProvider(state, organization, body, clock.nowIso());
    return samlProviderResponse(state, provider, user, origin);
  }),

  scopedOperation('getSamlProvider', admin, (organization, { state, user, params, origin }) => {
    const provider = findSamlProvider(state, organization.id, params.samlProviderId);
    return samlProviderResponse(state, provider, user, origin);
  }),

  scopedOperation('updateSamlProvider', admin, (organization, context) => {
    const { state, user, params, body, origin } = context;
    const provider = findSamlProvider(state, organization.id, params.samlProviderId);
    updateSamlProvider(state, organization, provider, body);
    return samlProviderResponse(state, provider, user, origin);
  }),

  scopedOperation('deleteSamlProvider', admin, (organization, { state, params }) =>
    deleteSamlProvider(state, organization, params.samlProviderId),
  ),

  // Any signed-in caller: a login page asks before anyone is a member.
  defineOperation('getSsoLoginInfo', ({ state, params }) =>
    ssoLoginInfo(state, findOrganization(state, params.organizationId).id),
  ),
];
