import { describe, expect, it } from 'vitest';
import { normalizeCertificate } from '../../../api/certificate-rules.ts';
import { samlStatus } from '../domain/saml.ts';
import { largeMemberCount, largeTeamCount, seedCertificate } from './seed-people.ts';
import { largeOrganizationId } from './seed-tree.ts';
import { createSeedState } from './seeds.ts';
import { seedNames, type BackendState } from './state.ts';

/** The people, teams and SAML providers of the seeds (issue: people and access). */

function teamsOf(state: BackendState, organizationId: string) {
  return state.teams.filter((t) => t.organizationId === organizationId);
}

describe('people in the seeds', () => {
  it.each(seedNames)("%s: every team member is a member of the team's organization", (seed) => {
    const state = createSeedState(seed);
    const members = new Set(state.memberships.map((m) => `${m.organizationId}/${m.userId}`));
    const users = new Set(state.users.map((u) => u.id));
    for (const membership of state.memberships) expect(users.has(membership.userId)).toBe(true);
    for (const team of state.teams) {
      for (const { userId } of team.members)
        expect(members.has(`${team.organizationId}/${userId}`), `${team.id} ${userId}`).toBe(true);
      expect(new Set(team.members.map((m) => m.userId)).size).toBe(team.members.length);
    }
    const emails = state.users.map((u) => u.email.toLowerCase());
    expect(new Set(emails).size).toBe(emails.length);
  });

  it('demo: twelve more Acme members without tokens, mixed, with SSO, disabled and never seen', () => {
    const state = createSeedState('demo');
    const acme = state.memberships.filter((m) => m.organizationId === 'org_acme');
    const tokenless = acme.filter(
      (m) => state.users.find((u) => u.id === m.userId)?.token === undefined,
    );
    expect(tokenless).toHaveLength(12);
    expect(new Set(tokenless.map((m) => m.role))).toEqual(
      new Set(['admin', 'create', 'review', 'edit', 'comment', 'read', null]),
    );
    expect(tokenless.filter((m) => m.sso).length).toBeGreaterThanOrEqual(3);
    expect(acme.filter((m) => m.disabled).map((m) => m.userId)).toEqual(['user_kenji']);
    expect(acme.filter((m) => m.lastSeenAt === undefined).map((m) => m.userId)).toEqual([
      'user_felix',
    ]);
    const seen = new Set(acme.map((m) => m.lastSeenAt));
    expect(seen.size).toBe(acme.length);
  });

  it('demo: Acme teams with their owners, one in Globex, none in Umbrella', () => {
    const state = createSeedState('demo');
    const owners = (id: string) =>
      state.teams
        .find((t) => t.id === id)
        ?.members.filter((m) => m.role === 'owner')
        .map((m) => m.userId);
    expect(teamsOf(state, 'org_acme').map((t) => t.title)).toEqual([
      'Engineering',
      'Docs writers',
      'Support',
      'Security reviewers',
      'Partners',
    ]);
    expect(owners('team_engineering')).toEqual(['user_eddie']);
    expect(owners('team_support')).toEqual(['user_cora']);
    expect(
      state.teams.find((t) => t.id === 'team_partners')?.members.map((m) => m.userId),
    ).toContain('user_gus');
    expect(teamsOf(state, 'org_globex')).toHaveLength(1);
    expect(teamsOf(state, 'org_umbrella')).toEqual([]);
  });

  it('demo: Acme has one active SAML provider and one pending without a certificate', () => {
    const state = createSeedState('demo');
    const [okta, entra] = state.samlProviders;
    expect(state.samlProviders).toHaveLength(2);
    expect(okta && samlStatus(okta)).toBe('active');
    expect(okta).toMatchObject({ defaultRole: 'read', defaultTeam: 'team_engineering' });
    expect(entra && samlStatus(entra)).toBe('pending');
    expect(entra?.certificate).toBeUndefined();
    expect(normalizeCertificate(seedCertificate)).toBe(seedCertificate);
  });

  it('empty: only the demo users, and no teams or providers', () => {
    const state = createSeedState('empty');
    expect(state.users.every((u) => u.token !== undefined)).toBe(true);
    expect(state.teams).toEqual([]);
    expect(state.samlProviders).toEqual([]);
  });

  it('large: 2,000 more members and 200 teams in the large organization, built fast', () => {
    const started = performance.now();
    const state = createSeedState('large');
    const elapsed = performance.now() - started;
    const members = state.memberships.filter((m) => m.organizationId === largeOrganizationId);
    expect(members).toHaveLength(largeMemberCount + 19);
    expect(teamsOf(state, largeOrganizationId)).toHaveLength(largeTeamCount);
    const bulk = members.filter((m) => m.userId.startsWith('user_initech_'));
    expect(new Set(bulk.map((m) => m.role))).toEqual(
      new Set(['admin', 'create', 'review', 'edit', 'comment', 'read', null]),
    );
    expect(members.filter((m) => m.disabled).length).toBeGreaterThan(0);
    // The whole large seed (10,000 spaces too) stays well under a second and a half.
    expect(elapsed).toBeLessThan(1500);
  });
});
