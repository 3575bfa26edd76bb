import {
  acme,
  admin,
  longId,
  type ScenarioTable,
  listScenarios,
  instructionsOf,
  withBody,
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
    '201': withBody(translations, admin, spanishHandbook),
    '400': withBody(translations, admin, { language: 'en', source: { space: 'space_handbook' } }),
    '401': withBody(translations, undefined, spanishHandbook),
    '403': withBody(translations, 'demo-creator', spanishHandbook),
    '404': withBody(translations, admin, { language: 'es', source: { space: 'space_old_wiki' } }),
    '409': withBody(translations, admin, { language: 'fr', source: { space: 'space_handbook' } }),
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
    '200': withBody(french, admin, instructions),
    '400': withBody(french, admin, { instructions: { object: 'document' } }),
    '401': withBody(french, undefined, instructions),
    '403': withBody(french, 'demo-editor', instructions),
    '404': withBody(missing, admin, instructions),
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
