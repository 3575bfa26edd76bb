import { ApiError } from '../http/api-error.ts';
import { createSeedState } from '../store/seeds.ts';
import type { BackendState, OrganizationRecord, TeamRecord, UserRecord } from '../store/state.ts';

/** Shared by the people and access rule tests (not shipped: only *.test.ts import it). */

/** The moment the test seeds are built from, so "last seen" dates are the same every run. */
export const seedNow = new Date('2026-11-20T12:00:00.000Z');

export function demoState(): BackendState {
  return createSeedState('demo', { now: seedNow.getTime() });
}

export function organizationOf(state: BackendState, id: string): OrganizationRecord {
  const organization = state.organizations.find((o) => o.id === id);
  if (!organization) throw new Error(`No organization ${id}`);
  return organization;
}

export function userOf(state: BackendState, id: string): UserRecord {
  const user = state.users.find((u) => u.id === id);
  if (!user) throw new Error(`No user ${id}`);
  return user;
}

export function teamOf(state: BackendState, id: string): TeamRecord {
  const team = state.teams.find((t) => t.id === id);
  if (!team) throw new Error(`No team ${id}`);
  return team;
}

/** The status a rule throws, or 'ok'. */
export function statusOf(work: () => unknown): number | 'ok' {
  try {
    work();
    return 'ok';
  } catch (thrown) {
    if (thrown instanceof ApiError) return thrown.status;
    throw thrown;
  }
}

/** The message a rule throws (fails the test when it does not throw an ApiError). */
export function messageOf(work: () => unknown): string {
  try {
    work();
  } catch (thrown) {
    if (thrown instanceof ApiError) return thrown.message;
    throw thrown;
  }
  throw new Error('Expected an ApiError');
}

/** The demo tokens' users in Acme, one per role, for tables of who may do what. */
export const acmeCallers = {
  admin: 'user_ada',
  create: 'user_carl',
  review: 'user_rhea',
  edit: 'user_eddie',
  comment: 'user_cora',
  read: 'user_rita',
  guest: 'user_gus',
  outsider: 'user_uma',
} as const;
