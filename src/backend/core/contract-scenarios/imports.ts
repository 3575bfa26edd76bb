import { seedImportIds } from '../store/seed-imports.ts';
import { admin, longId, type ScenarioTable, listScenarios, withBody } from './scenario.ts';

// Imports (seed ids: src/backend/core/store/seed-imports.ts).
const imports = '/v1/org/org_acme/imports';
const website = (url = 'https://docs.example.com') => ({
  source: { type: 'website', url },
  target: { space: 'space_handbook' },
});

export const importScenarios: ScenarioTable = {
  listImportRuns: listScenarios(imports, {
    ok: { path: imports, token: 'demo-reader' },
    forbidden: 'demo-umbrella',
    missing: '/v1/org/org_missing/imports',
  }),
  startImport: {
    '201': withBody(imports, 'demo-editor', {
      ...website(),
      target: { space: 'space_handbook', changeRequest: '12' },
      enhance: false,
    }),
    '400': withBody(imports, admin, {
      ...website(),
      target: { space: 'space_handbook', changeRequest: '1' },
    }),
    '401': withBody(imports, undefined, website()),
    '403': withBody(imports, 'demo-reader', website()),
    '404': withBody(imports, admin, { ...website(), target: { space: 'space_x' } }),
  },
  getImportRun: {
    '200': { path: `${imports}/${seedImportIds.inProgress}`, token: 'demo-reader' },
    '400': { path: `${imports}/${longId}`, token: admin },
    '401': { path: `${imports}/${seedImportIds.inProgress}` },
    '403': { path: `${imports}/${seedImportIds.inProgress}`, token: 'demo-umbrella' },
    '404': { path: `${imports}/import_missing`, token: admin },
  },
  cancelImportRun: {
    '201': { path: `${imports}/${seedImportIds.inProgress}/cancel`, token: 'demo-editor' },
    '400': { path: `${imports}/${seedImportIds.completed}/cancel`, token: admin },
    '401': { path: `${imports}/${seedImportIds.inProgress}/cancel` },
    '403': { path: `${imports}/${seedImportIds.inProgress}/cancel`, token: 'demo-reader' },
    '404': { path: `${imports}/import_missing/cancel`, token: admin },
  },
};
