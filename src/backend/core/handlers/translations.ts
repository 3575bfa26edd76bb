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
import { scopedOperation } from '../http/operation.ts';
import { paginateAs } from '../http/pagination.ts';
import { adminOf } from './scopes.ts';

/** Translations: thin handlers; the rules live in domain/translations.ts and translation-runs.ts. */

const reader = adminOf('read translations');

export const translationOperations = [
  scopedOperation('listTranslations', reader, (organization, { state, query, origin, clock }) => {
    const now = clock.now();
    return paginateAs(organizationTranslations(state, organization.id), query, (record) =>
      translationResponse(state, record, now, origin),
    );
  }),

  scopedOperation(
    'createTranslation',
    adminOf('create translations'),
    (organization, { state, body, origin, clock }) => {
      const now = clock.now();
      const record = createTranslation(state, organization, body, now);
      return translationResponse(state, record, now, origin);
    },
  ),

  // Registered before getTranslation: `estimate` would otherwise be read as a translation id.
  scopedOperation(
    'estimateTranslation',
    adminOf('estimate translations'),
    (organization, { state, query, clock }) =>
      estimateTranslation(state, organization.id, query.space, clock.now()),
  ),

  scopedOperation('getTranslation', reader, (organization, { state, params, origin, clock }) => {
    const record = findTranslation(state, organization.id, params.translationId);
    return translationResponse(state, record, clock.now(), origin);
  }),

  scopedOperation(
    'updateTranslation',
    adminOf('change translations'),
    (organization, { state, params, body, origin, clock }) => {
      const record = findTranslation(state, organization.id, params.translationId);
      const now = clock.now();
      updateTranslation(record, body, now);
      return translationResponse(state, record, now, origin);
    },
  ),

  scopedOperation(
    'deleteTranslation',
    adminOf('delete translations'),
    (organization, { state, params }) =>
      deleteTranslation(state, organization.id, params.translationId),
  ),

  scopedOperation(
    'runTranslation',
    adminOf('run translations'),
    (organization, { state, params, clock }) => {
      const record = findTranslation(state, organization.id, params.translationId);
      runTranslation(state, record, clock.now());
    },
  ),
];
