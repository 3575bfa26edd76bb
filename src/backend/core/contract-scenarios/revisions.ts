import * as scenario from './scenario.ts';

// Reading content (seed: src/backend/core/store/seed-change-requests.ts, seed-revisions.ts). The
// Handbook's current revision is rev_handbook_6; request #8 adds, moves, edits and removes.
const handbook = '/v1/spaces/space_handbook';
const request = `${handbook}/change-requests/8`;
const revision = `${handbook}/revisions/rev_handbook_6`;
const nested = 'getting-started/architecture';
const page = 'page_handbook_architecture';
/** Not a member of Acme. */
const outsider = 'demo-umbrella';
const badFormat = 'format=pdf';

function reads(path: string, missing: string, invalid = `${path}?${badFormat}`) {
  return scenario.readScenarios({ path, invalid, missing }, 'demo-reader', outsider);
}

export const revisionScenarios: scenario.ScenarioTable = {
  getCurrentRevision: reads(
    `${handbook}/content`,
    '/v1/spaces/space_missing/content',
    `${handbook}/content?metadata=maybe`,
  ),
  listPages: reads(
    `${handbook}/content/pages`,
    '/v1/spaces/space_missing/content/pages',
    `${handbook}/content/pages?computed=maybe`,
  ),
  getPageById: reads(`${handbook}/content/page/${page}`, `${handbook}/content/page/page_missing`),
  getPageByPath: reads(
    `${handbook}/content/path/${nested}`,
    `${handbook}/content/path/no/such/page`,
  ),
  getRevisionOfChangeRequestById: reads(
    `${request}/content`,
    `${handbook}/change-requests/999/content`,
    `${request}/content?metadata=maybe`,
  ),
  listPagesInChangeRequest: reads(
    `${request}/content/pages`,
    `${handbook}/change-requests/999/content/pages`,
    `${request}/content/pages?metadata=maybe`,
  ),
  getPageInChangeRequestById: reads(
    `${request}/content/page/page_handbook_staging_environment`,
    `${request}/content/page/page_missing`,
  ),
  getPageInChangeRequestByPath: reads(
    `${request}/content/path/getting-started/code-review`,
    `${request}/content/path/code-review`,
  ),
  getRevisionById: reads(
    revision,
    `${handbook}/revisions/rev_missing`,
    `${revision}?metadata=maybe`,
  ),
  getRevisionSemanticChanges: reads(
    `${revision}/changes`,
    `${handbook}/revisions/rev_missing/changes`,
    `${revision}/changes?limit=-1`,
  ),
  listPagesInRevisionById: reads(
    `${revision}/pages`,
    `${handbook}/revisions/rev_api_1/pages`,
    `${revision}/pages?metadata=maybe`,
  ),
  getRevisionPageOutline: reads(
    `${revision}/outline`,
    `${handbook}/revisions/rev_api_1/outline`,
    `${revision}/outline?computed=maybe`,
  ),
  getPageInRevisionById: reads(`${revision}/page/${page}`, `${revision}/page/page_missing`),
  getPageDocumentInRevisionById: reads(
    `${revision}/page/${page}/document`,
    `${revision}/page/page_missing/document`,
    `${revision}/page/${page}/document?evaluated=maybe`,
  ),
  getPageInRevisionByPath: reads(`${revision}/path/${nested}`, `${revision}/path/${nested}/none`),
};
