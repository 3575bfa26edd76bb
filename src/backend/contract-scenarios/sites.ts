import { acme, admin, longId, type ScenarioTable, listScenarios } from './scenario.ts';

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
    '200': { path: `${acme}/sites?published=true&title=acme`, token: 'demo-reader' },
    '400': { path: `${acme}/sites?published=maybe`, token: admin },
    '401': { path: `${acme}/sites` },
    '403': { path: `${acme}/sites`, token: 'demo-umbrella' },
    '404': { path: '/v1/orgs/org_missing/sites', token: admin },
  },
  createSite: {
    '201': {
      path: `${acme}/sites`,
      token: admin,
      json: { title: 'Partner Portal', spaces: ['space_handbook'] },
    },
    '400': { path: `${acme}/sites`, token: admin, json: { title: '' } },
    '401': { path: `${acme}/sites`, json: { title: 'Nope' } },
    '403': { path: `${acme}/sites`, token: 'demo-editor', json: { title: 'Nope' } },
    '404': {
      path: `${acme}/sites`,
      token: admin,
      json: { title: 'XY', spaces: ['space_missing'] },
    },
  },
  getSite: {
    '200': { path: help, token: 'demo-reader' },
    '400': { path: `${acme}/sites/${longId}`, token: admin },
    '401': { path: docs },
    '403': { path: docs, token: 'demo-umbrella' },
    '404': { path: missingSite, token: admin },
  },
  updateSite: {
    '200': { path: docs, token: admin, json: { proxy: 'acme.test/docs', basename: 'dev' } },
    '400': { path: docs, token: admin, json: { proxy: 'not a proxy' } },
    '401': { path: docs, json: { title: 'Nope' } },
    '403': { path: docs, token: 'demo-editor', json: { title: 'Nope' } },
    '404': { path: missingSite, token: admin, json: { title: 'Nope' } },
  },
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
    '200': { path: `${docs}/structure/sort`, token: admin, json: sortBody },
    '400': {
      path: `${docs}/structure/sort`,
      token: admin,
      json: { ...sortBody, position: { before: { type: 'site-section', id: 'sitesec_docs_ios' } } },
    },
    '401': { path: `${docs}/structure/sort`, json: sortBody },
    '403': { path: `${docs}/structure/sort`, token: 'demo-editor', json: sortBody },
    '404': {
      path: `${docs}/structure/sort`,
      token: admin,
      json: { ...sortBody, item: { type: 'site-section', id: 'sitesec_missing' } },
    },
  },
  getSiteAdaptiveSchema: {
    '200': { path: '/v1/orgs/org_globex/sites/site_globex_docs/adaptive-schema', token: admin },
    '400': { path: `${acme}/sites/${longId}/adaptive-schema`, token: admin },
    '401': { path: `${docs}/adaptive-schema` },
    '403': { path: `${docs}/adaptive-schema`, token: 'demo-umbrella' },
    '404': { path: `${docs}/adaptive-schema`, token: admin },
  },
  updateSiteAdaptiveSchema: {
    '200': { path: `${docs}/adaptive-schema`, token: admin, json: visitorSchema },
    '400': {
      path: `${docs}/adaptive-schema`,
      token: admin,
      json: { jsonSchema: { type: 'object', properties: {} } },
    },
    '401': { path: `${docs}/adaptive-schema`, json: visitorSchema },
    '403': { path: `${docs}/adaptive-schema`, token: 'demo-editor', json: visitorSchema },
    '404': { path: `${missingSite}/adaptive-schema`, token: admin, json: visitorSchema },
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
    '200': { path: `${docs}/search?limit=5`, token: 'demo-reader', json: { query: 'deploy' } },
    '400': { path: `${docs}/search`, token: admin, json: { query: '' } },
    '401': { path: `${docs}/search`, json: { query: 'deploy' } },
    '403': { path: `${docs}/search`, token: 'demo-umbrella', json: { query: 'deploy' } },
    '404': { path: `${missingSite}/search`, token: admin, json: { query: 'deploy' } },
  },
  createSiteAIResponse: {
    '200': { path: `${docs}/ai/response`, token: 'demo-reader', json: question },
    '400': { path: `${docs}/ai/response`, token: admin, json: { input: [] } },
    '401': { path: `${docs}/ai/response`, json: question },
    '403': { path: `${docs}/ai/response`, token: 'demo-umbrella', json: question },
    '404': { path: `${missingSite}/ai/response`, token: admin, json: question },
  },
  listSiteSectionGroups: listScenarios(`${docs}/section-groups`, {
    ok: { path: `${docs}/section-groups`, token: 'demo-reader' },
    forbidden: 'demo-umbrella',
    missing: `${missingSite}/section-groups`,
  }),
  createSiteSectionGroup: {
    '201': {
      path: `${docs}/section-groups`,
      token: admin,
      json: { title: 'Reference', icon: 'book', sections: ['sitesec_docs_api'] },
    },
    '400': { path: `${docs}/section-groups`, token: admin, json: { title: '' } },
    '401': { path: `${docs}/section-groups`, json: { title: 'Nope' } },
    '403': { path: `${docs}/section-groups`, token: 'demo-editor', json: { title: 'Nope' } },
    '404': {
      path: `${docs}/section-groups`,
      token: admin,
      json: { title: 'Nope', parent: 'sitesg_missing' },
    },
  },
  updateSiteSectionGroup: {
    '200': { path: buildGroup, token: admin, json: { title: 'Build apps', icon: 'hammer' } },
    '400': { path: buildGroup, token: admin, json: {} },
    '401': { path: buildGroup, json: { title: 'Nope' } },
    '403': { path: buildGroup, token: 'demo-editor', json: { title: 'Nope' } },
    '404': { path: `${docs}/section-groups/sitesg_missing`, token: admin, json: { title: 'N' } },
  },
  deleteSiteSectionGroup: {
    '204': { path: buildGroup, token: admin },
    '400': { path: `${docs}/section-groups/${longId}`, token: admin },
    '401': { path: buildGroup },
    '403': { path: buildGroup, token: 'demo-editor' },
    '404': { path: `${missingSite}/section-groups/sitesg_docs_build`, token: admin },
  },
  addSiteSectionToGroup: {
    '201': {
      path: `${buildGroup}/sections`,
      token: admin,
      json: { sectionId: 'sitesec_docs_api' },
    },
    '400': { path: `${buildGroup}/sections`, token: admin, json: {} },
    '401': { path: `${buildGroup}/sections`, json: { sectionId: 'sitesec_docs_api' } },
    '403': {
      path: `${buildGroup}/sections`,
      token: 'demo-editor',
      json: { sectionId: 'sitesec_docs_api' },
    },
    '404': { path: `${buildGroup}/sections`, token: admin, json: { sectionId: 'sitesec_missing' } },
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
    '200': {
      path: `${buildGroup}/move`,
      token: admin,
      json: { position: { before: { type: 'site-section', id: 'sitesec_docs_guides' } } },
    },
    '400': {
      path: `${buildGroup}/move`,
      token: admin,
      json: { position: { before: { type: 'site-section', id: 'sitesec_docs_ios' } } },
    },
    '401': {
      path: `${buildGroup}/move`,
      json: { position: { after: { type: 'site-section', id: 'sitesec_docs_api' } } },
    },
    '403': {
      path: `${buildGroup}/move`,
      token: 'demo-editor',
      json: { position: { after: { type: 'site-section', id: 'sitesec_docs_api' } } },
    },
    '404': {
      path: `${docs}/section-groups/sitesg_missing/move`,
      token: admin,
      json: { position: { after: { type: 'site-section', id: 'sitesec_docs_api' } } },
    },
  },
};
