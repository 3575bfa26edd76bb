import * as scenario from './scenario.ts';

// Sites (seed ids: src/backend/core/store/seed-sites.ts).
const docs = `${scenario.acme}/sites/site_docs`;
const help = `${scenario.acme}/sites/site_help`;
const missingSite = `${scenario.acme}/sites/site_missing`;
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

export const siteScenarios: scenario.ScenarioTable = {
  listOrganizationSites: scenario.filteredScenarios(
    {
      path: `${scenario.acme}/sites`,
      invalid: `${scenario.acme}/sites?published=maybe`,
      missing: '/v1/orgs/org_missing/sites',
    },
    'published=true&title=acme',
    'demo-reader',
    'demo-umbrella',
  ),
  createSite: scenario.writeScenarios(`${scenario.acme}/sites`, {
    status: '201',
    ok: { title: 'Partner Portal', spaces: ['space_handbook'] },
    invalid: { title: '' },
    body: { title: 'Nope' },
    forbidden: 'demo-editor',
    missing: { title: 'XY', spaces: ['space_missing'] },
  }),
  getSite: {
    '200': { path: help, token: 'demo-reader' },
    '400': { path: `${scenario.acme}/sites/${scenario.longId}`, token: scenario.admin },
    '401': { path: docs },
    '403': { path: docs, token: 'demo-umbrella' },
    '404': { path: missingSite, token: scenario.admin },
  },
  updateSite: scenario.writeScenarios(
    { path: docs, missing: missingSite },
    {
      ok: { proxy: 'acme.test/docs', basename: 'dev' },
      invalid: { proxy: 'not a proxy' },
      body: { title: 'Nope' },
      forbidden: 'demo-editor',
    },
  ),
  deleteSite: {
    '204': { path: help, token: scenario.admin },
    '400': { path: `${scenario.acme}/sites/${scenario.longId}`, token: scenario.admin },
    '401': { path: help },
    '403': { path: help, token: 'demo-editor' },
    '404': { path: '/v1/orgs/org_missing/sites/site_help', token: scenario.admin },
  },
  getSiteStructure: {
    '200': { path: `${docs}/structure`, token: 'demo-reader' },
    '400': { path: `${scenario.acme}/sites/${scenario.longId}/structure`, token: scenario.admin },
    '401': { path: `${docs}/structure` },
    '403': { path: `${docs}/structure`, token: 'demo-umbrella' },
    '404': { path: `${missingSite}/structure`, token: scenario.admin },
  },
  sortSiteStructure: {
    '200': scenario.withBody(`${docs}/structure/sort`, scenario.admin, sortBody),
    '400': scenario.withBody(`${docs}/structure/sort`, scenario.admin, {
      ...sortBody,
      position: { before: { type: 'site-section', id: 'sitesec_docs_ios' } },
    }),
    '401': scenario.withBody(`${docs}/structure/sort`, undefined, sortBody),
    '403': scenario.withBody(`${docs}/structure/sort`, 'demo-editor', sortBody),
    '404': scenario.withBody(`${docs}/structure/sort`, scenario.admin, {
      ...sortBody,
      item: { type: 'site-section', id: 'sitesec_missing' },
    }),
  },
  getSiteAdaptiveSchema: {
    '200': {
      path: '/v1/orgs/org_globex/sites/site_globex_docs/adaptive-schema',
      token: scenario.admin,
    },
    '400': {
      path: `${scenario.acme}/sites/${scenario.longId}/adaptive-schema`,
      token: scenario.admin,
    },
    '401': { path: `${docs}/adaptive-schema` },
    '403': { path: `${docs}/adaptive-schema`, token: 'demo-umbrella' },
    '404': { path: `${docs}/adaptive-schema`, token: scenario.admin },
  },
  updateSiteAdaptiveSchema: {
    '200': scenario.withBody(`${docs}/adaptive-schema`, scenario.admin, visitorSchema),
    '400': scenario.withBody(`${docs}/adaptive-schema`, scenario.admin, {
      jsonSchema: { type: 'object', properties: {} },
    }),
    '401': scenario.withBody(`${docs}/adaptive-schema`, undefined, visitorSchema),
    '403': scenario.withBody(`${docs}/adaptive-schema`, 'demo-editor', visitorSchema),
    '404': scenario.withBody(`${missingSite}/adaptive-schema`, scenario.admin, visitorSchema),
  },
  listSiteTemplateConditions: {
    '200': {
      path: '/v1/orgs/org_globex/sites/site_globex_docs/adaptive-schema/template-conditions',
      token: scenario.admin,
    },
    '400': {
      path: `${scenario.acme}/sites/${scenario.longId}/adaptive-schema/template-conditions`,
      token: scenario.admin,
    },
    '401': { path: `${docs}/adaptive-schema/template-conditions` },
    '403': { path: `${docs}/adaptive-schema/template-conditions`, token: 'demo-umbrella' },
    '404': { path: `${missingSite}/adaptive-schema/template-conditions`, token: scenario.admin },
  },
  getPublishedContentSite: {
    '200': { path: `${help}/published?shareKey=sk_help_center_2c9e41`, token: 'demo-umbrella' },
    '400': { path: `${help}/published?shareKey=`, token: scenario.admin },
    '401': { path: `${docs}/published` },
    '404': { path: `${help}/published?shareKey=wrong`, token: scenario.admin },
  },
  publishSite: {
    '200': { path: '/v1/orgs/org_globex/sites/site_globex_docs/publish', token: scenario.admin },
    '400': { path: `${scenario.acme}/sites/${scenario.longId}/publish`, token: scenario.admin },
    '401': { path: `${docs}/publish` },
    '403': { path: `${docs}/publish`, token: 'demo-editor' },
    '404': { path: `${missingSite}/publish`, token: scenario.admin },
  },
  unpublishSite: {
    '200': { path: `${docs}/unpublish`, token: scenario.admin },
    '400': { path: `${scenario.acme}/sites/${scenario.longId}/unpublish`, token: scenario.admin },
    '401': { path: `${docs}/unpublish` },
    '403': { path: `${docs}/unpublish`, token: 'demo-editor' },
    '404': { path: `${missingSite}/unpublish`, token: scenario.admin },
  },
  searchSiteContent: {
    '200': scenario.withBody(`${docs}/search?limit=5`, 'demo-reader', { query: 'deploy' }),
    '400': scenario.withBody(`${docs}/search`, scenario.admin, { query: '' }),
    '401': scenario.withBody(`${docs}/search`, undefined, { query: 'deploy' }),
    '403': scenario.withBody(`${docs}/search`, 'demo-umbrella', { query: 'deploy' }),
    '404': scenario.withBody(`${missingSite}/search`, scenario.admin, { query: 'deploy' }),
  },
  createSiteAIResponse: {
    '200': scenario.withBody(`${docs}/ai/response`, 'demo-reader', question),
    '400': scenario.withBody(`${docs}/ai/response`, scenario.admin, { input: [] }),
    '401': scenario.withBody(`${docs}/ai/response`, undefined, question),
    '403': scenario.withBody(`${docs}/ai/response`, 'demo-umbrella', question),
    '404': scenario.withBody(`${missingSite}/ai/response`, scenario.admin, question),
  },
  listSiteSectionGroups: scenario.listScenarios(`${docs}/section-groups`, {
    ok: { path: `${docs}/section-groups`, token: 'demo-reader' },
    forbidden: 'demo-umbrella',
    missing: `${missingSite}/section-groups`,
  }),
  createSiteSectionGroup: {
    '201': scenario.withBody(`${docs}/section-groups`, scenario.admin, {
      title: 'Reference',
      icon: 'book',
      sections: ['sitesec_docs_api'],
    }),
    '400': scenario.withBody(`${docs}/section-groups`, scenario.admin, { title: '' }),
    '401': scenario.withBody(`${docs}/section-groups`, undefined, { title: 'Nope' }),
    '403': scenario.withBody(`${docs}/section-groups`, 'demo-editor', { title: 'Nope' }),
    '404': scenario.withBody(`${docs}/section-groups`, scenario.admin, {
      title: 'Nope',
      parent: 'sitesg_missing',
    }),
  },
  updateSiteSectionGroup: {
    '200': scenario.withBody(buildGroup, scenario.admin, { title: 'Build apps', icon: 'hammer' }),
    '400': scenario.withBody(buildGroup, scenario.admin, {}),
    '401': scenario.withBody(buildGroup, undefined, { title: 'Nope' }),
    '403': scenario.withBody(buildGroup, 'demo-editor', { title: 'Nope' }),
    '404': scenario.withBody(`${docs}/section-groups/sitesg_missing`, scenario.admin, {
      title: 'N',
    }),
  },
  deleteSiteSectionGroup: {
    '204': { path: buildGroup, token: scenario.admin },
    '400': { path: `${docs}/section-groups/${scenario.longId}`, token: scenario.admin },
    '401': { path: buildGroup },
    '403': { path: buildGroup, token: 'demo-editor' },
    '404': { path: `${missingSite}/section-groups/sitesg_docs_build`, token: scenario.admin },
  },
  addSiteSectionToGroup: {
    '201': scenario.withBody(`${buildGroup}/sections`, scenario.admin, {
      sectionId: 'sitesec_docs_api',
    }),
    '400': scenario.withBody(`${buildGroup}/sections`, scenario.admin, {}),
    '401': scenario.withBody(`${buildGroup}/sections`, undefined, {
      sectionId: 'sitesec_docs_api',
    }),
    '403': scenario.withBody(`${buildGroup}/sections`, 'demo-editor', {
      sectionId: 'sitesec_docs_api',
    }),
    '404': scenario.withBody(`${buildGroup}/sections`, scenario.admin, {
      sectionId: 'sitesec_missing',
    }),
  },
  removeSiteSectionFromGroup: {
    '204': { path: `${buildGroup}/sections/sitesec_docs_ios`, token: scenario.admin },
    '400': { path: `${buildGroup}/sections/${scenario.longId}`, token: scenario.admin },
    '401': { path: `${buildGroup}/sections/sitesec_docs_ios` },
    '403': { path: `${buildGroup}/sections/sitesec_docs_ios`, token: 'demo-editor' },
    '404': {
      path: `${docs}/section-groups/sitesg_missing/sections/sitesec_docs_ios`,
      token: scenario.admin,
    },
  },
  moveSiteSectionGroup: {
    '200': scenario.withBody(`${buildGroup}/move`, scenario.admin, {
      position: { before: { type: 'site-section', id: 'sitesec_docs_guides' } },
    }),
    '400': scenario.withBody(`${buildGroup}/move`, scenario.admin, {
      position: { before: { type: 'site-section', id: 'sitesec_docs_ios' } },
    }),
    '401': scenario.withBody(`${buildGroup}/move`, undefined, {
      position: { after: { type: 'site-section', id: 'sitesec_docs_api' } },
    }),
    '403': scenario.withBody(`${buildGroup}/move`, 'demo-editor', {
      position: { after: { type: 'site-section', id: 'sitesec_docs_api' } },
    }),
    '404': scenario.withBody(`${docs}/section-groups/sitesg_missing/move`, scenario.admin, {
      position: { after: { type: 'site-section', id: 'sitesec_docs_api' } },
    }),
  },
};
