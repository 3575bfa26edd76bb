import * as scenario from './scenario.ts';

// Translations (seed: src/backend/core/store/seed-translations.ts).
const translations = `${scenario.acme}/translations`;
const french = `${translations}/translation_handbook_fr`;
const missing = `${translations}/translation_missing`;
const instructions = scenario.instructionsOf('Use tu.');
const spanishHandbook = { language: 'es', source: { space: 'space_handbook' } };

export const translationScenarios: scenario.ScenarioTable = {
  listTranslations: scenario.listScenarios(translations, {
    ok: { path: translations, token: scenario.admin },
    forbidden: 'demo-editor',
    missing: '/v1/orgs/org_missing/translations',
  }),
  createTranslation: {
    '201': scenario.withBody(translations, scenario.admin, spanishHandbook),
    '400': scenario.withBody(translations, scenario.admin, {
      language: 'en',
      source: { space: 'space_handbook' },
    }),
    '401': scenario.withBody(translations, undefined, spanishHandbook),
    '403': scenario.withBody(translations, 'demo-creator', spanishHandbook),
    '404': scenario.withBody(translations, scenario.admin, {
      language: 'es',
      source: { space: 'space_old_wiki' },
    }),
    '409': scenario.withBody(translations, scenario.admin, {
      language: 'fr',
      source: { space: 'space_handbook' },
    }),
  },
  estimateTranslation: {
    '200': { path: `${translations}/estimate?space=space_handbook`, token: scenario.admin },
    '400': { path: `${translations}/estimate`, token: scenario.admin },
    '401': { path: `${translations}/estimate?space=space_handbook` },
    '403': { path: `${translations}/estimate?space=space_handbook`, token: 'demo-reader' },
    '404': { path: `${translations}/estimate?space=space_missing`, token: scenario.admin },
  },
  getTranslation: {
    '200': { path: french, token: scenario.admin },
    '400': { path: `${translations}/${scenario.longId}`, token: scenario.admin },
    '401': { path: french },
    '403': { path: french, token: 'demo-guest' },
    '404': { path: missing, token: scenario.admin },
  },
  updateTranslation: {
    '200': scenario.withBody(french, scenario.admin, instructions),
    '400': scenario.withBody(french, scenario.admin, { instructions: { object: 'document' } }),
    '401': scenario.withBody(french, undefined, instructions),
    '403': scenario.withBody(french, 'demo-editor', instructions),
    '404': scenario.withBody(missing, scenario.admin, instructions),
  },
  deleteTranslation: {
    '204': { path: french, token: scenario.admin },
    '400': { path: `${translations}/${scenario.longId}`, token: scenario.admin },
    '401': { path: french },
    '403': { path: french, token: 'demo-reader' },
    '404': {
      path: '/v1/orgs/org_missing/translations/translation_handbook_fr',
      token: scenario.admin,
    },
  },
  runTranslation: {
    '204': { path: `${french}/run`, token: scenario.admin },
    '400': { path: `${translations}/${scenario.longId}/run`, token: scenario.admin },
    '401': { path: `${french}/run` },
    '403': { path: `${french}/run`, token: 'demo-editor' },
    '404': { path: `${missing}/run`, token: scenario.admin },
    '412': {
      path: `${french}/run`,
      token: scenario.admin,
      setup: [{ method: 'DELETE', path: '/v1/spaces/space_handbook', token: scenario.admin }],
    },
  },
};
