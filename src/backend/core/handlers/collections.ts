import { findOrganization, membershipOf } from '../domain/access.ts';
import {
  createCollection,
  collectionResponse,
  deleteCollection,
  organizationCollections,
  updateCollection,
} from '../domain/collections.ts';
import { findCollection, requireContentReader } from '../domain/content-access.ts';
import { moveContent, transferContent } from '../domain/content-moves.ts';
import { collectionSpaces, spaceResponse } from '../domain/spaces.ts';
import { defineOperation } from '../http/operation.ts';
import { paginateAs } from '../http/pagination.ts';
import type { BackendState, CollectionRecord, UserRecord } from '../store/state.ts';

/** Collections: thin handlers; the rules live in domain/. */

function memberView(
  state: BackendState,
  collection: CollectionRecord,
  user: UserRecord,
  origin: string,
) {
  return collectionResponse(
    collection,
    membershipOf(state, collection.organizationId, user.id),
    origin,
  );
}

export const collectionOperations = [
  defineOperation('getCollection', ({ state, user, params, origin }) => {
    const collection = findCollection(state, params.collectionId);
    const membership = requireContentReader(state, collection.organizationId, user);
    return collectionResponse(collection, membership, origin);
  }),

  defineOperation('updateCollection', ({ state, user, params, body, origin }) => {
    const collection = findCollection(state, params.collectionId);
    updateCollection(state, collection, user, body);
    return memberView(state, collection, user, origin);
  }),

  defineOperation('deleteCollection', ({ state, user, params, clock }) => {
    deleteCollection(state, params.collectionId, user, clock.now());
  }),

  defineOperation('listCollectionSpaces', ({ state, user, params, query, origin }) => {
    const collection = findCollection(state, params.collectionId);
    const membership = requireContentReader(state, collection.organizationId, user);
    const organization = findOrganization(state, collection.organizationId);
    return paginateAs(collectionSpaces(state, collection), query, (space) =>
      spaceResponse(space, organization, { membership }, origin),
    );
  }),

  defineOperation('moveCollection', ({ state, user, params, body, origin }) => {
    const collection = findCollection(state, params.collectionId);
    moveContent(state, { type: 'collection', record: collection }, body, user);
    return memberView(state, collection, user, origin);
  }),

  defineOperation('transferCollection', ({ state, user, params, body, origin }) => {
    const collection = findCollection(state, params.collectionId);
    transferContent(state, { type: 'collection', record: collection }, body, user);
    return memberView(state, collection, user, origin);
  }),

  defineOperation('listOrganizationCollections', ({ state, user, params, query, origin }) => {
    const organization = findOrganization(state, params.organizationId);
    const membership = requireContentReader(state, organization.id, user);
    return paginateAs(
      organizationCollections(state, organization.id, query.nested !== false),
      query,
      (collection) => collectionResponse(collection, membership, origin),
    );
  }),

  defineOperation('createCollection', ({ state, user, params, body, origin }) => {
    const organization = findOrganization(state, params.organizationId);
    const collection = createCollection(state, organization, user, body);
    return memberView(state, collection, user, origin);
  }),
];
