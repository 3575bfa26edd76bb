import { acme, admin, longId, type ScenarioTable, listScenarios } from './scenario.ts';

// Site sections and site spaces (seed ids: src/backend/store/seed-sites.ts).
const docs = `${acme}/sites/site_docs`;
const missingSite = `${acme}/sites/site_missing`;
const guides = `${docs}/sections/sitesec_docs_guides`;
const handbook = `${docs}/site-spaces/sitesp_docs_handbook`;
const newSection = { spaceId: 'space_security', title: 'Security', icon: 'lock' };
const sectionMove = {
  position: { after: { type: 'site-section', siteSection: 'sitesec_docs_api' } },
};
const siteSpaceMove = {
  position: { after: { type: 'site-space', siteSpace: 'sitesp_docs_onboarding' } },
};

export const siteSectionScenarios: ScenarioTable = {
  listSiteSections: listScenarios(`${docs}/sections`, {
    ok: { path: `${docs}/sections?limit=2`, token: 'demo-reader' },
    forbidden: 'demo-umbrella',
    missing: `${missingSite}/sections`,
  }),
  createSiteSection: {
    '201': { path: `${docs}/sections`, token: admin, json: newSection },
    '400': { path: `${docs}/sections`, token: admin, json: { ...newSection, title: 'x' } },
    '401': { path: `${docs}/sections`, json: newSection },
    '403': { path: `${docs}/sections`, token: 'demo-editor', json: newSection },
    '404': { path: `${docs}/sections`, token: admin, json: { spaceId: 'space_missing' } },
  },
  updateSiteSection: {
    '200': { path: guides, token: admin, json: { title: 'Tutorials', icon: null } },
    '400': { path: guides, token: admin, json: { path: 'ios' } },
    '401': { path: guides, json: { title: 'Nope' } },
    '403': { path: guides, token: 'demo-editor', json: { title: 'Nope' } },
    '404': { path: `${docs}/sections/sitesec_missing`, token: admin, json: { title: 'Nope' } },
  },
  deleteSiteSection: {
    '204': { path: `${docs}/sections/sitesec_missing`, token: admin },
    '205': { path: guides, token: admin },
    '400': { path: `${docs}/sections/${longId}`, token: admin },
    '401': { path: guides },
    '403': { path: guides, token: 'demo-editor' },
    '404': { path: `${missingSite}/sections/sitesec_docs_guides`, token: admin },
  },
  moveSiteSection: {
    '200': { path: `${guides}/move`, token: admin, json: sectionMove },
    '400': {
      path: `${guides}/move`,
      token: admin,
      json: { position: { before: { type: 'site-section', siteSection: 'sitesec_docs_ios' } } },
    },
    '401': { path: `${guides}/move`, json: sectionMove },
    '403': { path: `${guides}/move`, token: 'demo-editor', json: sectionMove },
    '404': { path: `${docs}/sections/sitesec_missing/move`, token: admin, json: sectionMove },
  },
  listSiteSpaces: {
    '200': { path: `${docs}/site-spaces?default=true`, token: 'demo-reader' },
    '400': { path: `${docs}/site-spaces?default=maybe`, token: admin },
    '401': { path: `${docs}/site-spaces` },
    '403': { path: `${docs}/site-spaces`, token: 'demo-umbrella' },
    '404': { path: `${missingSite}/site-spaces`, token: admin },
  },
  createSiteSpace: {
    '201': {
      path: `${docs}/site-spaces`,
      token: admin,
      json: { spaceId: 'space_security', sectionId: 'sitesec_docs_api' },
    },
    '400': { path: `${docs}/site-spaces`, token: admin, json: { sectionId: 'sitesec_docs_api' } },
    '401': { path: `${docs}/site-spaces`, json: { spaceId: 'space_security' } },
    '403': {
      path: `${docs}/site-spaces`,
      token: 'demo-editor',
      json: { spaceId: 'space_security' },
    },
    '404': { path: `${docs}/site-spaces`, token: admin, json: { spaceId: 'space_missing' } },
    '409': {
      path: `${docs}/site-spaces`,
      token: admin,
      json: { spaceId: 'space_handbook', sectionId: 'sitesec_docs_guides' },
    },
  },
  updateSiteSpace: {
    '200': { path: handbook, token: admin, json: { path: 'manual', condition: null } },
    '400': { path: handbook, token: admin, json: { path: 'onboarding' } },
    '401': { path: handbook, json: { path: 'manual' } },
    '403': { path: handbook, token: 'demo-editor', json: { path: 'manual' } },
    '404': { path: handbook, token: admin, json: { spaceId: 'space_missing' } },
    '409': { path: handbook, token: admin, json: { spaceId: 'space_onboarding' } },
  },
  deleteSiteSpace: {
    '204': { path: `${docs}/site-spaces/sitesp_missing`, token: admin },
    '205': { path: handbook, token: admin },
    '400': { path: `${docs}/site-spaces/${longId}`, token: admin },
    '401': { path: handbook },
    '403': { path: handbook, token: 'demo-editor' },
    '404': { path: `${missingSite}/site-spaces/sitesp_docs_handbook`, token: admin },
    '409': { path: `${docs}/site-spaces/sitesp_docs_ios`, token: admin },
  },
  moveSiteSpace: {
    '200': { path: `${handbook}/move`, token: admin, json: siteSpaceMove },
    '400': {
      path: `${handbook}/move`,
      token: admin,
      json: { position: { before: { type: 'site-space', siteSpace: 'sitesp_docs_ios' } } },
    },
    '401': { path: `${handbook}/move`, json: siteSpaceMove },
    '403': { path: `${handbook}/move`, token: 'demo-editor', json: siteSpaceMove },
    '404': { path: `${docs}/site-spaces/sitesp_missing/move`, token: admin, json: siteSpaceMove },
  },
};
