import { describe, expect, it } from 'vitest';
import type { TeamMembersUpdate } from '../../../api/schema.gen.ts';
import type { BackendState } from '../store/state.ts';
import { findMember, peopleIndex } from './members.ts';
import { acmeCallers, demoState, messageOf, statusOf, teamOf, userOf } from './people-fixtures.ts';
import {
  manageableTeam,
  putTeamMember,
  removeTeamMember,
  teamMembers,
  teamMembershipResponse,
  updateTeamMembers,
} from './team-members.ts';

/** The team's members as `userId:role`, in the list's order. */
function roster(state: BackendState, teamId: string): string[] {
  const team = teamOf(state, teamId);
  return teamMembers(team, peopleIndex(state, team.organizationId)).map(
    (m) => `${m.userId}:${m.role}`,
  );
}

function bulk(state: BackendState, teamId: string, body: TeamMembersUpdate): void {
  const team = teamOf(state, teamId);
  updateTeamMembers(team, body, peopleIndex(state, team.organizationId));
}

describe("who changes a team's members", () => {
  it.each([
    ['admin', 'team_engineering', 'ok'],
    ['edit', 'team_engineering', 'ok'],
    ['edit', 'team_docs_writers', 403],
    ['edit', 'team_support', 403],
    ['comment', 'team_support', 'ok'],
    ['create', 'team_engineering', 403],
    ['read', 'team_support', 403],
    ['guest', 'team_partners', 403],
    ['outsider', 'team_engineering', 403],
  ] as const)('%s on %s: %s', (caller, teamId, expected) => {
    const state = demoState();
    const user = userOf(state, acmeCallers[caller]);
    expect(statusOf(() => manageableTeam(state, 'org_acme', teamId, user))).toBe(expected);
  });
});

describe('the bulk change', () => {
  it('adds by user id or by email in any case; new members join as `member`', () => {
    const state = demoState();
    bulk(state, 'team_support', { add: ['user_sofia', 'FELIX@Acme.Test'] });
    expect(roster(state, 'team_support')).toEqual([
      'user_cora:owner',
      'user_felix:member',
      'user_jonas:member',
      'user_mateo:member',
      'user_rita:member',
      'user_sofia:member',
    ]);
  });

  it('removes by id or email; a user in both lists ends up removed', () => {
    const state = demoState();
    bulk(state, 'team_support', {
      add: ['user_sofia', 'jonas@acme.test'],
      remove: ['MATEO@acme.test', 'user_sofia', 'user_jonas'],
    });
    expect(roster(state, 'team_support')).toEqual(['user_cora:owner', 'user_rita:member']);
  });

  it('refuses an entry that matches no member, naming it, and changes nothing', () => {
    const state = demoState();
    const before = JSON.stringify(state);
    const cases: [TeamMembersUpdate, string][] = [
      [
        { add: ['user_sofia', 'nobody@acme.test'] },
        "/add/1 'nobody@acme.test' matches no member of this organization.",
      ],
      [
        { add: ['user_sofia'], remove: ['user_uma'] },
        "/remove/0 'user_uma' matches no member of this organization.",
      ],
      // Uma's email is known, but she is not a member of Acme.
      [
        { add: ['uma@umbrella.test'] },
        "/add/0 'uma@umbrella.test' matches no member of this organization.",
      ],
    ];
    for (const [body, message] of cases) {
      expect(messageOf(() => bulk(state, 'team_support', body))).toBe(message);
      expect(JSON.stringify(state)).toBe(before);
    }
  });

  it('sets roles with memberships, also for members added in the same call', () => {
    const state = demoState();
    bulk(state, 'team_support', {
      add: ['user_sofia'],
      memberships: { user_sofia: { role: 'owner' }, user_cora: { role: 'member' } },
    });
    expect(roster(state, 'team_support')).toContain('user_sofia:owner');
    expect(roster(state, 'team_support')).toContain('user_cora:member');
  });

  it('refuses a membership for someone not in the team after the change; nothing changes', () => {
    const state = demoState();
    const before = JSON.stringify(state);
    expect(
      messageOf(() =>
        bulk(state, 'team_support', {
          add: ['user_sofia'],
          remove: ['user_mateo'],
          memberships: { user_mateo: { role: 'owner' } },
        }),
      ),
    ).toBe("/memberships/user_mateo 'user_mateo' is not in the team after this change.");
    expect(
      messageOf(() => bulk(state, 'team_support', { memberships: { 'a/b~c': { role: 'owner' } } })),
    ).toBe("/memberships/a~1b~0c 'a/b~c' is not in the team after this change.");
    expect(JSON.stringify(state)).toBe(before);
  });

  it('keeps the role of someone added again, and is idempotent', () => {
    const state = demoState();
    const body: TeamMembersUpdate = {
      add: ['user_cora', 'user_sofia', 'Sofia@acme.test'],
      remove: ['user_tom'],
      memberships: { user_sofia: { role: 'owner' } },
    };
    bulk(state, 'team_support', body);
    const once = JSON.stringify(state);
    expect(roster(state, 'team_support')).toContain('user_cora:owner');
    bulk(state, 'team_support', body);
    expect(JSON.stringify(state)).toBe(once);
  });

  it('treats removing someone who is not in the team as done', () => {
    const state = demoState();
    const before = roster(state, 'team_support');
    bulk(state, 'team_support', { remove: ['user_tom'] });
    expect(roster(state, 'team_support')).toEqual(before);
  });
});

describe('one member', () => {
  it('adds as `member`, or with the given role; keeps the role when absent', () => {
    const state = demoState();
    const team = teamOf(state, 'team_support');
    putTeamMember(state, team, 'user_sofia', undefined);
    putTeamMember(state, team, 'user_tom', 'owner');
    putTeamMember(state, team, 'user_cora', undefined);
    putTeamMember(state, team, 'user_rita', 'owner');
    expect(roster(state, 'team_support')).toEqual([
      'user_cora:owner',
      'user_jonas:member',
      'user_mateo:member',
      'user_rita:owner',
      'user_sofia:member',
      'user_tom:owner',
    ]);
  });

  it('answers 404 for someone who is not a member of the organization; disabled ones may join', () => {
    const state = demoState();
    const team = teamOf(state, 'team_support');
    expect(statusOf(() => putTeamMember(state, team, 'user_uma', 'member'))).toBe(404);
    expect(findMember(state, 'org_acme', 'user_kenji').disabled).toBe(true);
    putTeamMember(state, team, 'user_kenji', undefined);
    expect(roster(state, 'team_support')).toContain('user_kenji:member');
  });

  it('removes, and treats removing someone absent as done', () => {
    const state = demoState();
    const team = teamOf(state, 'team_support');
    removeTeamMember(state, team, 'user_mateo');
    removeTeamMember(state, team, 'user_mateo');
    removeTeamMember(state, team, 'user_nobody');
    expect(roster(state, 'team_support')).toEqual([
      'user_cora:owner',
      'user_jonas:member',
      'user_rita:member',
    ]);
  });
});

describe('the team members list', () => {
  it('sorts by display name, and answers each member with their team role', () => {
    const state = demoState();
    const team = teamOf(state, 'team_engineering');
    const index = peopleIndex(state, 'org_acme');
    const items = teamMembers(team, index).map((m) => teamMembershipResponse(m, index, ''));
    expect(items.map((i) => i.organization.user.displayName)).toEqual([
      'Carl Creator',
      'Eddie Editor',
      'Lena Fischer',
      'Nadia Benali',
      'Omar Haddad',
      'Tom Okafor',
    ]);
    expect(items[1]).toMatchObject({
      organization: { id: 'user_eddie', role: 'edit', teams: 2 },
      team: { role: 'owner' },
      permissions: { view: true },
    });
  });
});

describe('a team keeps an owner', () => {
  const lastOwner =
    "Eddie Editor is the last owner of the team 'Engineering', so you cannot change their team role. Make another member an owner first.";

  it("refuses the only owner's demotion with a reason, by the single PUT and by the bulk one", () => {
    const state = demoState();
    const before = JSON.stringify(state);
    const team = teamOf(state, 'team_engineering');
    expect(messageOf(() => putTeamMember(state, team, 'user_eddie', 'member'))).toBe(lastOwner);
    expect(statusOf(() => putTeamMember(state, team, 'user_eddie', 'member'))).toBe(409);
    expect(
      messageOf(() =>
        bulk(state, 'team_engineering', { memberships: { user_eddie: { role: 'member' } } }),
      ),
    ).toBe(lastOwner);
    expect(JSON.stringify(state)).toBe(before);
  });

  it("refuses the only owner's removal, by the DELETE and by the bulk one", () => {
    const state = demoState();
    const before = JSON.stringify(state);
    const team = teamOf(state, 'team_engineering');
    const removal =
      "Eddie Editor is the last owner of the team 'Engineering', so you cannot remove them from it. Make another member an owner first.";
    expect(messageOf(() => removeTeamMember(state, team, 'user_eddie'))).toBe(removal);
    expect(messageOf(() => bulk(state, 'team_engineering', { remove: ['eddie@acme.test'] }))).toBe(
      removal,
    );
    expect(JSON.stringify(state)).toBe(before);
  });

  it('lets an owner step down once someone else owns the team, also in the same call', () => {
    const state = demoState();
    bulk(state, 'team_engineering', {
      memberships: { user_omar: { role: 'owner' }, user_eddie: { role: 'member' } },
    });
    expect(roster(state, 'team_engineering')).toContain('user_eddie:member');
    putTeamMember(state, teamOf(state, 'team_engineering'), 'user_eddie', 'owner');
    removeTeamMember(state, teamOf(state, 'team_engineering'), 'user_omar');
    expect(roster(state, 'team_engineering')).not.toContain('user_omar:owner');
  });

  it('does not count a disabled owner, who cannot manage the team', () => {
    const state = demoState();
    const team = teamOf(state, 'team_security_reviewers');
    putTeamMember(state, team, 'user_kenji', 'owner');
    expect(findMember(state, 'org_acme', 'user_kenji').disabled).toBe(true);
    expect(statusOf(() => putTeamMember(state, team, 'user_rhea', 'member'))).toBe(409);
  });

  it('leaves a team without an owner as it is: its members change freely', () => {
    const state = demoState();
    const team = teamOf(state, 'team_support');
    team.members = team.members.map((m) => ({ ...m, role: 'member' as const }));
    removeTeamMember(state, team, 'user_cora');
    putTeamMember(state, team, 'user_rita', 'member');
    expect(roster(state, 'team_support')).not.toContain('user_cora:member');
  });
});
