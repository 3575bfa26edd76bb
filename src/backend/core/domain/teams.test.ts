import { describe, expect, it } from 'vitest';
import { memberResponse, peopleIndex, findMember } from './members.ts';
import {
  acmeCallers,
  messageOf,
  organizationOf,
  statusOf,
  teamOf,
  userOf,
  demoState,
  seedNow,
} from './people-fixtures.ts';
import { deleteSpace } from './spaces.ts';
import {
  activeSpaceIds,
  canManageTeam,
  createTeam,
  deleteTeam,
  organizationTeams,
  readableTeam,
  renameTeam,
  teamResponse,
} from './teams.ts';

const now = seedNow.toISOString();

describe('who reads and manages teams', () => {
  it.each([
    ['admin', 'ok'],
    ['create', 'ok'],
    ['review', 'ok'],
    ['edit', 'ok'],
    ['comment', 'ok'],
    ['read', 'ok'],
    ['guest', 403],
    ['outsider', 403],
  ] as const)('%s reads a team: %s', (caller, expected) => {
    const state = demoState();
    const user = userOf(state, acmeCallers[caller]);
    expect(statusOf(() => readableTeam(state, 'org_acme', 'team_support', user))).toBe(expected);
  });

  it('answers 404 for an unknown team or organization, after the reader check', () => {
    const state = demoState();
    const rita = userOf(state, 'user_rita');
    expect(statusOf(() => readableTeam(state, 'org_acme', 'team_missing', rita))).toBe(404);
    expect(statusOf(() => readableTeam(state, 'org_missing', 'team_support', rita))).toBe(404);
    // A team of another organization is not found through this one.
    expect(statusOf(() => readableTeam(state, 'org_acme', 'team_globex_maintainers', rita))).toBe(
      404,
    );
    expect(
      statusOf(() => readableTeam(state, 'org_acme', 'team_missing', userOf(state, 'user_gus'))),
    ).toBe(403);
  });

  it('lets admins manage every team and owners only theirs; guests and disabled owners none', () => {
    const state = demoState();
    const engineering = teamOf(state, 'team_engineering');
    const docs = teamOf(state, 'team_docs_writers');
    const partners = teamOf(state, 'team_partners');
    expect(canManageTeam(state, engineering, 'user_ada')).toBe(true);
    expect(canManageTeam(state, engineering, 'user_eddie')).toBe(true);
    // Eddie is in Docs writers, but only as a member.
    expect(canManageTeam(state, docs, 'user_eddie')).toBe(false);
    expect(canManageTeam(state, engineering, 'user_carl')).toBe(false);
    const gusOwns = partners.members.find((m) => m.userId === 'user_gus');
    if (gusOwns) gusOwns.role = 'owner';
    expect(canManageTeam(state, partners, 'user_gus')).toBe(false);
    findMember(state, 'org_acme', 'user_eddie').disabled = true;
    expect(canManageTeam(state, engineering, 'user_eddie')).toBe(false);
  });

  it('says so in Team.permissions.admin', () => {
    const state = demoState();
    const spaces = activeSpaceIds(state, 'org_acme');
    const engineering = teamOf(state, 'team_engineering');
    const as = (id: string) => teamResponse(state, engineering, userOf(state, id), spaces);
    expect(as('user_eddie').permissions).toEqual({ admin: true, view: true });
    expect(as('user_rita').permissions).toEqual({ admin: false, view: true });
  });
});

describe('the teams list', () => {
  const titles = (state = demoState(), filters = {}) =>
    organizationTeams(state, 'org_acme', filters).map((t) => t.title);

  it('sorts by title case-insensitively, then id', () => {
    const state = demoState();
    // Equal titles can no longer be created, but a state from before that rule may hold them.
    const support = teamOf(state, 'team_support');
    state.teams.push({ ...support, id: 'team_b', title: 'support' });
    state.teams.push({ ...support, id: 'team_a', title: 'Support' });
    const sorted = organizationTeams(state, 'org_acme', {}).map((t) => t.id);
    expect(titles(state).map((t) => t.toLowerCase())).toEqual([
      'docs writers',
      'engineering',
      'partners',
      'security reviewers',
      'support',
      'support',
      'support',
    ]);
    expect(sorted.slice(4)).toEqual(['team_a', 'team_b', 'team_support']);
  });

  it('filters by a case-insensitive title substring', () => {
    expect(titles(undefined, { title: 'eR' })).toEqual([
      'Docs writers',
      'Engineering',
      'Partners',
      'Security reviewers',
    ]);
    expect(titles(undefined, { title: 'SUPP' })).toEqual(['Support']);
  });

  it('filters by owner: every team for an admin, owned ones otherwise, none for guests', () => {
    expect(titles(undefined, { owner: 'user_ada' })).toHaveLength(5);
    expect(titles(undefined, { owner: 'user_eddie' })).toEqual(['Engineering']);
    expect(titles(undefined, { owner: 'user_cora' })).toEqual(['Support']);
    expect(titles(undefined, { owner: 'user_rita' })).toEqual([]);
    expect(titles(undefined, { owner: 'user_gus' })).toEqual([]);
    expect(titles(undefined, { owner: 'user_nobody' })).toEqual([]);
  });

  it('counts members and spaces live: a deleted space stops counting', () => {
    const state = demoState();
    const answer = () =>
      teamResponse(
        state,
        teamOf(state, 'team_docs_writers'),
        userOf(state, 'user_ada'),
        activeSpaceIds(state, 'org_acme'),
      );
    // Five spaces, of which the old wiki is deleted.
    expect(answer()).toMatchObject({ members: 4, spaces: 4 });
    deleteSpace(state, 'space_handbook', userOf(state, 'user_ada'), seedNow);
    expect(answer().spaces).toBe(3);
  });
});

// Only admins create, rename and delete teams (owners manage members, nothing else): the
// handlers' check of the path's organization, tried for every role by the authorization matrix.
describe('creating, renaming and deleting', () => {
  it('creates with trimmed title and members as `member`, repeats counted once', () => {
    const state = demoState();
    const team = createTeam(
      state,
      organizationOf(state, 'org_acme'),
      { title: '  Release crew ', members: ['user_tom', 'user_kenji', 'user_tom'] },
      now,
    );
    expect(team).toMatchObject({
      organizationId: 'org_acme',
      title: 'Release crew',
      createdAt: now,
      members: [
        { userId: 'user_tom', role: 'member' },
        { userId: 'user_kenji', role: 'member' },
      ],
    });
  });

  it('refuses a member id of someone outside the organization, naming it; nothing created', () => {
    const state = demoState();
    const before = state.teams.length;
    const create = () =>
      createTeam(
        state,
        organizationOf(state, 'org_acme'),
        { title: 'Mixed', members: ['user_tom', 'user_uma'] },
        now,
      );
    expect(messageOf(create)).toBe("/members/1 'user_uma' is not a member of this organization.");
    expect(state.teams).toHaveLength(before);
  });

  it('refuses a second team of the same name, trimmed and in any case, naming the field', () => {
    const state = demoState();
    const acme = organizationOf(state, 'org_acme');
    const before = state.teams.length;
    const duplicate =
      "/title 'Engineering' is already the name of a team in this organization: choose another name.";
    expect(messageOf(() => createTeam(state, acme, { title: ' engineering  ' }, now))).toBe(
      duplicate,
    );
    expect(statusOf(() => createTeam(state, acme, { title: 'ENGINEERING' }, now))).toBe(400);
    expect(state.teams).toHaveLength(before);
    expect(messageOf(() => renameTeam(state, acme, 'team_support', { title: 'Engineering' }))).toBe(
      duplicate,
    );
    // Another organization's team of that name, and the team's own name in another case, are fine.
    expect(createTeam(state, organizationOf(state, 'org_globex'), { title: 'Engineering' }, now));
    expect(renameTeam(state, acme, 'team_engineering', { title: 'ENGINEERING' }).title).toBe(
      'ENGINEERING',
    );
  });

  it('renames and answers 404 for an unknown team', () => {
    const state = demoState();
    const acme = organizationOf(state, 'org_acme');
    expect(renameTeam(state, acme, 'team_support', { title: ' Customer care ' }).title).toBe(
      'Customer care',
    );
    expect(statusOf(() => renameTeam(state, acme, 'team_missing', { title: 'X' }))).toBe(404);
  });

  it("deletes memberships with the team, drops members' counts and the SAML default team", () => {
    const state = demoState();
    const acme = organizationOf(state, 'org_acme');
    const teamsOf = (userId: string) =>
      memberResponse(findMember(state, 'org_acme', userId), peopleIndex(state, 'org_acme'), '')
        .teams;
    expect(teamsOf('user_lena')).toBe(2);
    deleteTeam(state, acme, 'team_engineering');
    expect(state.teams.some((t) => t.id === 'team_engineering')).toBe(false);
    expect(teamsOf('user_lena')).toBe(1);
    expect(state.samlProviders.find((p) => p.id === 'saml_okta')?.defaultTeam).toBeUndefined();
  });

  it('deletes nothing for an unknown team, nor a team of another organization', () => {
    const state = demoState();
    const before = JSON.stringify(state);
    deleteTeam(state, organizationOf(state, 'org_acme'), 'team_missing');
    deleteTeam(state, organizationOf(state, 'org_acme'), 'team_globex_maintainers');
    expect(JSON.stringify(state)).toBe(before);
  });
});
