import * as scenario from './scenario.ts';

// Site sections and site spaces (seed ids: src/backend/core/store/seed-sites.ts).
const docs = `${scenario.acme}/sites/site_docs`;
const missingSite = `${scenario.acme}/sites/site_missing`;
const guides: Required<scenario.Target> = {
  path: `${docs}/sections/sitesec_docs_guides`,
  invalid: `${docs}/sections/${scenario.longId}`,
  missing: `${docs}/sections/sitesec_missing`,
};
const handbook: Required<scenario.Target> = {
  path: `${docs}/site-spaces/sitesp_docs_handbook`,
  invalid: `${docs}/site-spaces/${scenario.longId}`,
  missing: `${docs}/site-spaces/sitesp_missing`,
};
/** The move of a site section or site space: the same one, at its `/move`. */
const moveOf = (target: Required<scenario.Target>) => ({
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
const siteSpaceMoveAcross = {
  sectionId: 'sitesec_docs_api',
  position: { after: { type: 'site-space', siteSpace: 'sitesp_docs_api' } },
};

export const siteSectionScenarios: scenario.ScenarioTable = {
  listSiteSections: scenario.listScenarios(`${docs}/sections`, {
    ok: { path: `${docs}/sections?limit=2`, token: 'demo-reader' },
    forbidden: 'demo-umbrella',
    missing: `${missingSite}/sections`,
  }),
  createSiteSection: scenario.writeScenarios(`${docs}/sections`, {
    status: '201',
    ok: newSection,
    invalid: { ...newSection, title: 'x' },
    body: newSection,
    forbidden: 'demo-editor',
    missing: { spaceId: 'space_missing' },
  }),
  updateSiteSection: scenario.writeScenarios(guides, {
    ok: { title: 'Tutorials', icon: null },
    invalid: { path: 'ios' },
    body: { title: 'Nope' },
    forbidden: 'demo-editor',
  }),
  deleteSiteSection: {
    ...scenario.readScenarios(guides, scenario.admin, 'demo-editor', '205'),
    '204': { path: guides.missing, token: scenario.admin },
    '404': { path: `${missingSite}/sections/sitesec_docs_guides`, token: scenario.admin },
  },
  moveSiteSection: scenario.writeScenarios(moveOf(guides), {
    ok: sectionMove,
    invalid: { position: { before: { type: 'site-section', siteSection: 'sitesec_docs_ios' } } },
    body: sectionMove,
    forbidden: 'demo-editor',
  }),
  listSiteSpaces: {
    '200': { path: `${docs}/site-spaces?default=true`, token: 'demo-reader' },
    '400': { path: `${docs}/site-spaces?default=maybe`, token: scenario.admin },
    '401': { path: `${docs}/site-spaces` },
    '403': { path: `${docs}/site-spaces`, token: 'demo-umbrella' },
    '404': { path: `${missingSite}/site-spaces`, token: scenario.admin },
  },
  createSiteSpace: {
    '201': scenario.withBody(`${docs}/site-spaces`, scenario.admin, {
      spaceId: 'space_security',
      sectionId: 'sitesec_docs_api',
    }),
    '400': scenario.withBody(`${docs}/site-spaces`, scenario.admin, {
      sectionId: 'sitesec_docs_api',
    }),
    '401': scenario.withBody(`${docs}/site-spaces`, undefined, { spaceId: 'space_security' }),
    '403': scenario.withBody(`${docs}/site-spaces`, 'demo-editor', { spaceId: 'space_security' }),
    '404': scenario.withBody(`${docs}/site-spaces`, scenario.admin, { spaceId: 'space_missing' }),
    '409': scenario.withBody(`${docs}/site-spaces`, scenario.admin, {
      spaceId: 'space_handbook',
      sectionId: 'sitesec_docs_guides',
    }),
  },
  updateSiteSpace: {
    ...scenario.writeScenarios(handbook, {
      ok: { path: 'manual', condition: null },
      invalid: { path: 'onboarding' },
      body: { path: 'manual' },
      forbidden: 'demo-editor',
      missing: { spaceId: 'space_missing' },
    }),
    '409': scenario.withBody(handbook.path, scenario.admin, { spaceId: 'space_onboarding' }),
  },
  deleteSiteSpace: {
    ...scenario.readScenarios(handbook, scenario.admin, 'demo-editor', '205'),
    '204': { path: handbook.missing, token: scenario.admin },
    '404': { path: `${missingSite}/site-spaces/sitesp_docs_handbook`, token: scenario.admin },
    '409': { path: `${docs}/site-spaces/sitesp_docs_ios`, token: scenario.admin },
  },
  // The 200, 400, 404 and 409 move across sections (`sectionId`, ours: decision 0020).
  moveSiteSpace: {
    ...scenario.writeScenarios(moveOf(handbook), {
      ok: siteSpaceMoveAcross,
      invalid: { sectionId: 'sitesec_docs_api', position: siteSpaceMove.position },
      body: siteSpaceMove,
      forbidden: 'demo-editor',
      missing: { sectionId: 'sitesec_missing' },
    }),
    '409': scenario.withBody(`${docs}/site-spaces/sitesp_docs_ios/move`, scenario.admin, {
      sectionId: 'sitesec_docs_api',
    }),
  },
};
