import {
  acme,
  admin,
  longId,
  type ScenarioTable,
  listScenarios,
  instructionsOf,
} from './scenario.ts';

// Translations (seed: src/backend/store/seed-translations.ts).
const translations = `${acme}/translations`;
const french = `${translations}/translation_handbook_fr`;
const missing = `${translations}/translation_missing`;
const instructions = instructionsOf('Use tu.');
const spanishHandbook = { language: 'es', source: { space: 'space_handbook' } };

export const translationScenarios: ScenarioTable = {
  listTranslations: listScenarios(translations, {
    ok: { path: translations, token: admin },
    forbidden: 'demo-editor',
    missing: '/v1/orgs/org_missing/translations',
  }),
  createTranslation: {
    '201': { path: translations, token: admin, json: spanishHandbook },
    '400': {
      path: translations,
      token: admin,
      json: { language: 'en', source: { space: 'space_handbook' } },
    },
    '401': { path: translations, json: spanishHandbook },
    '403': { path: translations, token: 'demo-creator', json: spanishHandbook },
    '404': {
      path: translations,
      token: admin,
      json: { language: 'es', source: { space: 'space_old_wiki' } },
    },
    '409': {
      path: translations,
      token: admin,
      json: { language: 'fr', source: { space: 'space_handbook' } },
    },
  },
  estimateTranslation: {
    '200': { path: `${translations}/estimate?space=space_handbook`, token: admin },
    '400': { path: `${translations}/estimate`, token: admin },
    '401': { path: `${translations}/estimate?space=space_handbook` },
    '403': { path: `${translations}/estimate?space=space_handbook`, token: 'demo-reader' },
    '404': { path: `${translations}/estimate?space=space_missing`, token: admin },
  },
  getTranslation: {
    '200': { path: french, token: admin },
    '400': { path: `${translations}/${longId}`, token: admin },
    '401': { path: french },
    '403': { path: french, token: 'demo-guest' },
    '404': { path: missing, token: admin },
  },
  updateTranslation: {
    '200': { path: french, token: admin, json: instructions },
    '400': { path: french, token: admin, json: { instructions: { object: 'document' } } },
    '401': { path: french, json: instructions },
    '403': { path: french, token: 'demo-editor', json: instructions },
    '404': { path: missing, token: admin, json: instructions },
  },
  deleteTranslation: {
    '204': { path: french, token: admin },
    '400': { path: `${translations}/${longId}`, token: admin },
    '401': { path: french },
    '403': { path: french, token: 'demo-reader' },
    '404': { path: '/v1/orgs/org_missing/translations/translation_handbook_fr', token: admin },
  },
  runTranslation: {
    '204': { path: `${french}/run`, token: admin },
    '400': { path: `${translations}/${longId}/run`, token: admin },
    '401': { path: `${french}/run` },
    '403': { path: `${french}/run`, token: 'demo-editor' },
    '404': { path: `${missing}/run`, token: admin },
    '412': {
      path: `${french}/run`,
      token: admin,
      setup: [{ method: 'DELETE', path: '/v1/spaces/space_handbook', token: admin }],
    },
  },
};
