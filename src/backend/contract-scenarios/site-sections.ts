import { acme, admin, longId, type ScenarioTable, listScenarios, withBody } from './scenario.ts';

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
    '201': withBody(`${docs}/sections`, admin, newSection),
    '400': withBody(`${docs}/sections`, admin, { ...newSection, title: 'x' }),
    '401': withBody(`${docs}/sections`, undefined, newSection),
    '403': withBody(`${docs}/sections`, 'demo-editor', newSection),
    '404': withBody(`${docs}/sections`, admin, { spaceId: 'space_missing' }),
  },
  updateSiteSection: {
    '200': withBody(guides, admin, { title: 'Tutorials', icon: null }),
    '400': withBody(guides, admin, { path: 'ios' }),
    '401': withBody(guides, undefined, { title: 'Nope' }),
    '403': withBody(guides, 'demo-editor', { title: 'Nope' }),
    '404': withBody(`${docs}/sections/sitesec_missing`, admin, { title: 'Nope' }),
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
    '200': withBody(`${guides}/move`, admin, sectionMove),
    '400': withBody(`${guides}/move`, admin, {
      position: { before: { type: 'site-section', siteSection: 'sitesec_docs_ios' } },
    }),
    '401': withBody(`${guides}/move`, undefined, sectionMove),
    '403': withBody(`${guides}/move`, 'demo-editor', sectionMove),
    '404': withBody(`${docs}/sections/sitesec_missing/move`, admin, sectionMove),
  },
  listSiteSpaces: {
    '200': { path: `${docs}/site-spaces?default=true`, token: 'demo-reader' },
    '400': { path: `${docs}/site-spaces?default=maybe`, token: admin },
    '401': { path: `${docs}/site-spaces` },
    '403': { path: `${docs}/site-spaces`, token: 'demo-umbrella' },
    '404': { path: `${missingSite}/site-spaces`, token: admin },
  },
  createSiteSpace: {
    '201': withBody(`${docs}/site-spaces`, admin, {
      spaceId: 'space_security',
      sectionId: 'sitesec_docs_api',
    }),
    '400': withBody(`${docs}/site-spaces`, admin, { sectionId: 'sitesec_docs_api' }),
    '401': withBody(`${docs}/site-spaces`, undefined, { spaceId: 'space_security' }),
    '403': withBody(`${docs}/site-spaces`, 'demo-editor', { spaceId: 'space_security' }),
    '404': withBody(`${docs}/site-spaces`, admin, { spaceId: 'space_missing' }),
    '409': withBody(`${docs}/site-spaces`, admin, {
      spaceId: 'space_handbook',
      sectionId: 'sitesec_docs_guides',
    }),
  },
  updateSiteSpace: {
    '200': withBody(handbook, admin, { path: 'manual', condition: null }),
    '400': withBody(handbook, admin, { path: 'onboarding' }),
    '401': withBody(handbook, undefined, { path: 'manual' }),
    '403': withBody(handbook, 'demo-editor', { path: 'manual' }),
    '404': withBody(handbook, admin, { spaceId: 'space_missing' }),
    '409': withBody(handbook, admin, { spaceId: 'space_onboarding' }),
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
    '200': withBody(`${handbook}/move`, admin, siteSpaceMove),
    '400': withBody(`${handbook}/move`, admin, {
      position: { before: { type: 'site-space', siteSpace: 'sitesp_docs_ios' } },
    }),
    '401': withBody(`${handbook}/move`, undefined, siteSpaceMove),
    '403': withBody(`${handbook}/move`, 'demo-editor', siteSpaceMove),
    '404': withBody(`${docs}/site-spaces/sitesp_missing/move`, admin, siteSpaceMove),
  },
};
