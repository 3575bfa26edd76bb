import { adminOrganization } from '../domain/access.ts';
import {
  createTranslation,
  deleteTranslation,
  estimateTranslation,
  findTranslation,
  organizationTranslations,
  runTranslation,
  translationResponse,
  updateTranslation,
} from '../domain/translations.ts';
import { defineOperation } from '../http/operation.ts';
import { paginateAs } from '../http/pagination.ts';

/** Translations: thin handlers; the rules live in domain/translations.ts and translation-runs.ts. */
export const translationOperations = [
  defineOperation('listTranslations', ({ state, user, params, query, origin, clock }) => {
    const organization = adminOrganization(state, params.organizationId, user, 'read translations');
    const now = clock.now();
    return paginateAs(organizationTranslations(state, organization.id), query, (record) =>
      translationResponse(state, record, now, origin),
    );
  }),

  defineOperation('createTranslation', ({ state, user, params, body, origin, clock }) => {
    const organization = adminOrganization(
      state,
      params.organizationId,
      user,
      'create translations',
    );
    const now = clock.now();
    const record = createTranslation(state, organization, user, body, now);
    return translationResponse(state, record, now, origin);
  }),

  // Registered before getTranslation: `estimate` would otherwise be read as a translation id.
  defineOperation('estimateTranslation', ({ state, user, params, query, clock }) => {
    const organization = adminOrganization(
      state,
      params.organizationId,
      user,
      'estimate translations',
    );
    return estimateTranslation(state, organization.id, query.space, clock.now());
  }),

  defineOperation('getTranslation', ({ state, user, params, origin, clock }) => {
    const organization = adminOrganization(state, params.organizationId, user, 'read translations');
    const record = findTranslation(state, organization.id, params.translationId);
    return translationResponse(state, record, clock.now(), origin);
  }),

  defineOperation('updateTranslation', ({ state, user, params, body, origin, clock }) => {
    const organization = adminOrganization(
      state,
      params.organizationId,
      user,
      'change translations',
    );
    const record = findTranslation(state, organization.id, params.translationId);
    const now = clock.now();
    updateTranslation(record, body, now);
    return translationResponse(state, record, now, origin);
  }),

  defineOperation('deleteTranslation', ({ state, user, params }) => {
    const organization = adminOrganization(
      state,
      params.organizationId,
      user,
      'delete translations',
    );
    deleteTranslation(state, organization.id, params.translationId);
  }),

  defineOperation('runTranslation', ({ state, user, params, clock }) => {
    const organization = adminOrganization(state, params.organizationId, user, 'run translations');
    runTranslation(
      state,
      findTranslation(state, organization.id, params.translationId),
      clock.now(),
    );
  }),
];
