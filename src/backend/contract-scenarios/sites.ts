import {
  acme,
  admin,
  longId,
  type ScenarioTable,
  listScenarios,
  readScenarios,
  withBody,
  writeScenarios,
} from './scenario.ts';

// Sites (seed ids: src/backend/store/seed-sites.ts).
const docs = `${acme}/sites/site_docs`;
const help = `${acme}/sites/site_help`;
const missingSite = `${acme}/sites/site_missing`;
const buildGroup = `${docs}/section-groups/sitesg_docs_build`;
const sortBody = {
  item: { type: 'site-section', id: 'sitesec_docs_api' },
  position: { before: { type: 'site-section', id: 'sitesec_docs_guides' } },
};
const visitorSchema = {
  jsonSchema: {
    type: 'object',
    properties: { isBeta: { type: 'boolean', description: 'In the beta.' } },
    additionalProperties: false,
  },
};
const question = { input: [{ role: 'user', content: 'How do I deploy?' }] };

export const siteScenarios: ScenarioTable = {
  listOrganizationSites: {
    ...readScenarios(
      {
        path: `${acme}/sites`,
        invalid: `${acme}/sites?published=maybe`,
        missing: '/v1/orgs/org_missing/sites',
      },
      'demo-reader',
      'demo-umbrella',
    ),
    '200': { path: `${acme}/sites?published=true&title=acme`, token: 'demo-reader' },
  },
  createSite: writeScenarios(`${acme}/sites`, {
    status: '201',
    ok: { title: 'Partner Portal', spaces: ['space_handbook'] },
    invalid: { title: '' },
    body: { title: 'Nope' },
    forbidden: 'demo-editor',
    missing: { title: 'XY', spaces: ['space_missing'] },
  }),
  getSite: {
    '200': { path: help, token: 'demo-reader' },
    '400': { path: `${acme}/sites/${longId}`, token: admin },
    '401': { path: docs },
    '403': { path: docs, token: 'demo-umbrella' },
    '404': { path: missingSite, token: admin },
  },
  updateSite: writeScenarios(
    { path: docs, missing: missingSite },
    {
      ok: { proxy: 'acme.test/docs', basename: 'dev' },
      invalid: { proxy: 'not a proxy' },
      body: { title: 'Nope' },
      forbidden: 'demo-editor',
    },
  ),
  deleteSite: {
    '204': { path: help, token: admin },
    '400': { path: `${acme}/sites/${longId}`, token: admin },
    '401': { path: help },
    '403': { path: help, token: 'demo-editor' },
    '404': { path: '/v1/orgs/org_missing/sites/site_help', token: admin },
  },
  getSiteStructure: {
    '200': { path: `${docs}/structure`, token: 'demo-reader' },
    '400': { path: `${acme}/sites/${longId}/structure`, token: admin },
    '401': { path: `${docs}/structure` },
    '403': { path: `${docs}/structure`, token: 'demo-umbrella' },
    '404': { path: `${missingSite}/structure`, token: admin },
  },
  sortSiteStructure: {
    '200': withBody(`${docs}/structure/sort`, admin, sortBody),
    '400': withBody(`${docs}/structure/sort`, admin, {
      ...sortBody,
      position: { before: { type: 'site-section', id: 'sitesec_docs_ios' } },
    }),
    '401': withBody(`${docs}/structure/sort`, undefined, sortBody),
    '403': withBody(`${docs}/structure/sort`, 'demo-editor', sortBody),
    '404': withBody(`${docs}/structure/sort`, admin, {
      ...sortBody,
      item: { type: 'site-section', id: 'sitesec_missing' },
    }),
  },
  getSiteAdaptiveSchema: {
    '200': { path: '/v1/orgs/org_globex/sites/site_globex_docs/adaptive-schema', token: admin },
    '400': { path: `${acme}/sites/${longId}/adaptive-schema`, token: admin },
    '401': { path: `${docs}/adaptive-schema` },
    '403': { path: `${docs}/adaptive-schema`, token: 'demo-umbrella' },
    '404': { path: `${docs}/adaptive-schema`, token: admin },
  },
  updateSiteAdaptiveSchema: {
    '200': withBody(`${docs}/adaptive-schema`, admin, visitorSchema),
    '400': withBody(`${docs}/adaptive-schema`, admin, {
      jsonSchema: { type: 'object', properties: {} },
    }),
    '401': withBody(`${docs}/adaptive-schema`, undefined, visitorSchema),
    '403': withBody(`${docs}/adaptive-schema`, 'demo-editor', visitorSchema),
    '404': withBody(`${missingSite}/adaptive-schema`, admin, visitorSchema),
  },
  listSiteTemplateConditions: {
    '200': {
      path: '/v1/orgs/org_globex/sites/site_globex_docs/adaptive-schema/template-conditions',
      token: admin,
    },
    '400': { path: `${acme}/sites/${longId}/adaptive-schema/template-conditions`, token: admin },
    '401': { path: `${docs}/adaptive-schema/template-conditions` },
    '403': { path: `${docs}/adaptive-schema/template-conditions`, token: 'demo-umbrella' },
    '404': { path: `${missingSite}/adaptive-schema/template-conditions`, token: admin },
  },
  getPublishedContentSite: {
    '200': { path: `${help}/published?shareKey=sk_help_center_2c9e41`, token: 'demo-umbrella' },
    '400': { path: `${help}/published?shareKey=`, token: admin },
    '401': { path: `${docs}/published` },
    '404': { path: `${help}/published?shareKey=wrong`, token: admin },
  },
  publishSite: {
    '200': { path: '/v1/orgs/org_globex/sites/site_globex_docs/publish', token: admin },
    '400': { path: `${acme}/sites/${longId}/publish`, token: admin },
    '401': { path: `${docs}/publish` },
    '403': { path: `${docs}/publish`, token: 'demo-editor' },
    '404': { path: `${missingSite}/publish`, token: admin },
  },
  unpublishSite: {
    '200': { path: `${docs}/unpublish`, token: admin },
    '400': { path: `${acme}/sites/${longId}/unpublish`, token: admin },
    '401': { path: `${docs}/unpublish` },
    '403': { path: `${docs}/unpublish`, token: 'demo-editor' },
    '404': { path: `${missingSite}/unpublish`, token: admin },
  },
  searchSiteContent: {
    '200': withBody(`${docs}/search?limit=5`, 'demo-reader', { query: 'deploy' }),
    '400': withBody(`${docs}/search`, admin, { query: '' }),
    '401': withBody(`${docs}/search`, undefined, { query: 'deploy' }),
    '403': withBody(`${docs}/search`, 'demo-umbrella', { query: 'deploy' }),
    '404': withBody(`${missingSite}/search`, admin, { query: 'deploy' }),
  },
  createSiteAIResponse: {
    '200': withBody(`${docs}/ai/response`, 'demo-reader', question),
    '400': withBody(`${docs}/ai/response`, admin, { input: [] }),
    '401': withBody(`${docs}/ai/response`, undefined, question),
    '403': withBody(`${docs}/ai/response`, 'demo-umbrella', question),
    '404': withBody(`${missingSite}/ai/response`, admin, question),
  },
  listSiteSectionGroups: listScenarios(`${docs}/section-groups`, {
    ok: { path: `${docs}/section-groups`, token: 'demo-reader' },
    forbidden: 'demo-umbrella',
    missing: `${missingSite}/section-groups`,
  }),
  createSiteSectionGroup: {
    '201': withBody(`${docs}/section-groups`, admin, {
      title: 'Reference',
      icon: 'book',
      sections: ['sitesec_docs_api'],
    }),
    '400': withBody(`${docs}/section-groups`, admin, { title: '' }),
    '401': withBody(`${docs}/section-groups`, undefined, { title: 'Nope' }),
    '403': withBody(`${docs}/section-groups`, 'demo-editor', { title: 'Nope' }),
    '404': withBody(`${docs}/section-groups`, admin, { title: 'Nope', parent: 'sitesg_missing' }),
  },
  updateSiteSectionGroup: {
    '200': withBody(buildGroup, admin, { title: 'Build apps', icon: 'hammer' }),
    '400': withBody(buildGroup, admin, {}),
    '401': withBody(buildGroup, undefined, { title: 'Nope' }),
    '403': withBody(buildGroup, 'demo-editor', { title: 'Nope' }),
    '404': withBody(`${docs}/section-groups/sitesg_missing`, admin, { title: 'N' }),
  },
  deleteSiteSectionGroup: {
    '204': { path: buildGroup, token: admin },
    '400': { path: `${docs}/section-groups/${longId}`, token: admin },
    '401': { path: buildGroup },
    '403': { path: buildGroup, token: 'demo-editor' },
    '404': { path: `${missingSite}/section-groups/sitesg_docs_build`, token: admin },
  },
  addSiteSectionToGroup: {
    '201': withBody(`${buildGroup}/sections`, admin, { sectionId: 'sitesec_docs_api' }),
    '400': withBody(`${buildGroup}/sections`, admin, {}),
    '401': withBody(`${buildGroup}/sections`, undefined, { sectionId: 'sitesec_docs_api' }),
    '403': withBody(`${buildGroup}/sections`, 'demo-editor', { sectionId: 'sitesec_docs_api' }),
    '404': withBody(`${buildGroup}/sections`, admin, { sectionId: 'sitesec_missing' }),
  },
  removeSiteSectionFromGroup: {
    '204': { path: `${buildGroup}/sections/sitesec_docs_ios`, token: admin },
    '400': { path: `${buildGroup}/sections/${longId}`, token: admin },
    '401': { path: `${buildGroup}/sections/sitesec_docs_ios` },
    '403': { path: `${buildGroup}/sections/sitesec_docs_ios`, token: 'demo-editor' },
    '404': {
      path: `${docs}/section-groups/sitesg_missing/sections/sitesec_docs_ios`,
      token: admin,
    },
  },
  moveSiteSectionGroup: {
    '200': withBody(`${buildGroup}/move`, admin, {
      position: { before: { type: 'site-section', id: 'sitesec_docs_guides' } },
    }),
    '400': withBody(`${buildGroup}/move`, admin, {
      position: { before: { type: 'site-section', id: 'sitesec_docs_ios' } },
    }),
    '401': withBody(`${buildGroup}/move`, undefined, {
      position: { after: { type: 'site-section', id: 'sitesec_docs_api' } },
    }),
    '403': withBody(`${buildGroup}/move`, 'demo-editor', {
      position: { after: { type: 'site-section', id: 'sitesec_docs_api' } },
    }),
    '404': withBody(`${docs}/section-groups/sitesg_missing/move`, admin, {
      position: { after: { type: 'site-section', id: 'sitesec_docs_api' } },
    }),
  },
};
