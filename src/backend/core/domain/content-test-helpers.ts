import { createSeedState } from '../store/seeds.ts';
import type { BackendState, UserRecord } from '../store/state.ts';
import { childrenByParent, treeOrder } from './content-tree.ts';

/** Shared by the content tree's unit tests (not shipped: only *.test.ts import it). */

export const seedNow = new Date('2026-11-20T12:00:00.000Z');

export function demoState(): BackendState {
  return createSeedState('demo', { now: seedNow.getTime() });
}

export function userWithToken(state: BackendState, token: string): UserRecord {
  const user = state.users.find((u) => u.token === token);
  if (!user) throw new Error(`No user with token ${token}`);
  return user;
}

/** `type:id` of the active children of a parent, in order. */
export function childrenOf(
  state: BackendState,
  organizationId: string,
  parentId: string | undefined,
): string[] {
  return (childrenByParent(state, organizationId).get(parentId ?? '') ?? []).map(
    (node) => `${node.type}:${node.record.id}`,
  );
}

/** Ids in tree order (what the lists answer). */
export function treeIds(state: BackendState, organizationId: string): string[] {
  return treeOrder(childrenByParent(state, organizationId)).map((node) => node.record.id);
}

/**
 * The tree's invariants: every parent's active children are numbered 0..n-1, every parent is
 * a collection of the same organization, and no collection is its own ancestor.
 */
export function treeProblems(state: BackendState): string[] {
  const problems: string[] = [];
  const collections = new Map(state.collections.map((c) => [c.id, c]));
  for (const organization of state.organizations) {
    for (const [parent, nodes] of childrenByParent(state, organization.id)) {
      const indexes = nodes.map((node) => node.record.index);
      if (indexes.some((index, position) => index !== position))
        problems.push(`${organization.id}/${parent || 'root'}: indexes ${indexes.join(',')}`);
      if (parent !== '' && collections.get(parent)?.organizationId !== organization.id)
        problems.push(`${organization.id}: parent ${parent} is not one of its collections`);
    }
  }
  for (const collection of state.collections) {
    const seen = new Set<string>();
    let current: string | undefined = collection.id;
    while (current !== undefined) {
      if (seen.has(current)) {
        problems.push(`cycle through ${collection.id}`);
        break;
      }
      seen.add(current);
      current = collections.get(current)?.parentId;
    }
  }
  return problems;
}
