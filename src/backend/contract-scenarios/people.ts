import { seedCertificate } from '../store/seed-people.ts';
import {
  acme,
  admin,
  longId,
  type ScenarioTable,
  type Target,
  listScenarios,
  readScenarios,
  withBody,
  writeScenarios,
} from './scenario.ts';

/** Members, the signed-in user, teams, team members and SSO (seed: store/seed-people.ts). */
const members = `${acme}/members`;
const teams = `${acme}/teams`;
const engineering = `${teams}/team_engineering`;
const saml = `${acme}/saml`;
const okta = `${saml}/saml_okta`;
const missingOrg = '/v1/orgs/org_missing';

const kenji: Target = {
  path: `${members}/user_kenji`,
  invalid: `${members}/${longId}`,
  missing: `${members}/user_missing`,
};
const rita: Target = { ...kenji, path: `${members}/user_rita` };
const team: Target = {
  path: engineering,
  invalid: `${teams}/${longId}`,
  missing: `${teams}/team_missing`,
};
const teamMembers: Target = {
  path: `${engineering}/members`,
  invalid: `${engineering}/members?page=garbled`,
  missing: `${teams}/team_missing/members`,
};
const ritaInTeam = {
  path: `${engineering}/members/user_rita`,
  missing: `${engineering}/members/user_uma`,
};
const provider: Target = {
  path: okta,
  invalid: `${saml}/${longId}`,
  missing: `${saml}/saml_missing`,
};

export const peopleScenarios: ScenarioTable = {
  getCurrentUser: {
    '200': { path: '/v1/user', token: 'demo-guest' },
    '401': { path: '/v1/user', token: 'not-a-token' },
  },
  listOrganizationMembers: {
    ...readScenarios(
      { path: members, invalid: `${members}?role=owner`, missing: `${missingOrg}/members` },
      'demo-reader',
      'demo-guest',
    ),
    '200': {
      path: `${members}?role=edit&search=acme&sort=lastSeenAt&order=asc`,
      token: 'demo-reader',
    },
  },
  getOrganizationMember: readScenarios(kenji, 'demo-reader', 'demo-guest'),
  updateOrganizationMember: {
    ...writeScenarios(rita, {
      body: { role: 'edit' },
      ok: { role: null },
      invalid: { role: 'owner' },
      forbidden: 'demo-editor',
    }),
    '409': withBody('/v1/orgs/org_globex/members/user_ada', admin, { role: 'read' }),
  },
  removeOrganizationMember: {
    ...readScenarios(
      { ...kenji, path: `${members}/user_felix`, missing: `${missingOrg}/members/user_felix` },
      admin,
      'demo-creator',
      '204',
    ),
    '409': { path: '/v1/orgs/org_umbrella/members/user_uma', token: 'demo-umbrella' },
  },
  listOrganizationTeams: {
    ...readScenarios(
      { path: teams, invalid: `${teams}?limit=1001`, missing: `${missingOrg}/teams` },
      'demo-editor',
      'demo-guest',
    ),
    '200': { path: `${teams}?owner=user_eddie&title=ENG`, token: 'demo-editor' },
  },
  createTeam: writeScenarios(
    { path: teams, missing: `${missingOrg}/teams` },
    {
      body: { title: 'Release crew' },
      status: '201',
      ok: { title: 'Release crew', members: ['user_tom'] },
      invalid: { title: 'Release crew', members: ['user_uma'] },
      forbidden: 'demo-editor',
    },
  ),
  getTeam: readScenarios(team, 'demo-reader', 'demo-umbrella'),
  updateTeam: writeScenarios(team, {
    body: { title: 'Nope' },
    ok: { title: 'Platform engineering' },
    invalid: { title: 'x'.repeat(65) },
    forbidden: 'demo-editor',
  }),
  deleteTeam: {
    ...readScenarios(team, admin, 'demo-editor', '204'),
    '404': { path: `${missingOrg}/teams/team_engineering`, token: admin },
  },
  listTeamMembers: {
    ...readScenarios(teamMembers, 'demo-reader', 'demo-guest'),
    '200': { path: `${engineering}/members?limit=2`, token: 'demo-reader' },
  },
  updateTeamMembers: {
    ...writeScenarios(teamMembers, {
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
    '403': withBody(`${teams}/team_support/members`, 'demo-editor', { add: ['user_rita'] }),
  },
  updateTeamMember: writeScenarios(ritaInTeam, {
    body: { role: 'owner' },
    by: 'demo-editor',
    status: '204',
    ok: {},
    invalid: { role: 'admin' },
    forbidden: 'demo-reader',
  }),
  removeTeamMember: readScenarios(
    {
      path: `${engineering}/members/user_carl`,
      invalid: `${engineering}/members/${longId}`,
      missing: `${teams}/team_missing/members/user_carl`,
    },
    'demo-editor',
    'demo-creator',
    '204',
  ),
  listSamlProviders: listScenarios(saml, {
    ok: { path: saml, token: admin },
    forbidden: 'demo-editor',
    missing: `${missingOrg}/saml`,
  }),
  createSamlProvider: writeScenarios(
    { path: saml, missing: `${missingOrg}/saml` },
    {
      body: { label: 'Nope' },
      status: '201',
      ok: {
        label: 'Google Workspace',
        ssoURL: 'https://accounts.google.example/o/saml2/idp?idpid=acme',
        entityID: 'https://accounts.google.example/o/saml2?idpid=acme',
        certificate: seedCertificate,
        defaultTeam: 'team_support',
        defaultRole: 'comment',
      },
      invalid: { label: 'Broken', certificate: 'MIIB' },
      forbidden: 'demo-reader',
    },
  ),
  getSamlProvider: readScenarios(provider, admin, 'demo-editor'),
  updateSamlProvider: {
    ...writeScenarios(provider, {
      body: { label: 'Nope' },
      ok: { certificate: seedCertificate },
      invalid: { ssoURL: 'http://acme.okta.example/sso' },
      forbidden: 'demo-editor',
    }),
    '200': withBody(`${saml}/saml_entra`, admin, { certificate: seedCertificate }),
  },
  deleteSamlProvider: {
    ...readScenarios(provider, admin, 'demo-editor', '204'),
    '404': { path: `${missingOrg}/saml/saml_okta`, token: admin },
  },
  getSsoLoginInfo: {
    '200': { path: `${acme}/sso`, token: 'demo-umbrella' },
    '400': { path: `/v1/orgs/${longId}/sso`, token: admin },
    '401': { path: `${acme}/sso` },
    '404': { path: `${missingOrg}/sso`, token: admin },
  },
};
