import { seedCertificate } from '../store/seed-people.ts';
import * as scenario from './scenario.ts';

/** Members, the signed-in user, teams, team members and SSO (seed: store/seed-people.ts). */
const members = `${scenario.acme}/members`;
const teams = `${scenario.acme}/teams`;
const engineering = `${teams}/team_engineering`;
const saml = `${scenario.acme}/saml`;
const okta = `${saml}/saml_okta`;
const missingOrg = '/v1/orgs/org_missing';

const kenji: scenario.Target = {
  path: `${members}/user_kenji`,
  invalid: `${members}/${scenario.longId}`,
  missing: `${members}/user_missing`,
};
const rita: scenario.Target = { ...kenji, path: `${members}/user_rita` };
const team: scenario.Target = {
  path: engineering,
  invalid: `${teams}/${scenario.longId}`,
  missing: `${teams}/team_missing`,
};
const teamMembers: scenario.Target = {
  path: `${engineering}/members`,
  invalid: `${engineering}/members?page=garbled`,
  missing: `${teams}/team_missing/members`,
};
const ritaInTeam = {
  path: `${engineering}/members/user_rita`,
  missing: `${engineering}/members/user_uma`,
};
const provider: scenario.Target = {
  path: okta,
  invalid: `${saml}/${scenario.longId}`,
  missing: `${saml}/saml_missing`,
};

export const peopleScenarios: scenario.ScenarioTable = {
  getCurrentUser: {
    '200': { path: '/v1/user', token: 'demo-guest' },
    '401': { path: '/v1/user', token: 'not-a-token' },
  },
  listOrganizationMembers: {
    ...scenario.readScenarios(
      { path: members, invalid: `${members}?role=owner`, missing: `${missingOrg}/members` },
      'demo-reader',
      'demo-guest',
    ),
    '200': {
      path: `${members}?role=edit&search=acme&sort=lastSeenAt&order=asc`,
      token: 'demo-reader',
    },
  },
  getOrganizationMember: scenario.readScenarios(kenji, 'demo-reader', 'demo-guest'),
  updateOrganizationMember: {
    ...scenario.writeScenarios(rita, {
      body: { role: 'edit' },
      ok: { role: null },
      invalid: { role: 'owner' },
      forbidden: 'demo-editor',
    }),
    '409': scenario.withBody('/v1/orgs/org_globex/members/user_ada', scenario.admin, {
      role: 'read',
    }),
  },
  removeOrganizationMember: {
    ...scenario.readScenarios(
      { ...kenji, path: `${members}/user_felix`, missing: `${missingOrg}/members/user_felix` },
      scenario.admin,
      'demo-creator',
      '205',
    ),
    '204': { path: `${members}/user_nobody`, token: scenario.admin },
    '409': { path: '/v1/orgs/org_umbrella/members/user_uma', token: 'demo-umbrella' },
  },
  listOrganizationTeams: {
    ...scenario.readScenarios(
      { path: teams, invalid: `${teams}?limit=1001`, missing: `${missingOrg}/teams` },
      'demo-editor',
      'demo-guest',
    ),
    '200': { path: `${teams}?owner=user_eddie&title=ENG`, token: 'demo-editor' },
  },
  createTeam: scenario.writeScenarios(
    { path: teams, missing: `${missingOrg}/teams` },
    {
      body: { title: 'Release crew' },
      status: '201',
      ok: { title: 'Release crew', members: ['user_tom'] },
      invalid: { title: 'Release crew', members: ['user_uma'] },
      forbidden: 'demo-editor',
    },
  ),
  getTeam: scenario.readScenarios(team, 'demo-reader', 'demo-umbrella'),
  updateTeam: scenario.writeScenarios(team, {
    body: { title: 'Nope' },
    ok: { title: 'Platform engineering' },
    invalid: { title: 'x'.repeat(65) },
    forbidden: 'demo-editor',
  }),
  deleteTeam: {
    ...scenario.readScenarios(team, scenario.admin, 'demo-editor', '204'),
    '404': { path: `${missingOrg}/teams/team_engineering`, token: scenario.admin },
  },
  listTeamMembers: {
    ...scenario.readScenarios(teamMembers, 'demo-reader', 'demo-guest'),
    '200': { path: `${engineering}/members?limit=2`, token: 'demo-reader' },
  },
  updateTeamMembers: {
    ...scenario.writeScenarios(teamMembers, {
      body: { add: ['user_rita'] },
      by: 'demo-editor',
      status: '204',
      ok: {
        add: ['SOFIA@acme.test'],
        remove: ['user_tom'],
        memberships: { user_omar: { role: 'owner' } },
      },
      invalid: { add: ['nobody@acme.test'] },
      forbidden: 'demo-editor',
    }),
    '403': scenario.withBody(`${teams}/team_support/members`, 'demo-editor', {
      add: ['user_rita'],
    }),
    // Eddie is Engineering's only owner: he cannot step down before someone else owns it.
    '409': scenario.withBody(`${engineering}/members`, 'demo-editor', {
      memberships: { user_eddie: { role: 'member' } },
    }),
  },
  updateTeamMember: {
    ...scenario.writeScenarios(ritaInTeam, {
      body: { role: 'owner' },
      by: 'demo-editor',
      status: '204',
      ok: {},
      invalid: { role: 'admin' },
      forbidden: 'demo-reader',
    }),
    '409': scenario.withBody(`${engineering}/members/user_eddie`, 'demo-editor', {
      role: 'member',
    }),
  },
  removeTeamMember: {
    ...scenario.readScenarios(
      {
        path: `${engineering}/members/user_carl`,
        invalid: `${engineering}/members/${scenario.longId}`,
        missing: `${teams}/team_missing/members/user_carl`,
      },
      'demo-editor',
      'demo-creator',
      '204',
    ),
    '409': { path: `${engineering}/members/user_eddie`, token: scenario.admin },
  },
  listSamlProviders: scenario.listScenarios(saml, {
    ok: { path: saml, token: scenario.admin },
    forbidden: 'demo-editor',
    missing: `${missingOrg}/saml`,
  }),
  createSamlProvider: scenario.writeScenarios(
    { path: saml, missing: `${missingOrg}/saml` },
    {
      body: { label: 'Nope' },
      status: '201',
      // A label alone: the pending answer still carries ssoURL, entityID and certificate, as
      // the platform requires (the contract test holds the answer to that).
      ok: { label: 'Google Workspace' },
      invalid: { label: 'Broken', certificate: 'MIIB' },
      forbidden: 'demo-reader',
    },
  ),
  getSamlProvider: scenario.readScenarios(provider, scenario.admin, 'demo-editor'),
  updateSamlProvider: {
    ...scenario.writeScenarios(provider, {
      body: { label: 'Nope' },
      ok: { certificate: seedCertificate },
      invalid: { ssoURL: 'http://acme.okta.example/sso' },
      forbidden: 'demo-editor',
    }),
    '200': scenario.withBody(`${saml}/saml_entra`, scenario.admin, {
      certificate: seedCertificate,
    }),
  },
  deleteSamlProvider: {
    ...scenario.readScenarios(provider, scenario.admin, 'demo-editor', '204'),
    '404': { path: `${missingOrg}/saml/saml_okta`, token: scenario.admin },
  },
  getSsoLoginInfo: {
    '200': { path: `${scenario.acme}/sso`, token: 'demo-umbrella' },
    '400': { path: `/v1/orgs/${scenario.longId}/sso`, token: scenario.admin },
    '401': { path: `${scenario.acme}/sso` },
    '404': { path: `${missingOrg}/sso`, token: scenario.admin },
  },
};
