import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { seedSiteIds } from '../store/seed-sites.ts';
import { seedTreeIds } from '../store/seed-tree.ts';
import { createSeedState } from '../store/seeds.ts';
import type { BackendState, SiteRecord } from '../store/state.ts';
import {
  createSection,
  createSiteSpace,
  deleteSection,
  deleteSiteSpace,
  findSiteSpace,
  moveSection,
  moveSiteSpace,
  sectionsInTreeOrder,
  siteSpacesInTreeOrder,
  uniquePath,
  updateSection,
  updateSiteSpace,
} from './sites-sections.ts';
import {
  defaultSectionId,
  defaultSiteSpaceId,
  levelItems,
  siteSpacesOf,
} from './sites-structure.ts';

const ids = seedSiteIds;
const s = ids.sections;
const spaces = seedTreeIds.spaces;

function seeded(siteId: string = ids.docs): { state: BackendState; site: SiteRecord } {
  const state = createSeedState('demo');
  const site = state.sites.find((candidate) => candidate.id === siteId);
  if (!site) throw new Error(`no site ${siteId}`);
  return { state, site };
}

function statusOf(work: () => unknown): number | undefined {
  try {
    work();
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
  return undefined;
}

function messageOf(work: () => unknown): string {
  try {
    work();
  } catch (error) {
    if (error instanceof ApiError) return error.message;
    throw error;
  }
  return '';
}

const spacesIn = (site: SiteRecord, sectionId: string | undefined) =>
  siteSpacesOf(site, sectionId).map((siteSpace) => siteSpace.spaceId);

describe('paths', () => {
  it('adds -2, -3... to a taken path and stays within 100 characters', () => {
    expect(uniquePath('guides', [])).toBe('guides');
    expect(uniquePath('guides', ['guides', 'guides-2'])).toBe('guides-3');
    expect(uniquePath('x'.repeat(100), ['x'.repeat(100)])).toBe(`${'x'.repeat(98)}-2`);
  });
});

describe('add a section', () => {
  it('puts it at the end of the root with the space as its first site space', () => {
    const { state, site } = seeded();
    const section = createSection(state, site, { spaceId: spaces.security, icon: 'lock' });
    expect(section).toMatchObject({
      title: 'Security & Compliance',
      path: 'security-compliance',
      icon: 'lock',
    });
    expect(levelItems(site, undefined).at(-1)?.record).toBe(section);
    expect(spacesIn(site, section.id)).toEqual([spaces.security]);
    // Not the default: the site keeps its default section.
    expect(defaultSectionId(site)).toBe(s.guides);
  });

  it('takes the given title and makes its path unique among the sections', () => {
    const { state, site } = seeded();
    const section = createSection(state, site, { spaceId: spaces.security, title: ' Guides ' });
    expect(section.title).toBe('Guides');
    expect(section.path).toBe('guides-2');
  });

  it('refuses a space that is not in the organization or is deleted (404)', () => {
    const { state, site } = seeded();
    expect(statusOf(() => createSection(state, site, { spaceId: 'space_missing' }))).toBe(404);
    expect(statusOf(() => createSection(state, site, { spaceId: spaces.globexGuide }))).toBe(404);
    expect(statusOf(() => createSection(state, site, { spaceId: spaces.oldWiki }))).toBe(404);
  });

  it('on a site without sections, first gathers its site spaces into a default section', () => {
    const { state, site } = seeded(ids.help);
    const section = createSection(state, site, { spaceId: spaces.security });
    const [first, second] = sectionsInTreeOrder(site);
    expect(second).toBe(section);
    expect(first).toMatchObject({ title: 'Help Center' });
    expect(spacesIn(site, first?.id)).toEqual([spaces.helpCenter, spaces.faq, spaces.quickstart]);
    expect(spacesIn(site, undefined)).toEqual([]);
    expect(defaultSectionId(site)).toBe(first?.id);
  });
});

describe('update a section', () => {
  it('renames it, sets its icon, path, description and condition, and null removes them', () => {
    const { state, site } = seeded();
    const guides = site.sections.find((section) => section.id === s.guides);
    if (!guides) throw new Error('no guides');
    updateSection(state, site, guides, {
      title: 'Tutorials',
      path: 'tutorials',
      icon: 'compass',
      description: 'Step by step.',
      condition: 'visitor.claims.isBeta === true',
    });
    expect(guides).toMatchObject({
      title: 'Tutorials',
      path: 'tutorials',
      icon: 'compass',
      description: 'Step by step.',
      condition: 'visitor.claims.isBeta === true',
    });
    updateSection(state, site, guides, { icon: null, condition: null, description: null });
    expect(guides.icon).toBeUndefined();
    expect(guides.condition).toBeUndefined();
    expect(guides.description).toBe('');
  });

  it('refuses a path another section has, naming the field (400)', () => {
    const { state, site } = seeded();
    const guides = site.sections.find((section) => section.id === s.guides);
    if (!guides) throw new Error('no guides');
    expect(messageOf(() => updateSection(state, site, guides, { path: 'ios' }))).toMatch(
      /^\/path 'ios' is already the path of the section 'iOS'/,
    );
    // Its own path is not a clash.
    expect(statusOf(() => updateSection(state, site, guides, { path: guides.path }))).toBe(
      undefined,
    );
  });

  it('sets the default site space of the section, and of the site for the default section', () => {
    const { state, site } = seeded();
    const guides = site.sections.find((section) => section.id === s.guides);
    const infrastructure = site.sections.find((section) => section.id === s.infrastructure);
    if (!guides || !infrastructure) throw new Error('no sections');
    updateSection(state, site, infrastructure, { defaultSiteSpace: 'sitesp_docs_runbooks' });
    expect(defaultSiteSpaceId(state, site, s.infrastructure)).toBe('sitesp_docs_runbooks');
    expect(site.defaultSiteSpaceId).toBe('sitesp_docs_handbook');
    updateSection(state, site, guides, { defaultSiteSpace: 'sitesp_docs_onboarding' });
    expect(defaultSiteSpaceId(state, site, s.guides)).toBe('sitesp_docs_onboarding');
    expect(site.defaultSiteSpaceId).toBe('sitesp_docs_onboarding');
    // A site space of another section is not this section's to choose (400, by field).
    expect(
      messageOf(() => updateSection(state, site, guides, { defaultSiteSpace: 'sitesp_docs_ios' })),
    ).toMatch(/^\/defaultSiteSpace 'sitesp_docs_ios' is not a site space of the section/);
  });
});

describe('delete a section', () => {
  it('removes its site spaces, not the spaces, and passes the default on', () => {
    const { state, site } = seeded();
    expect(deleteSection(site, s.guides)).toBe(true);
    expect(site.sections.some((section) => section.id === s.guides)).toBe(false);
    expect(site.siteSpaces.some((siteSpace) => siteSpace.sectionId === s.guides)).toBe(false);
    expect(state.spaces.some((space) => space.id === spaces.handbook)).toBe(true);
    expect(defaultSectionId(site)).toBe(s.api);
    expect(site.defaultSiteSpaceId).toBeUndefined();
    expect(levelItems(site, undefined).map((item) => item.record.index)).toEqual([0, 1, 2]);
  });

  it('forgets the own customization of its site spaces', () => {
    const { site } = seeded();
    deleteSection(site, s.api);
    expect(site.siteSpaceCustomizations['sitesp_docs_api']).toBeUndefined();
  });

  it('answers that nothing was there for an unknown section', () => {
    const { site } = seeded();
    expect(deleteSection(site, 'sitesec_missing')).toBe(false);
  });
});

describe('move a section', () => {
  it('goes next to a section of its own group, or to the end of its level', () => {
    const { site } = seeded();
    const ios = site.sections.find((section) => section.id === s.ios);
    const guides = site.sections.find((section) => section.id === s.guides);
    if (!ios || !guides) throw new Error('no sections');
    moveSection(site, ios, {
      position: { after: { type: 'site-section', siteSection: s.android } },
    });
    expect(levelItems(site, ids.groups.build).map((item) => item.record.id)).toEqual([
      s.android,
      s.ios,
    ]);
    moveSection(site, guides, undefined);
    expect(levelItems(site, undefined).at(-1)?.record).toBe(guides);
  });

  it('refuses a section of another group (400)', () => {
    const { site } = seeded();
    const ios = site.sections.find((section) => section.id === s.ios);
    if (!ios) throw new Error('no ios');
    expect(
      statusOf(() =>
        moveSection(site, ios, {
          position: { before: { type: 'site-section', siteSection: s.guides } },
        }),
      ),
    ).toBe(400);
  });
});

describe('add a site space', () => {
  it('goes to the end of the section named, or of the default section', () => {
    const { state, site } = seeded();
    const added = createSiteSpace(state, site, { spaceId: spaces.security, sectionId: s.api });
    expect(spacesIn(site, s.api)).toEqual([spaces.api, spaces.legacyApi, spaces.security]);
    expect(added.path).toBe('security-compliance');
    createSiteSpace(state, site, { spaceId: spaces.security });
    expect(spacesIn(site, s.guides).at(-1)).toBe(spaces.security);
  });

  it('goes to the root of a site without sections', () => {
    const { state, site } = seeded(ids.help);
    createSiteSpace(state, site, { spaceId: spaces.security });
    expect(spacesIn(site, undefined).at(-1)).toBe(spaces.security);
  });

  it('is once per section (409), unknown section or space 404', () => {
    const { state, site } = seeded();
    expect(
      statusOf(() => createSiteSpace(state, site, { spaceId: spaces.api, sectionId: s.api })),
    ).toBe(409);
    expect(
      statusOf(() => createSiteSpace(state, site, { spaceId: spaces.api, sectionId: 'sitesec_x' })),
    ).toBe(404);
    expect(statusOf(() => createSiteSpace(state, site, { spaceId: 'space_x' }))).toBe(404);
    // The same space may be in another section.
    expect(
      statusOf(() => createSiteSpace(state, site, { spaceId: spaces.api, sectionId: s.guides })),
    ).toBe(undefined);
  });

  it('gets a path not taken in its section', () => {
    const { state, site } = seeded();
    const android = findSiteSpace(site, 'sitesp_docs_android');
    updateSiteSpace(state, site, android, { path: 'security-compliance' });
    const added = createSiteSpace(state, site, { spaceId: spaces.security, sectionId: s.android });
    expect(added.path).toBe('security-compliance-2');
  });
});

describe('update a site space', () => {
  it('changes its path, condition and space', () => {
    const { state, site } = seeded();
    const api = findSiteSpace(site, 'sitesp_docs_api');
    updateSiteSpace(state, site, api, {
      path: 'latest',
      condition: 'visitor.claims.isBeta === true',
      spaceId: spaces.security,
    });
    expect(api).toMatchObject({
      path: 'latest',
      condition: 'visitor.claims.isBeta === true',
      spaceId: spaces.security,
    });
    updateSiteSpace(state, site, api, { condition: null });
    expect(api.condition).toBeUndefined();
  });

  it('refuses a path of its section (400 by field) and a space its section has (409)', () => {
    const { state, site } = seeded();
    const api = findSiteSpace(site, 'sitesp_docs_api');
    const runbooks = findSiteSpace(site, 'sitesp_docs_runbooks');
    expect(
      statusOf(() => updateSiteSpace(state, site, runbooks, { spaceId: spaces.infrastructure })),
    ).toBe(409);
    expect(messageOf(() => updateSiteSpace(state, site, api, { path: 'v1' }))).toMatch(
      /^\/path 'v1'/,
    );
    expect(statusOf(() => updateSiteSpace(state, site, api, { spaceId: 'space_x' }))).toBe(404);
    // A path used in another section is fine.
    expect(statusOf(() => updateSiteSpace(state, site, api, { path: 'handbook' }))).toBe(undefined);
  });
});

describe('delete a site space', () => {
  it('removes it and passes the default to the next', () => {
    const { state, site } = seeded();
    expect(deleteSiteSpace(state, site, 'sitesp_docs_handbook')).toBe(true);
    expect(spacesIn(site, s.guides)).toEqual([spaces.onboarding]);
    expect(siteSpacesOf(site, s.guides).map((siteSpace) => siteSpace.index)).toEqual([0]);
    expect(defaultSiteSpaceId(state, site, s.guides)).toBe('sitesp_docs_onboarding');
    expect(deleteSiteSpace(state, site, 'sitesp_missing')).toBe(false);
  });

  it('never leaves a section empty (409)', () => {
    const { state, site } = seeded();
    expect(messageOf(() => deleteSiteSpace(state, site, 'sitesp_docs_ios'))).toMatch(
      /last site space of the section 'iOS'.*remove the section instead/,
    );
  });

  it('may empty the root of a site without sections', () => {
    const { state, site } = seeded(ids.help);
    for (const siteSpace of [...site.siteSpaces]) deleteSiteSpace(state, site, siteSpace.id);
    expect(site.siteSpaces).toEqual([]);
  });
});

describe('move a site space', () => {
  it('goes next to a site space of its section, or to its end', () => {
    const { state, site } = seeded();
    const handbook = findSiteSpace(site, 'sitesp_docs_handbook');
    moveSiteSpace(state, site, handbook, {
      position: { after: { type: 'site-space', siteSpace: 'sitesp_docs_onboarding' } },
    });
    expect(spacesIn(site, s.guides)).toEqual([spaces.onboarding, spaces.handbook]);
    moveSiteSpace(state, site, handbook, { position: {} });
    expect(spacesIn(site, s.guides)).toEqual([spaces.onboarding, spaces.handbook]);
    const onboarding = findSiteSpace(site, 'sitesp_docs_onboarding');
    moveSiteSpace(state, site, onboarding, undefined);
    expect(spacesIn(site, s.guides)).toEqual([spaces.handbook, spaces.onboarding]);
  });

  it('never changes section by a position alone (400)', () => {
    const { state, site } = seeded();
    const handbook = findSiteSpace(site, 'sitesp_docs_handbook');
    expect(
      statusOf(() =>
        moveSiteSpace(state, site, handbook, {
          position: { before: { type: 'site-space', siteSpace: 'sitesp_docs_api' } },
        }),
      ),
    ).toBe(400);
  });
});

describe('move a site space into another section (ours, decision 0020)', () => {
  const toApi = { type: 'site-space', siteSpace: 'sitesp_docs_api' } as const;

  it('moves it in one step, keeping its id, path, condition and customization', () => {
    const { state, site } = seeded();
    const handbook = findSiteSpace(site, 'sitesp_docs_handbook');
    handbook.condition = 'visitor.claims.staff';
    site.siteSpaceCustomizations['sitesp_docs_handbook'] = structuredClone(
      site.siteSpaceCustomizations['sitesp_docs_api']!,
    );
    moveSiteSpace(state, site, handbook, { sectionId: s.api, position: { after: toApi } });
    expect(spacesIn(site, s.guides)).toEqual([spaces.onboarding]);
    expect(spacesIn(site, s.api)).toEqual([spaces.api, spaces.handbook, spaces.legacyApi]);
    expect(siteSpacesOf(site, s.api).map((siteSpace) => siteSpace.index)).toEqual([0, 1, 2]);
    expect(siteSpacesOf(site, s.guides).map((siteSpace) => siteSpace.index)).toEqual([0]);
    expect(handbook).toMatchObject({
      id: 'sitesp_docs_handbook',
      sectionId: s.api,
      path: 'handbook',
      condition: 'visitor.claims.staff',
    });
    expect(site.siteSpaceCustomizations['sitesp_docs_handbook']).toBeDefined();
  });

  it('goes to the end of the section without a position, and passes its default on', () => {
    const { state, site } = seeded();
    const handbook = findSiteSpace(site, 'sitesp_docs_handbook');
    moveSiteSpace(state, site, handbook, { sectionId: s.api });
    expect(spacesIn(site, s.api).at(-1)).toBe(spaces.handbook);
    // It was the default of Guides (and of the site): Guides' next site space takes over.
    expect(defaultSiteSpaceId(state, site, s.guides)).toBe('sitesp_docs_onboarding');
    expect(defaultSiteSpaceId(state, site, s.api)).toBe('sitesp_docs_api');
  });

  it('takes a free path when its own is taken there', () => {
    const { state, site } = seeded();
    findSiteSpace(site, 'sitesp_docs_api').path = 'handbook';
    const handbook = findSiteSpace(site, 'sitesp_docs_handbook');
    moveSiteSpace(state, site, handbook, { sectionId: s.api });
    expect(handbook.path).toBe('handbook-2');
  });

  it('stays in its section when the section named is its own', () => {
    const { state, site } = seeded();
    const handbook = findSiteSpace(site, 'sitesp_docs_handbook');
    moveSiteSpace(state, site, handbook, { sectionId: s.guides });
    expect(spacesIn(site, s.guides)).toEqual([spaces.onboarding, spaces.handbook]);
  });

  it('refuses what would break the structure, and then changes nothing', () => {
    const { state, site } = seeded();
    const before = structuredClone(site);
    const handbook = findSiteSpace(site, 'sitesp_docs_handbook');
    const ios = findSiteSpace(site, 'sitesp_docs_ios');
    const move = (siteSpace: typeof handbook, body: Parameters<typeof moveSiteSpace>[3]) =>
      statusOf(() => moveSiteSpace(state, site, siteSpace, body));
    // Unknown section; a position in the section it leaves; its space is there already.
    expect(move(handbook, { sectionId: 'sitesec_missing' })).toBe(404);
    expect(
      move(handbook, {
        sectionId: s.api,
        position: { before: { type: 'site-space', siteSpace: 'sitesp_docs_onboarding' } },
      }),
    ).toBe(400);
    findSiteSpace(site, 'sitesp_docs_legacy_api').spaceId = spaces.handbook;
    expect(messageOf(() => moveSiteSpace(state, site, handbook, { sectionId: s.api }))).toMatch(
      /already in the section 'API reference'/,
    );
    findSiteSpace(site, 'sitesp_docs_legacy_api').spaceId = spaces.legacyApi;
    // The last site space of its section: a section is never empty.
    expect(messageOf(() => moveSiteSpace(state, site, ios, { sectionId: s.api }))).toMatch(
      /last site space of the section 'iOS'/,
    );
    expect(site).toEqual(before);
  });
});

describe('lists', () => {
  it('walk the structure in order', () => {
    const { site } = seeded();
    expect(sectionsInTreeOrder(site).map((section) => section.id)).toEqual([
      s.guides,
      s.api,
      s.ios,
      s.android,
      s.architecture,
      s.infrastructure,
    ]);
    expect(
      siteSpacesInTreeOrder(site)
        .slice(0, 3)
        .map((siteSpace) => siteSpace.id),
    ).toEqual(['sitesp_docs_handbook', 'sitesp_docs_onboarding', 'sitesp_docs_api']);
  });
});
