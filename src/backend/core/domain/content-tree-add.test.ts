import { describe, expect, it } from 'vitest';
import { addContent, contentChildren } from './content-tree.ts';
import { demoState } from './people-fixtures.ts';

describe('addContent', () => {
  it('adds a space to the list and among its siblings at the index given, the end by default', () => {
    const state = demoState();
    const [first, second] = state.spaces.filter(
      (space) => space.organizationId === 'org_acme' && space.deletedAt === undefined,
    );
    if (!first || !second) throw new Error('The demo seed has spaces in Acme');
    state.spaces = state.spaces.filter((space) => space !== first && space !== second);
    addContent(state, { type: 'space', record: first });
    addContent(state, { type: 'space', record: second }, 0);
    expect(state.spaces).toContain(first);
    expect(state.spaces).toContain(second);
    const siblings = (contentChildren(state, 'org_acme').get(second.parentId ?? '') ?? []).map(
      (node) => node.record,
    );
    expect(siblings.indexOf(second)).toBe(0);
    if (first.parentId === second.parentId) expect(siblings.at(-1)).toBe(first);
  });
});
