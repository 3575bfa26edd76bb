import { describe, expect, it } from 'vitest';
import { membershipOf } from './access.ts';
import {
  findMember,
  memberResponse,
  organizationMembers,
  peopleIndex,
  readableMember,
  removeMember,
  requirePeopleReader,
  updateMemberRole,
  type MemberFilters,
} from './members.ts';
import { organizationsOfUser } from './organizations.ts';
import {
  acmeCallers,
  messageOf,
  organizationOf,
  statusOf,
  teamOf,
  userOf,
  demoState,
} from './people-fixtures.ts';

const origin = 'http://backend.test';

function listed(filters: MemberFilters) {
  const state = demoState();
  return organizationMembers(peopleIndex(state, 'org_acme'), filters).map((m) => m.userId);
}

describe('who sees the members', () => {
  it.each([
    ['admin', 'ok'],
    ['create', 'ok'],
    ['review', 'ok'],
    ['edit', 'ok'],
    ['comment', 'ok'],
    ['read', 'ok'],
    ['guest', 403],
    ['outsider', 403],
  ] as const)('%s: %s', (caller, expected) => {
    const state = demoState();
    const acme = organizationOf(state, 'org_acme');
    const user = userOf(state, acmeCallers[caller]);
    expect(statusOf(() => requirePeopleReader(state, acme, user, 'members'))).toBe(expected);
  });

  it('lets every member, a guest too, read their own membership but not others', () => {
    const state = demoState();
    const acme = organizationOf(state, 'org_acme');
    const gus = userOf(state, 'user_gus');
    expect(readableMember(state, acme, gus, 'user_gus').role).toBeNull();
    expect(statusOf(() => readableMember(state, acme, gus, 'user_rita'))).toBe(403);
    expect(statusOf(() => readableMember(state, acme, userOf(state, 'user_rita'), 'user_x'))).toBe(
      404,
    );
  });

  it('treats a disabled member as no member: no access, no organization listed', () => {
    const state = demoState();
    const kenji = userOf(state, 'user_kenji');
    expect(findMember(state, 'org_acme', 'user_kenji').disabled).toBe(true);
    expect(membershipOf(state, 'org_acme', 'user_kenji')).toBeUndefined();
    expect(organizationsOfUser(state, kenji)).toEqual([]);
    const acme = organizationOf(state, 'org_acme');
    expect(statusOf(() => readableMember(state, acme, kenji, 'user_kenji'))).toBe(403);
  });
});

describe('the members list', () => {
  it('lists everyone, guests and disabled members included, newest first by default', () => {
    const ids = listed({});
    expect(ids).toHaveLength(19);
    expect(ids[0]).toBe('user_felix');
    expect(ids.at(-1)).toBe('user_ada');
    expect(listed({ order: 'asc' })).toEqual([...ids].reverse());
  });

  it('filters by role, with guest for members without one', () => {
    expect(listed({ role: 'guest', order: 'asc' })).toEqual(['user_gus', 'user_amara']);
    expect(listed({ role: 'admin', order: 'asc' })).toEqual(['user_ada', 'user_hana']);
  });

  it('searches names and emails case-insensitively', () => {
    expect(listed({ search: 'PARTNER.test' }).sort()).toEqual(['user_amara', 'user_gus']);
    expect(listed({ search: 'lindq' })).toEqual(['user_sofia']);
    expect(listed({ search: 'nobody-at-all' })).toEqual([]);
  });

  it('sorts by last seen over active members, the never seen last in either order', () => {
    const ids = listed({ sort: 'lastSeenAt' });
    expect(ids).not.toContain('user_kenji');
    expect(ids).toHaveLength(18);
    expect(ids.slice(0, 3)).toEqual(['user_ada', 'user_hana', 'user_omar']);
    expect(ids.at(-1)).toBe('user_felix');
    const ascending = listed({ sort: 'lastSeenAt', order: 'asc' });
    expect(ascending.at(-1)).toBe('user_felix');
    expect(ascending.slice(0, -1)).toEqual(ids.slice(0, -1).reverse());
  });

  it('breaks ties by user id, in the direction of the order', () => {
    const state = demoState();
    for (const m of state.memberships) m.joinedAt = '2026-01-01T00:00:00.000Z';
    const index = peopleIndex(state, 'org_acme');
    const asc = organizationMembers(index, { order: 'asc' }).map((m) => m.userId);
    expect(asc).toEqual([...asc].sort());
    expect(organizationMembers(index, {}).map((m) => m.userId)).toEqual([...asc].reverse());
  });
});

describe('the Member resource', () => {
  it('counts teams and reachable spaces live, and leaves lastSeenAt out when never seen', () => {
    const state = demoState();
    const index = peopleIndex(state, 'org_acme');
    const lena = memberResponse(findMember(state, 'org_acme', 'user_lena'), index, origin);
    // Engineering and Docs writers; all 21 live spaces of Acme (the French handbook too).
    expect(lena).toMatchObject({ object: 'member', id: 'user_lena', role: 'edit', teams: 2 });
    expect(lena.spaces).toBe(21);
    expect(lena.user).toMatchObject({ id: 'user_lena', email: 'lena@acme.test' });
    const felix = memberResponse(findMember(state, 'org_acme', 'user_felix'), index, origin);
    expect(felix.lastSeenAt).toBeUndefined();
    expect(felix.teams).toBe(0);
    const kenji = memberResponse(findMember(state, 'org_acme', 'user_kenji'), index, origin);
    expect(kenji).toMatchObject({ disabled: true, spaces: 0, teams: 1 });
  });
});

// Who may change roles and remove members (admins) is the handlers' check of the path's
// organization, tried for every role by the authorization matrix.
describe('changing a role', () => {
  it('lets an admin change any role, null making a guest; {} changes nothing', () => {
    const state = demoState();
    const acme = organizationOf(state, 'org_acme');
    expect(updateMemberRole(state, acme, 'user_lena', { role: null }).role).toBeNull();
    expect(updateMemberRole(state, acme, 'user_lena', {}).role).toBeNull();
    expect(statusOf(() => updateMemberRole(state, acme, 'user_x', { role: 'read' }))).toBe(404);
  });

  it('lets an admin step down while another admin remains, then keeps the last one', () => {
    const state = demoState();
    const acme = organizationOf(state, 'org_acme');
    updateMemberRole(state, acme, 'user_hana', { role: 'edit' });
    expect(messageOf(() => updateMemberRole(state, acme, 'user_ada', { role: 'edit' }))).toBe(
      "Ada Admin is the last admin of 'Acme Docs', so you cannot change their role. Make another member an admin first.",
    );
    expect(statusOf(() => updateMemberRole(state, acme, 'user_ada', { role: 'edit' }))).toBe(409);
    // Setting the same role again is not a demotion.
    expect(updateMemberRole(state, acme, 'user_ada', { role: 'admin' }).role).toBe('admin');
    updateMemberRole(state, acme, 'user_hana', { role: 'admin' });
    expect(updateMemberRole(state, acme, 'user_ada', { role: 'read' }).role).toBe('read');
    expect(statusOf(() => updateMemberRole(state, acme, 'user_hana', { role: null }))).toBe(409);
  });

  it('does not count a disabled admin as one who keeps the organization manageable', () => {
    const state = demoState();
    const acme = organizationOf(state, 'org_acme');
    findMember(state, 'org_acme', 'user_hana').disabled = true;
    expect(statusOf(() => updateMemberRole(state, acme, 'user_ada', { role: 'edit' }))).toBe(409);
    // Demoting the disabled admin is fine: they were not keeping anything.
    expect(updateMemberRole(state, acme, 'user_hana', { role: 'read' }).role).toBe('read');
  });
});

describe('removing a member', () => {
  it('removes the membership and every team membership in that organization', () => {
    const state = demoState();
    const acme = organizationOf(state, 'org_acme');
    removeMember(state, acme, 'user_carl');
    expect(membershipOf(state, 'org_acme', 'user_carl')).toBeUndefined();
    expect(teamOf(state, 'team_engineering').members.map((m) => m.userId)).not.toContain(
      'user_carl',
    );
    // Globex keeps Carl, in its team too.
    expect(membershipOf(state, 'org_globex', 'user_carl')).toBe('create');
    expect(teamOf(state, 'team_globex_maintainers').members.map((m) => m.userId)).toContain(
      'user_carl',
    );
  });

  it('is not an error for someone who is not a member, and keeps the last admin', () => {
    const state = demoState();
    const acme = organizationOf(state, 'org_acme');
    const before = JSON.stringify(state);
    expect(statusOf(() => removeMember(state, acme, 'user_uma'))).toBe('ok');
    expect(JSON.stringify(state)).toBe(before);
    removeMember(state, acme, 'user_hana');
    expect(statusOf(() => removeMember(state, acme, 'user_ada'))).toBe(409);
    expect(membershipOf(state, 'org_acme', 'user_ada')).toBe('admin');
  });
});
