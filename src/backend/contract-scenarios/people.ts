import { seedCertificate } from '../store/seed-people.ts';
import { acme, admin, longId, type ScenarioTable, listScenarios } from './scenario.ts';

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
    '200': { path: `${members}/user_rita`, token: admin, json: { role: null } },
    '400': { path: `${members}/user_rita`, token: admin, json: { role: 'owner' } },
    '401': { path: `${members}/user_rita`, json: { role: 'edit' } },
    '403': { path: `${members}/user_rita`, token: 'demo-editor', json: { role: 'edit' } },
    '404': { path: `${members}/user_missing`, token: admin, json: { role: 'edit' } },
    '409': { path: '/v1/orgs/org_globex/members/user_ada', token: admin, json: { role: 'read' } },
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
    '201': { path: teams, token: admin, json: { title: 'Release crew', members: ['user_tom'] } },
    '400': { path: teams, token: admin, json: { title: 'Release crew', members: ['user_uma'] } },
    '401': { path: teams, json: { title: 'Release crew' } },
    '403': { path: teams, token: 'demo-editor', json: { title: 'Release crew' } },
    '404': { path: `${missingOrg}/teams`, token: admin, json: { title: 'Release crew' } },
  },
  getTeam: {
    '200': { path: engineering, token: 'demo-reader' },
    '400': { path: `${teams}/${longId}`, token: admin },
    '401': { path: engineering },
    '403': { path: engineering, token: 'demo-umbrella' },
    '404': { path: `${teams}/team_missing`, token: admin },
  },
  updateTeam: {
    '200': { path: engineering, token: admin, json: { title: 'Platform engineering' } },
    '400': { path: engineering, token: admin, json: { title: 'x'.repeat(65) } },
    '401': { path: engineering, json: { title: 'Nope' } },
    '403': { path: engineering, token: 'demo-editor', json: { title: 'Nope' } },
    '404': { path: `${teams}/team_missing`, token: admin, json: { title: 'Nope' } },
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
    '204': {
      path: `${engineering}/members`,
      token: 'demo-editor',
      json: {
        add: ['SOFIA@acme.test'],
        remove: ['user_tom'],
        memberships: { user_omar: { role: 'owner' } },
      },
    },
    '400': { path: `${engineering}/members`, token: admin, json: { add: ['nobody@acme.test'] } },
    '401': { path: `${engineering}/members`, json: { add: ['user_rita'] } },
    '403': {
      path: `${teams}/team_support/members`,
      token: 'demo-editor',
      json: { add: ['user_rita'] },
    },
    '404': { path: `${teams}/team_missing/members`, token: admin, json: { add: ['user_rita'] } },
  },
  updateTeamMember: {
    '204': { path: `${engineering}/members/user_rita`, token: 'demo-editor', json: {} },
    '400': { path: `${engineering}/members/user_rita`, token: admin, json: { role: 'admin' } },
    '401': { path: `${engineering}/members/user_rita`, json: { role: 'owner' } },
    '403': {
      path: `${engineering}/members/user_rita`,
      token: 'demo-reader',
      json: { role: 'owner' },
    },
    '404': { path: `${engineering}/members/user_uma`, token: admin, json: { role: 'owner' } },
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
    '201': {
      path: saml,
      token: admin,
      json: {
        label: 'Google Workspace',
        ssoURL: 'https://accounts.google.example/o/saml2/idp?idpid=acme',
        entityID: 'https://accounts.google.example/o/saml2?idpid=acme',
        certificate: seedCertificate,
        defaultTeam: 'team_support',
        defaultRole: 'comment',
      },
    },
    '400': { path: saml, token: admin, json: { label: 'Broken', certificate: 'MIIB' } },
    '401': { path: saml, json: { label: 'Nope' } },
    '403': { path: saml, token: 'demo-reader', json: { label: 'Nope' } },
    '404': { path: `${missingOrg}/saml`, token: admin, json: { label: 'Nope' } },
  },
  getSamlProvider: {
    '200': { path: okta, token: admin },
    '400': { path: `${saml}/${longId}`, token: admin },
    '401': { path: okta },
    '403': { path: okta, token: 'demo-editor' },
    '404': { path: `${saml}/saml_missing`, token: admin },
  },
  updateSamlProvider: {
    '200': { path: `${saml}/saml_entra`, token: admin, json: { certificate: seedCertificate } },
    '400': { path: okta, token: admin, json: { ssoURL: 'http://acme.okta.example/sso' } },
    '401': { path: okta, json: { label: 'Nope' } },
    '403': { path: okta, token: 'demo-editor', json: { label: 'Nope' } },
    '404': { path: `${saml}/saml_missing`, token: admin, json: { label: 'Nope' } },
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
