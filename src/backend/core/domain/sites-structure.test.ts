import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { seedSiteIds } from '../store/seed-sites.ts';
import { createSeedState } from '../store/seeds.ts';
import type { SiteRecord } from '../store/state.ts';
import {
  addSectionToGroup,
  createGroup,
  deleteGroup,
  findGroup,
  groupsInTreeOrder,
  levelItems,
  moveBesideOrLast,
  moveGroup,
  removeSectionFromGroup,
  sortStructure,
} from './sites-structure.ts';

const ids = seedSiteIds;

function docsSite(): SiteRecord {
  const site = createSeedState('demo').sites.find((s) => s.id === ids.docs);
  if (!site) throw new Error('no docs site');
  return site;
}

/** The ids of a level, in order. */
function level(site: SiteRecord, parentId?: string): string[] {
  return levelItems(site, parentId).map((item) => item.record.id);
}

function siteSpaces(site: SiteRecord, sectionId: string): string[] {
  return site.siteSpaces
    .filter((s) => s.sectionId === sectionId)
    .sort((a, b) => a.index - b.index)
    .map((s) => s.id);
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

const s = ids.sections;
const g = ids.groups;

describe('structure sort', () => {
  it('has groups and sections sharing one order per parent', () => {
    const site = docsSite();
    expect(level(site)).toEqual([s.guides, s.api, g.build, g.operate]);
    expect(level(site, g.build)).toEqual([s.ios, s.android]);
  });

  it('moves a section before or after a sibling section or group of the same parent', () => {
    const site = docsSite();
    sortStructure(
      site,
      { type: 'site-section', id: s.guides },
      { after: { type: 'site-section-group', id: g.build } },
    );
    expect(level(site)).toEqual([s.api, g.build, s.guides, g.operate]);
    sortStructure(
      site,
      { type: 'site-section', id: s.guides },
      { before: { type: 'site-section', id: s.api } },
    );
    expect(level(site)).toEqual([s.guides, s.api, g.build, g.operate]);
    sortStructure(
      site,
      { type: 'site-section', id: s.android },
      { before: { type: 'site-section', id: s.ios } },
    );
    expect(level(site, g.build)).toEqual([s.android, s.ios]);
  });

  it('moves a site space among the site spaces of its section', () => {
    const site = docsSite();
    sortStructure(
      site,
      { type: 'site-space', id: 'sitesp_docs_api' },
      { after: { type: 'site-space', id: 'sitesp_docs_legacy_api' } },
    );
    expect(siteSpaces(site, s.api)).toEqual(['sitesp_docs_legacy_api', 'sitesp_docs_api']);
  });

  it('refuses a position of another parent or level with 400', () => {
    const site = docsSite();
    // A section of another group.
    expect(
      statusOf(() =>
        sortStructure(
          site,
          { type: 'site-section', id: s.guides },
          { before: { type: 'site-section', id: s.ios } },
        ),
      ),
    ).toBe(400);
    // A site space of another section.
    expect(
      statusOf(() =>
        sortStructure(
          site,
          { type: 'site-space', id: 'sitesp_docs_api' },
          { before: { type: 'site-space', id: 'sitesp_docs_handbook' } },
        ),
      ),
    ).toBe(400);
    // Another level: a section next to a site space, a site space next to a section.
    expect(
      statusOf(() =>
        sortStructure(
          site,
          { type: 'site-section', id: s.api },
          { before: { type: 'site-space', id: 'sitesp_docs_api' } },
        ),
      ),
    ).toBe(400);
    expect(
      statusOf(() =>
        sortStructure(
          site,
          { type: 'site-space', id: 'sitesp_docs_api' },
          { before: { type: 'site-section', id: s.api } },
        ),
      ),
    ).toBe(400);
    // An unknown position target is an invalid position too.
    expect(
      statusOf(() =>
        sortStructure(
          site,
          { type: 'site-section', id: s.api },
          { before: { type: 'site-section', id: 'nope' } },
        ),
      ),
    ).toBe(400);
    expect(level(site)).toEqual([s.guides, s.api, g.build, g.operate]);
  });

  it('answers 404 for an unknown item', () => {
    const site = docsSite();
    for (const type of ['site-space', 'site-section', 'site-section-group'] as const)
      expect(
        statusOf(() =>
          sortStructure(
            site,
            { type, id: 'nope' },
            { before: { type: 'site-section', id: s.api } },
          ),
        ),
      ).toBe(404);
  });
});

describe('section groups', () => {
  it('moves a group with the same rules as sort', () => {
    const site = docsSite();
    moveGroup(site, findGroup(site, g.operate), {
      position: { before: { type: 'site-section', id: s.guides } },
    });
    expect(level(site)).toEqual([g.operate, s.guides, s.api, g.build]);
    expect(
      statusOf(() =>
        moveGroup(site, findGroup(site, g.operate), {
          position: { after: { type: 'site-section', id: s.ios } },
        }),
      ),
    ).toBe(400);
  });

  it('moves a group to the end of its level without a position, as the platform does', () => {
    const site = docsSite();
    moveGroup(site, findGroup(site, g.operate), {
      position: { before: { type: 'site-section', id: s.guides } },
    });
    expect(level(site)).toEqual([g.operate, s.guides, s.api, g.build]);
    moveGroup(site, findGroup(site, g.operate), undefined);
    expect(level(site)).toEqual([s.guides, s.api, g.build, g.operate]);
    moveGroup(site, findGroup(site, g.build), { position: {} });
    expect(level(site)).toEqual([s.guides, s.api, g.operate, g.build]);
  });

  it('creates a group at the end of its parent and moves the given sections into it', () => {
    const site = docsSite();
    const group = createGroup(site, {
      title: ' Reference ',
      icon: 'book',
      sections: [s.api, s.ios],
    });
    expect(group.title).toBe('Reference');
    expect(level(site)).toEqual([s.guides, g.build, g.operate, group.id]);
    expect(level(site, group.id)).toEqual([s.api, s.ios]);
    expect(level(site, g.build)).toEqual([s.android]);
    const nested = createGroup(site, { title: 'Inner', parent: group.id });
    expect(level(site, group.id)).toEqual([s.api, s.ios, nested.id]);
    expect(groupsInTreeOrder(site).map((x) => x.id)).toEqual([
      g.build,
      g.operate,
      group.id,
      nested.id,
    ]);
    expect(statusOf(() => createGroup(site, { title: 'X', parent: 'nope' }))).toBe(404);
    expect(statusOf(() => createGroup(site, { title: 'X', sections: ['nope'] }))).toBe(404);
  });

  it('adds a section to the end of a group and removes it back to the root', () => {
    const site = docsSite();
    addSectionToGroup(site, findGroup(site, g.build), s.guides);
    expect(level(site, g.build)).toEqual([s.ios, s.android, s.guides]);
    expect(level(site)).toEqual([s.api, g.build, g.operate]);
    removeSectionFromGroup(site, findGroup(site, g.build), s.guides);
    expect(level(site)).toEqual([s.api, g.build, g.operate, s.guides]);
    // Not in the group: nothing happens.
    removeSectionFromGroup(site, findGroup(site, g.build), s.api);
    expect(level(site)).toEqual([s.api, g.build, g.operate, s.guides]);
    expect(statusOf(() => addSectionToGroup(site, findGroup(site, g.build), 'nope'))).toBe(404);
  });

  it('puts the sections of a deleted group back at the root, where the group was', () => {
    const site = docsSite();
    deleteGroup(site, g.build);
    expect(level(site)).toEqual([s.guides, s.api, s.ios, s.android, g.operate]);
    expect(levelItems(site, undefined).map((item) => item.record.index)).toEqual([0, 1, 2, 3, 4]);
    // Deleting an absent group changes nothing.
    deleteGroup(site, 'nope');
    expect(level(site)).toEqual([s.guides, s.api, s.ios, s.android, g.operate]);
  });

  it('puts the sections of a deleted nested group at the end of the root', () => {
    const site = docsSite();
    const inner = createGroup(site, { title: 'Inner', parent: g.build, sections: [s.api] });
    deleteGroup(site, inner.id);
    expect(level(site)).toEqual([s.guides, g.build, g.operate, s.api]);
    expect(level(site, g.build)).toEqual([s.ios, s.android]);
  });
});

describe('moveBesideOrLast', () => {
  const ref = (id: string) => ({ type: 'site-section' as const, id });
  function moved(position: { before?: string; after?: string } | undefined) {
    const calls: unknown[] = [];
    moveBesideOrLast(
      position,
      ref,
      (beside) => calls.push(beside),
      () => calls.push('last'),
    );
    return calls;
  }

  it('places next to the neighbour before names, which wins over after', () => {
    expect(moved({ before: 'a', after: 'b' })).toEqual([{ before: ref('a') }]);
  });

  it('places after the neighbour after names', () => {
    expect(moved({ after: 'b' })).toEqual([{ after: ref('b') }]);
  });

  it('moves to the end without a position or with an empty one', () => {
    expect(moved(undefined)).toEqual(['last']);
    expect(moved({})).toEqual(['last']);
  });
});
