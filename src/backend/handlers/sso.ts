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
import { defineOperation } from '../http/operation.ts';
import { paginateAs } from '../http/pagination.ts';

/** SAML providers and SSO login info: thin handlers; the rules live in domain/saml.ts. */
export const ssoOperations = [
  defineOperation('listSamlProviders', ({ state, user, params, query, origin }) => {
    const organization = samlOrganization(state, params.organizationId, user);
    return paginateAs(organizationSamlProviders(state, organization.id), query, (provider) =>
      samlProviderResponse(state, provider, user, origin),
    );
  }),

  defineOperation('createSamlProvider', ({ state, user, params, body, origin, clock }) => {
    const organization = samlOrganization(state, params.organizationId, user);
    const provider = createSamlProvider(state, organization, body, clock.nowIso());
    return samlProviderResponse(state, provider, user, origin);
  }),

  defineOperation('getSamlProvider', ({ state, user, params, origin }) => {
    const organization = samlOrganization(state, params.organizationId, user);
    const provider = findSamlProvider(state, organization.id, params.samlProviderId);
    return samlProviderResponse(state, provider, user, origin);
  }),

  defineOperation('updateSamlProvider', ({ state, user, params, body, origin }) => {
    const organization = samlOrganization(state, params.organizationId, user);
    const provider = findSamlProvider(state, organization.id, params.samlProviderId);
    updateSamlProvider(state, organization, provider, body);
    return samlProviderResponse(state, provider, user, origin);
  }),

  defineOperation('deleteSamlProvider', ({ state, user, params }) => {
    const organization = samlOrganization(state, params.organizationId, user);
    deleteSamlProvider(state, organization, params.samlProviderId);
  }),

  // Any signed-in caller: a login page asks before anyone is a member.
  defineOperation('getSsoLoginInfo', ({ state, params }) =>
    ssoLoginInfo(state, findOrganization(state, params.organizationId).id),
  ),
];
