import {
  acme,
  admin,
  longId,
  type ScenarioTable,
  type Target,
  listScenarios,
  readScenarios,
  withBody,
  writeScenarios,
} from './scenario.ts';

// Site sections and site spaces (seed ids: src/backend/store/seed-sites.ts).
const docs = `${acme}/sites/site_docs`;
const missingSite = `${acme}/sites/site_missing`;
const guides: Required<Target> = {
  path: `${docs}/sections/sitesec_docs_guides`,
  invalid: `${docs}/sections/${longId}`,
  missing: `${docs}/sections/sitesec_missing`,
};
const handbook: Required<Target> = {
  path: `${docs}/site-spaces/sitesp_docs_handbook`,
  invalid: `${docs}/site-spaces/${longId}`,
  missing: `${docs}/site-spaces/sitesp_missing`,
};
/** The move of a site section or site space: the same one, at its `/move`. */
const moveOf = (target: Required<Target>) => ({
  path: `${target.path}/move`,
  missing: `${target.missing}/move`,
});
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
  createSiteSection: writeScenarios(`${docs}/sections`, {
    status: '201',
    ok: newSection,
    invalid: { ...newSection, title: 'x' },
    body: newSection,
    forbidden: 'demo-editor',
    missing: { spaceId: 'space_missing' },
  }),
  updateSiteSection: writeScenarios(guides, {
    ok: { title: 'Tutorials', icon: null },
    invalid: { path: 'ios' },
    body: { title: 'Nope' },
    forbidden: 'demo-editor',
  }),
  deleteSiteSection: {
    ...readScenarios(guides, admin, 'demo-editor', '205'),
    '204': { path: guides.missing, token: admin },
    '404': { path: `${missingSite}/sections/sitesec_docs_guides`, token: admin },
  },
  moveSiteSection: writeScenarios(moveOf(guides), {
    ok: sectionMove,
    invalid: { position: { before: { type: 'site-section', siteSection: 'sitesec_docs_ios' } } },
    body: sectionMove,
    forbidden: 'demo-editor',
  }),
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
    ...writeScenarios(handbook, {
      ok: { path: 'manual', condition: null },
      invalid: { path: 'onboarding' },
      body: { path: 'manual' },
      forbidden: 'demo-editor',
      missing: { spaceId: 'space_missing' },
    }),
    '409': withBody(handbook.path, admin, { spaceId: 'space_onboarding' }),
  },
  deleteSiteSpace: {
    ...readScenarios(handbook, admin, 'demo-editor', '205'),
    '204': { path: handbook.missing, token: admin },
    '404': { path: `${missingSite}/site-spaces/sitesp_docs_handbook`, token: admin },
    '409': { path: `${docs}/site-spaces/sitesp_docs_ios`, token: admin },
  },
  moveSiteSpace: writeScenarios(moveOf(handbook), {
    ok: siteSpaceMove,
    invalid: { position: { before: { type: 'site-space', siteSpace: 'sitesp_docs_ios' } } },
    body: siteSpaceMove,
    forbidden: 'demo-editor',
  }),
};
