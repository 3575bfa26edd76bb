import { findOrganization, requireMember } from '../domain/access.ts';
import {
  changeRequestPdfUrl,
  changeRequestResponse,
  createChangeRequest,
  findChangeRequest,
  findChangeRequestSpace,
  mergeChangeRequest,
  organizationChangeRequests,
  requireChangeRequestReader,
  spaceChangeRequests,
  updateChangeRequest,
  updateChangeRequestFromMain,
} from '../domain/change-requests.ts';
import { defineOperation } from '../http/operation.ts';
import { paginateAs } from '../http/pagination.ts';

/** Change requests: thin handlers; the rules live in domain/change-requests.ts. */
export const changeRequestOperations = [
  defineOperation('listSpaceChangeRequests', ({ state, user, params, query, origin, clock }) => {
    const space = findChangeRequestSpace(state, params.spaceId, clock.now());
    const membership = requireChangeRequestReader(state, space, user);
    return paginateAs(spaceChangeRequests(state, space, query), query, (record) =>
      changeRequestResponse(state, record, space, { user, membership }, origin),
    );
  }),

  defineOperation('createChangeRequest', ({ state, user, params, body, origin, clock }) => {
    const space = findChangeRequestSpace(state, params.spaceId, clock.now());
    const record = createChangeRequest(state, space, user, body, clock.now());
    const membership = requireChangeRequestReader(state, space, user);
    return changeRequestResponse(state, record, space, { user, membership }, origin);
  }),

  defineOperation('getChangeRequest', ({ state, user, params, origin, clock }) => {
    const space = findChangeRequestSpace(state, params.spaceId, clock.now());
    const membership = requireChangeRequestReader(state, space, user);
    const record = findChangeRequest(state, space, params.changeRequestId);
    return changeRequestResponse(state, record, space, { user, membership }, origin);
  }),

  defineOperation('updateChangeRequest', ({ state, user, params, body, origin, clock }) => {
    const space = findChangeRequestSpace(state, params.spaceId, clock.now());
    const membership = requireChangeRequestReader(state, space, user);
    const record = findChangeRequest(state, space, params.changeRequestId);
    updateChangeRequest(state, space, record, user, body, clock.now());
    return changeRequestResponse(state, record, space, { user, membership }, origin);
  }),

  defineOperation('mergeChangeRequest', ({ state, user, params, clock }) => {
    const space = findChangeRequestSpace(state, params.spaceId, clock.now());
    requireChangeRequestReader(state, space, user);
    const record = findChangeRequest(state, space, params.changeRequestId);
    return mergeChangeRequest(state, space, record, user, clock.now());
  }),

  defineOperation('updateChangeRequestFromMain', ({ state, user, params, clock }) => {
    const space = findChangeRequestSpace(state, params.spaceId, clock.now());
    requireChangeRequestReader(state, space, user);
    const record = findChangeRequest(state, space, params.changeRequestId);
    return updateChangeRequestFromMain(state, space, record, user, clock.now());
  }),

  defineOperation('getChangeRequestPdf', ({ state, user, params, query, clock }) => {
    const space = findChangeRequestSpace(state, params.spaceId, clock.now());
    requireChangeRequestReader(state, space, user);
    const record = findChangeRequest(state, space, params.changeRequestId);
    return changeRequestPdfUrl(state, space, record, query);
  }),

  defineOperation('listOrganizationChangeRequests', ({ state, user, params, query, origin }) => {
    const organization = findOrganization(state, params.organizationId);
    const membership = requireMember(state, organization, user);
    return paginateAs(
      organizationChangeRequests(state, organization.id, query),
      query,
      ({ record, space }) =>
        changeRequestResponse(state, record, space, { user, membership }, origin),
    );
  }),
];
