import { seedCertificate } from '../store/seed-people.ts';
import { acme, admin, longId, type ScenarioTable, listScenarios, withBody } from './scenario.ts';

/** Members, the signed-in user, teams, team members and SSO (seed: store/seed-people.ts). */
const members = `${acme}/members`;
const teams = `${acme}/teams`;
const engineering = `${teams}/team_engineering`;
const saml = `${acme}/saml`;
const okta = `${saml}/saml_okta`;
const missingOrg = '/v1/orgs/org_missing';

export const peopleScenarios: ScenarioTable = {
  getCurrentUser: {
    '200': { path: '/v1/user', token: 'demo-guest' },
    '401': { path: '/v1/user', token: 'not-a-token' },
  },
  listOrganizationMembers: {
    '200': {
      path: `${members}?role=edit&search=acme&sort=lastSeenAt&order=asc`,
      token: 'demo-reader',
    },
    '400': { path: `${members}?role=owner`, token: admin },
    '401': { path: members },
    '403': { path: members, token: 'demo-guest' },
    '404': { path: `${missingOrg}/members`, token: admin },
  },
  getOrganizationMember: {
    '200': { path: `${members}/user_kenji`, token: 'demo-reader' },
    '400': { path: `${members}/${longId}`, token: admin },
    '401': { path: `${members}/user_kenji` },
    '403': { path: `${members}/user_kenji`, token: 'demo-guest' },
    '404': { path: `${members}/user_missing`, token: admin },
  },
  updateOrganizationMember: {
    '200': withBody(`${members}/user_rita`, admin, { role: null }),
    '400': withBody(`${members}/user_rita`, admin, { role: 'owner' }),
    '401': withBody(`${members}/user_rita`, undefined, { role: 'edit' }),
    '403': withBody(`${members}/user_rita`, 'demo-editor', { role: 'edit' }),
    '404': withBody(`${members}/user_missing`, admin, { role: 'edit' }),
    '409': withBody('/v1/orgs/org_globex/members/user_ada', admin, { role: 'read' }),
  },
  removeOrganizationMember: {
    '204': { path: `${members}/user_felix`, token: admin },
    '400': { path: `${members}/${longId}`, token: admin },
    '401': { path: `${members}/user_felix` },
    '403': { path: `${members}/user_felix`, token: 'demo-creator' },
    '404': { path: `${missingOrg}/members/user_felix`, token: admin },
    '409': { path: '/v1/orgs/org_umbrella/members/user_uma', token: 'demo-umbrella' },
  },
  listOrganizationTeams: {
    '200': { path: `${teams}?owner=user_eddie&title=ENG`, token: 'demo-editor' },
    '400': { path: `${teams}?limit=1001`, token: admin },
    '401': { path: teams },
    '403': { path: teams, token: 'demo-guest' },
    '404': { path: `${missingOrg}/teams`, token: admin },
  },
  createTeam: {
    '201': withBody(teams, admin, { title: 'Release crew', members: ['user_tom'] }),
    '400': withBody(teams, admin, { title: 'Release crew', members: ['user_uma'] }),
    '401': withBody(teams, undefined, { title: 'Release crew' }),
    '403': withBody(teams, 'demo-editor', { title: 'Release crew' }),
    '404': withBody(`${missingOrg}/teams`, admin, { title: 'Release crew' }),
  },
  getTeam: {
    '200': { path: engineering, token: 'demo-reader' },
    '400': { path: `${teams}/${longId}`, token: admin },
    '401': { path: engineering },
    '403': { path: engineering, token: 'demo-umbrella' },
    '404': { path: `${teams}/team_missing`, token: admin },
  },
  updateTeam: {
    '200': withBody(engineering, admin, { title: 'Platform engineering' }),
    '400': withBody(engineering, admin, { title: 'x'.repeat(65) }),
    '401': withBody(engineering, undefined, { title: 'Nope' }),
    '403': withBody(engineering, 'demo-editor', { title: 'Nope' }),
    '404': withBody(`${teams}/team_missing`, admin, { title: 'Nope' }),
  },
  deleteTeam: {
    '204': { path: engineering, token: admin },
    '400': { path: `${teams}/${longId}`, token: admin },
    '401': { path: engineering },
    '403': { path: engineering, token: 'demo-editor' },
    '404': { path: `${missingOrg}/teams/team_engineering`, token: admin },
  },
  listTeamMembers: {
    '200': { path: `${engineering}/members?limit=2`, token: 'demo-reader' },
    '400': { path: `${engineering}/members?page=garbled`, token: admin },
    '401': { path: `${engineering}/members` },
    '403': { path: `${engineering}/members`, token: 'demo-guest' },
    '404': { path: `${teams}/team_missing/members`, token: admin },
  },
  updateTeamMembers: {
    '204': withBody(`${engineering}/members`, 'demo-editor', {
      add: ['SOFIA@acme.test'],
      remove: ['user_tom'],
      memberships: { user_omar: { role: 'owner' } },
    }),
    '400': withBody(`${engineering}/members`, admin, { add: ['nobody@acme.test'] }),
    '401': withBody(`${engineering}/members`, undefined, { add: ['user_rita'] }),
    '403': withBody(`${teams}/team_support/members`, 'demo-editor', { add: ['user_rita'] }),
    '404': withBody(`${teams}/team_missing/members`, admin, { add: ['user_rita'] }),
  },
  updateTeamMember: {
    '204': withBody(`${engineering}/members/user_rita`, 'demo-editor', {}),
    '400': withBody(`${engineering}/members/user_rita`, admin, { role: 'admin' }),
    '401': withBody(`${engineering}/members/user_rita`, undefined, { role: 'owner' }),
    '403': withBody(`${engineering}/members/user_rita`, 'demo-reader', { role: 'owner' }),
    '404': withBody(`${engineering}/members/user_uma`, admin, { role: 'owner' }),
  },
  removeTeamMember: {
    '204': { path: `${engineering}/members/user_carl`, token: 'demo-editor' },
    '400': { path: `${engineering}/members/${longId}`, token: admin },
    '401': { path: `${engineering}/members/user_carl` },
    '403': { path: `${engineering}/members/user_carl`, token: 'demo-creator' },
    '404': { path: `${teams}/team_missing/members/user_carl`, token: admin },
  },
  listSamlProviders: listScenarios(saml, {
    ok: { path: saml, token: admin },
    forbidden: 'demo-editor',
    missing: `${missingOrg}/saml`,
  }),
  createSamlProvider: {
    '201': withBody(saml, admin, {
      label: 'Google Workspace',
      ssoURL: 'https://accounts.google.example/o/saml2/idp?idpid=acme',
      entityID: 'https://accounts.google.example/o/saml2?idpid=acme',
      certificate: seedCertificate,
      defaultTeam: 'team_support',
      defaultRole: 'comment',
    }),
    '400': withBody(saml, admin, { label: 'Broken', certificate: 'MIIB' }),
    '401': withBody(saml, undefined, { label: 'Nope' }),
    '403': withBody(saml, 'demo-reader', { label: 'Nope' }),
    '404': withBody(`${missingOrg}/saml`, admin, { label: 'Nope' }),
  },
  getSamlProvider: {
    '200': { path: okta, token: admin },
    '400': { path: `${saml}/${longId}`, token: admin },
    '401': { path: okta },
    '403': { path: okta, token: 'demo-editor' },
    '404': { path: `${saml}/saml_missing`, token: admin },
  },
  updateSamlProvider: {
    '200': withBody(`${saml}/saml_entra`, admin, { certificate: seedCertificate }),
    '400': withBody(okta, admin, { ssoURL: 'http://acme.okta.example/sso' }),
    '401': withBody(okta, undefined, { label: 'Nope' }),
    '403': withBody(okta, 'demo-editor', { label: 'Nope' }),
    '404': withBody(`${saml}/saml_missing`, admin, { label: 'Nope' }),
  },
  deleteSamlProvider: {
    '204': { path: okta, token: admin },
    '400': { path: `${saml}/${longId}`, token: admin },
    '401': { path: okta },
    '403': { path: okta, token: 'demo-editor' },
    '404': { path: `${missingOrg}/saml/saml_okta`, token: admin },
  },
  getSsoLoginInfo: {
    '200': { path: `${acme}/sso`, token: 'demo-umbrella' },
    '400': { path: `/v1/orgs/${longId}/sso`, token: admin },
    '401': { path: `${acme}/sso` },
    '404': { path: `${missingOrg}/sso`, token: admin },
  },
};
