import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import type { BackendState, CollectionRecord, SpaceRecord } from '../store/state.ts';
import { moveContent, transferContent } from './content-moves.ts';
import type { ContentNode } from './content-tree.ts';
import {
  childrenOf,
  demoState,
  treeIds,
  treeProblems,
  userWithToken,
} from './content-test-helpers.ts';

function space(state: BackendState, id: string): ContentNode & { record: SpaceRecord } {
  const record = state.spaces.find((s) => s.id === id);
  if (!record) throw new Error(`no ${id}`);
  return { type: 'space', record };
}

function collection(state: BackendState, id: string): ContentNode & { record: CollectionRecord } {
  const record = state.collections.find((c) => c.id === id);
  if (!record) throw new Error(`no ${id}`);
  return { type: 'collection', record };
}

/** The status (and message) a rule throws, or 'ok'. */
function outcome(work: () => void): string | number {
  try {
    work();
    return 'ok';
  } catch (thrown) {
    if (thrown instanceof ApiError) return thrown.status;
    throw thrown;
  }
}

function thrownMessage(work: () => void): string {
  try {
    work();
  } catch (thrown) {
    if (thrown instanceof ApiError) return thrown.message;
  }
  return '';
}

describe('moveContent within a parent', () => {
  it('reorders before and after a sibling, spaces and collections alike', () => {
    const state = demoState();
    const admin = userWithToken(state, 'demo-admin');
    moveContent(
      state,
      space(state, 'space_glossary'),
      { position: { before: { type: 'collection', collection: 'collection_customers' } } },
      admin,
    );
    expect(childrenOf(state, 'org_acme', undefined).slice(0, 3)).toEqual([
      'collection:collection_engineering',
      'space:space_glossary',
      'collection:collection_customers',
    ]);
    moveContent(
      state,
      collection(state, 'collection_engineering'),
      { position: { after: { type: 'space', space: 'space_roadmap' } } },
      admin,
    );
    expect(childrenOf(state, 'org_acme', undefined)).toEqual([
      'space:space_glossary',
      'collection:collection_customers',
      'space:space_release_notes',
      'collection:collection_company',
      'space:space_roadmap',
      'collection:collection_engineering',
      'space:space_meeting_notes',
    ]);
    expect(treeProblems(state)).toEqual([]);
  });

  it('puts it last when there is no position', () => {
    const state = demoState();
    moveContent(
      state,
      space(state, 'space_handbook'),
      { parent: 'collection_engineering' },
      userWithToken(state, 'demo-admin'),
    );
    expect(childrenOf(state, 'org_acme', 'collection_engineering').at(-1)).toBe(
      'space:space_handbook',
    );
  });

  it('answers 409 when nothing would change', () => {
    const state = demoState();
    const admin = userWithToken(state, 'demo-admin');
    const handbook = space(state, 'space_handbook');
    expect(
      outcome(() =>
        moveContent(
          state,
          handbook,
          { position: { before: { type: 'space', space: 'space_handbook_fr' } } },
          admin,
        ),
      ),
    ).toBe(409);
    expect(
      outcome(() =>
        moveContent(
          state,
          handbook,
          { position: { after: { type: 'space', space: 'space_handbook' } } },
          admin,
        ),
      ),
    ).toBe(409);
    expect(
      outcome(() => moveContent(state, space(state, 'space_glossary'), { parent: null }, admin)),
    ).toBe(409);
    expect(
      outcome(() =>
        moveContent(
          state,
          handbook,
          {
            parent: 'collection_engineering',
            position: { before: { type: 'space', space: 'space_handbook_fr' } },
          },
          admin,
        ),
      ),
    ).toBe(409);
  });
});

describe('moveContent across parents', () => {
  it('moves a space into a collection and closes the gap it leaves', () => {
    const state = demoState();
    moveContent(
      state,
      space(state, 'space_glossary'),
      {
        parent: 'collection_platform',
        position: { after: { type: 'space', space: 'space_architecture' } },
      },
      userWithToken(state, 'demo-creator'),
    );
    expect(space(state, 'space_glossary').record.parentId).toBe('collection_platform');
    expect(childrenOf(state, 'org_acme', 'collection_platform')).toEqual([
      'space:space_architecture',
      'space:space_glossary',
      'space:space_runbooks',
      'space:space_infrastructure',
    ]);
    expect(treeProblems(state)).toEqual([]);
  });

  it('moves a collection with its content out to the root', () => {
    const state = demoState();
    moveContent(
      state,
      collection(state, 'collection_platform'),
      {
        parent: null,
        position: { before: { type: 'collection', collection: 'collection_engineering' } },
      },
      userWithToken(state, 'demo-admin'),
    );
    expect(collection(state, 'collection_platform').record.parentId).toBeUndefined();
    expect(treeIds(state, 'org_acme').slice(0, 4)).toEqual([
      'collection_platform',
      'space_architecture',
      'space_runbooks',
      'space_infrastructure',
    ]);
    expect(treeProblems(state)).toEqual([]);
  });

  it('answers 400 for a position sibling that is not in the target parent', () => {
    const state = demoState();
    const admin = userWithToken(state, 'demo-admin');
    const glossary = space(state, 'space_glossary');
    const cases = [
      {
        parent: 'collection_company',
        position: { before: { type: 'space', space: 'space_handbook' } },
      },
      { position: { after: { type: 'space', space: 'space_missing' } } },
      { position: { after: { type: 'space', space: 'space_old_wiki' } } },
      {
        parent: 'collection_mobile',
        position: { before: { type: 'collection', collection: 'collection_platform' } },
      },
      {
        parent: 'collection_company',
        position: { before: { type: 'space', space: 'space_glossary' } },
      },
    ] as const;
    for (const body of cases)
      expect(outcome(() => moveContent(state, glossary, body, admin))).toBe(400);
    expect(thrownMessage(() => moveContent(state, glossary, cases[0], admin))).toBe(
      "position/before: the space 'space_handbook' is not in the target collection 'collection_company'.",
    );
  });

  it('answers 404 for a parent that is not a collection of the organization', () => {
    const state = demoState();
    const admin = userWithToken(state, 'demo-admin');
    expect(
      outcome(() =>
        moveContent(state, space(state, 'space_glossary'), { parent: 'collection_missing' }, admin),
      ),
    ).toBe(404);
    expect(
      outcome(() =>
        moveContent(
          state,
          space(state, 'space_glossary'),
          { parent: 'collection_community' },
          admin,
        ),
      ),
    ).toBe(404);
  });

  it('answers 412 for a collection into itself or a descendant, and an in-collection space to the root', () => {
    const state = demoState();
    const admin = userWithToken(state, 'demo-admin');
    const engineering = collection(state, 'collection_engineering');
    expect(
      outcome(() => moveContent(state, engineering, { parent: 'collection_engineering' }, admin)),
    ).toBe(412);
    expect(
      outcome(() => moveContent(state, engineering, { parent: 'collection_platform' }, admin)),
    ).toBe(412);
    expect(
      outcome(() =>
        moveContent(state, space(state, 'space_architecture'), { parent: null }, admin),
      ),
    ).toBe(412);
    // Into another collection is fine for an in-collection space.
    expect(
      outcome(() =>
        moveContent(
          state,
          space(state, 'space_architecture'),
          { parent: 'collection_mobile' },
          admin,
        ),
      ),
    ).toBe('ok');
  });

  it('refuses every role but admin and create (403), before looking at the body', () => {
    const state = demoState();
    for (const token of [
      'demo-reader',
      'demo-commenter',
      'demo-editor',
      'demo-reviewer',
      'demo-guest',
      'demo-umbrella',
    ])
      expect(
        outcome(() =>
          moveContent(
            state,
            space(state, 'space_glossary'),
            { parent: 'collection_missing' },
            userWithToken(state, token),
          ),
        ),
      ).toBe(403);
  });

  it('keeps the tree consistent under any sequence of moves', () => {
    const spaceIds = [
      'space_handbook',
      'space_glossary',
      'space_brand',
      'space_ios',
      'space_faq',
      'space_roadmap',
    ];
    const collectionIds = [
      'collection_engineering',
      'collection_platform',
      'collection_mobile',
      'collection_customers',
      'collection_tutorials',
      'collection_company',
    ];
    const target = fc.constantFrom<string | null>(null, ...collectionIds);
    const sibling = fc.oneof(
      fc.constantFrom(...spaceIds).map((id) => ({ type: 'space' as const, space: id })),
      fc
        .constantFrom(...collectionIds)
        .map((id) => ({ type: 'collection' as const, collection: id })),
    );
    const step = fc.record({
      item: fc.oneof(
        fc.constantFrom(...spaceIds).map((id) => ({ type: 'space' as const, id })),
        fc.constantFrom(...collectionIds).map((id) => ({ type: 'collection' as const, id })),
      ),
      parent: target,
      where: fc.constantFrom('before', 'after', 'last'),
      sibling,
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), (steps) => {
        const state = demoState();
        const admin = userWithToken(state, 'demo-admin');
        const before = treeIds(state, 'org_acme').sort();
        for (const s of steps) {
          const node =
            s.item.type === 'space' ? space(state, s.item.id) : collection(state, s.item.id);
          const position =
            s.where === 'before'
              ? { before: s.sibling }
              : s.where === 'after'
                ? { after: s.sibling }
                : undefined;
          const status = outcome(() =>
            moveContent(
              state,
              node,
              { parent: s.parent, ...(position ? { position } : {}) },
              admin,
            ),
          );
          expect([400, 404, 409, 412, 'ok']).toContain(status);
          expect(treeProblems(state)).toEqual([]);
        }
        // Nothing is lost or duplicated, whatever was refused.
        expect(treeIds(state, 'org_acme').sort()).toEqual(before);
      }),
      { numRuns: 100 },
    );
  });
});

describe('transferContent', () => {
  it('transfers a space to the root of another organization, last', () => {
    const state = demoState();
    transferContent(
      state,
      space(state, 'space_glossary'),
      { organization: 'org_globex' },
      userWithToken(state, 'demo-admin'),
    );
    const glossary = space(state, 'space_glossary').record;
    expect(glossary.organizationId).toBe('org_globex');
    expect(glossary.parentId).toBeUndefined();
    expect(childrenOf(state, 'org_globex', undefined).at(-1)).toBe('space:space_glossary');
    expect(treeIds(state, 'org_acme')).not.toContain('space_glossary');
    expect(treeProblems(state)).toEqual([]);
  });

  it('transfers a collection with everything inside, into a collection of the target', () => {
    const state = demoState();
    const admin = userWithToken(state, 'demo-admin');
    // A deleted space inside goes along, so it restores in the right organization.
    space(state, 'space_android').record.deletedAt = '2026-11-19T00:00:00.000Z';
    transferContent(
      state,
      collection(state, 'collection_engineering'),
      { organization: 'org_globex', collection: 'collection_community' },
      admin,
    );
    expect(collection(state, 'collection_engineering').record).toMatchObject({
      organizationId: 'org_globex',
      parentId: 'collection_community',
    });
    for (const id of ['collection_platform', 'collection_mobile'])
      expect(collection(state, id).record.organizationId).toBe('org_globex');
    for (const id of [
      'space_handbook',
      'space_api',
      'space_architecture',
      'space_ios',
      'space_android',
      'space_security',
      'space_legacy_api',
    ])
      expect(space(state, id).record.organizationId).toBe('org_globex');
    expect(treeIds(state, 'org_acme')[0]).toBe('collection_customers');
    expect(treeProblems(state)).toEqual([]);
  });

  it('needs admin in both organizations', () => {
    const state = demoState();
    expect(
      outcome(() =>
        transferContent(
          state,
          space(state, 'space_glossary'),
          { organization: 'org_umbrella' },
          userWithToken(state, 'demo-admin'),
        ),
      ),
    ).toBe(403);
    expect(
      outcome(() =>
        transferContent(
          state,
          space(state, 'space_glossary'),
          { organization: 'org_globex' },
          userWithToken(state, 'demo-creator'),
        ),
      ),
    ).toBe(403);
    expect(
      outcome(() =>
        transferContent(
          state,
          space(state, 'space_umbrella_notebook'),
          { organization: 'org_acme' },
          userWithToken(state, 'demo-umbrella'),
        ),
      ),
    ).toBe(403);
  });

  it('answers 404, 409 and 412 as decided', () => {
    const state = demoState();
    const admin = userWithToken(state, 'demo-admin');
    expect(
      outcome(() =>
        transferContent(
          state,
          space(state, 'space_glossary'),
          { organization: 'org_missing' },
          admin,
        ),
      ),
    ).toBe(404);
    expect(
      outcome(() =>
        transferContent(
          state,
          space(state, 'space_glossary'),
          { organization: 'org_globex', collection: 'collection_engineering' },
          admin,
        ),
      ),
    ).toBe(404);
    expect(
      outcome(() =>
        transferContent(state, space(state, 'space_glossary'), { organization: 'org_acme' }, admin),
      ),
    ).toBe(409);
    expect(
      outcome(() =>
        transferContent(
          state,
          space(state, 'space_handbook'),
          { organization: 'org_acme', collection: 'collection_engineering' },
          admin,
        ),
      ),
    ).toBe(409);
    expect(
      outcome(() =>
        transferContent(
          state,
          space(state, 'space_architecture'),
          { organization: 'org_globex' },
          admin,
        ),
      ),
    ).toBe(412);
    expect(
      outcome(() =>
        transferContent(
          state,
          collection(state, 'collection_engineering'),
          { organization: 'org_acme', collection: 'collection_mobile' },
          admin,
        ),
      ),
    ).toBe(412);
    expect(
      outcome(() =>
        transferContent(
          state,
          space(state, 'space_architecture'),
          { organization: 'org_globex', collection: 'collection_community' },
          admin,
        ),
      ),
    ).toBe('ok');
  });

  it('within one organization behaves as a move to the end of the collection', () => {
    const state = demoState();
    transferContent(
      state,
      space(state, 'space_glossary'),
      { organization: 'org_acme', collection: 'collection_company' },
      userWithToken(state, 'demo-admin'),
    );
    expect(childrenOf(state, 'org_acme', 'collection_company').at(-1)).toBe('space:space_glossary');
    expect(treeProblems(state)).toEqual([]);
  });
});
