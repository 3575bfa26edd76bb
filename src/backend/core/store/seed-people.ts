import { seedTreeIds } from './seed-tree.ts';
import type {
  MemberRole,
  MembershipRecord,
  SamlProviderRecord,
  TeamMemberRecord,
  TeamRecord,
  UserRecord,
} from './state.ts';

/**
 * People and access in the seeds (decision 0012): memberships with their dates, the Acme
 * people beyond the demo users, teams and SAML providers; `large` adds thousands of members.
 * Dates are fixed, except "last seen", which is counted back from the moment the seed is built
 * so the demo always reads "2 hours ago" rather than an ever older date.
 */

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

const orgs = { acme: 'org_acme', globex: 'org_globex', umbrella: 'org_umbrella' } as const;
const spaces = seedTreeIds.spaces;

export const seedPeopleIds = {
  users: {
    hana: 'user_hana',
    omar: 'user_omar',
    lena: 'user_lena',
    tom: 'user_tom',
    priya: 'user_priya',
    mateo: 'user_mateo',
    sofia: 'user_sofia',
    kenji: 'user_kenji',
    nadia: 'user_nadia',
    felix: 'user_felix',
    amara: 'user_amara',
    jonas: 'user_jonas',
  },
  teams: {
    engineering: 'team_engineering',
    docsWriters: 'team_docs_writers',
    support: 'team_support',
    securityReviewers: 'team_security_reviewers',
    partners: 'team_partners',
    globexMaintainers: 'team_globex_maintainers',
  },
  samlProviders: { okta: 'saml_okta', entra: 'saml_entra' },
} as const;

const people = seedPeopleIds.users;

/** Only the users the demo tokens belong to, by their seed ids. */
const demo = {
  ada: 'user_ada',
  eddie: 'user_eddie',
  rita: 'user_rita',
  carl: 'user_carl',
  rhea: 'user_rhea',
  cora: 'user_cora',
  gus: 'user_gus',
  uma: 'user_uma',
} as const;

function avatar(userId: string): string {
  return `https://avatars.folio.example/${userId}.png`;
}

/** The Acme people who have no demo token: listed and managed, never signed in as. */
export function extraPeople(): UserRecord[] {
  const person = (id: string, displayName: string, email: string): UserRecord => ({
    id,
    displayName,
    email,
    photoURL: avatar(id),
  });
  return [
    person(people.hana, 'Hana Ito', 'hana@acme.test'),
    person(people.omar, 'Omar Haddad', 'omar@acme.test'),
    person(people.lena, 'Lena Fischer', 'lena@acme.test'),
    person(people.tom, 'Tom Okafor', 'tom@acme.test'),
    person(people.priya, 'Priya Natarajan', 'priya@acme.test'),
    person(people.mateo, 'Mateo Rossi', 'mateo@acme.test'),
    person(people.sofia, 'Sofia Lindqvist', 'sofia@acme.test'),
    person(people.kenji, 'Kenji Watanabe', 'kenji@acme.test'),
    person(people.nadia, 'Nadia Benali', 'nadia@acme.test'),
    person(people.felix, 'Felix Braun', 'felix@acme.test'),
    person(people.amara, 'Amara Obi', 'amara@partner.test'),
    person(people.jonas, 'Jonas Berg', 'jonas@acme.test'),
  ];
}

/**
 * One membership: organization, user, role, joined (UTC date and time without seconds), last
 * seen as a time before the seed's moment (absent = never signed in), and flags.
 */
type MemberRow = [
  organizationId: string,
  userId: string,
  role: MemberRole,
  joinedAt: string,
  seenAgo?: number,
  flags?: 'sso' | 'disabled',
];

function memberships(rows: MemberRow[], now: number): MembershipRecord[] {
  return rows.map(([organizationId, userId, role, joinedAt, seenAgo, flags]) => {
    const record: MembershipRecord = {
      organizationId,
      userId,
      role,
      joinedAt: `${joinedAt}:00.000Z`,
      disabled: flags === 'disabled',
      sso: flags === 'sso',
    };
    if (seenAgo !== undefined) record.lastSeenAt = new Date(now - seenAgo).toISOString();
    return record;
  });
}

const { acme, globex, umbrella } = orgs;

/** The demo users' memberships: every seed has them. */
export function demoUserMemberships(now: number): MembershipRecord[] {
  return memberships(
    [
      [acme, demo.ada, 'admin', '2026-01-12T09:00', 10 * minute],
      [acme, demo.eddie, 'edit', '2026-01-20T10:15', 2 * hour, 'sso'],
      [acme, demo.rita, 'read', '2026-02-03T08:40', 1 * day],
      [acme, demo.carl, 'create', '2026-01-25T14:05', 3 * hour],
      [acme, demo.rhea, 'review', '2026-02-10T11:30', 2 * day, 'sso'],
      [acme, demo.cora, 'comment', '2026-03-01T09:20', 5 * day],
      [acme, demo.gus, null, '2026-06-15T16:00', 20 * day],
      [globex, demo.ada, 'admin', '2026-03-02T14:30', 1 * day],
      [globex, demo.carl, 'create', '2026-03-10T12:00', 9 * day],
      [umbrella, demo.uma, 'admin', '2026-05-20T08:15', 4 * hour],
    ],
    now,
  );
}

/** The other Acme people: mixed roles, some with SSO, one disabled, one never seen. */
export function extraMemberships(now: number): MembershipRecord[] {
  return memberships(
    [
      [acme, people.hana, 'admin', '2026-01-13T09:30', 30 * minute, 'sso'],
      [acme, people.omar, 'edit', '2026-04-02T10:00', 1 * hour, 'sso'],
      [acme, people.lena, 'edit', '2026-04-18T13:45', 4 * day],
      [acme, people.tom, 'create', '2026-05-06T09:10', 6 * hour, 'sso'],
      [acme, people.priya, 'review', '2026-05-20T15:20', 8 * day],
      [acme, people.mateo, 'comment', '2026-06-01T08:00', 14 * day],
      [acme, people.sofia, 'read', '2026-07-09T11:11', 45 * day, 'sso'],
      [acme, people.kenji, 'read', '2026-03-15T10:30', 120 * day, 'disabled'],
      [acme, people.nadia, 'edit', '2026-08-21T09:45', 12 * hour, 'sso'],
      [acme, people.felix, 'read', '2026-11-10T17:00'],
      [acme, people.amara, null, '2026-09-02T12:30', 60 * day],
      [acme, people.jonas, 'comment', '2026-10-05T14:00', 27 * hour],
    ],
    now,
  );
}

function members(owners: string[], others: string[]): TeamMemberRecord[] {
  return [
    ...owners.map((userId) => ({ userId, role: 'owner' as const })),
    ...others.map((userId) => ({ userId, role: 'member' as const })),
  ];
}

const teams = seedPeopleIds.teams;

/** Acme's five teams and one in Globex; Umbrella has none (the empty state). */
export function demoTeams(): TeamRecord[] {
  return [
    {
      id: teams.engineering,
      organizationId: acme,
      title: 'Engineering',
      createdAt: '2026-02-01T09:00:00.000Z',
      members: members(
        [demo.eddie],
        [demo.carl, people.omar, people.lena, people.tom, people.nadia],
      ),
      spaceIds: [
        spaces.api,
        spaces.architecture,
        spaces.runbooks,
        spaces.infrastructure,
        spaces.ios,
        spaces.android,
      ],
    },
    {
      id: teams.docsWriters,
      organizationId: acme,
      title: 'Docs writers',
      createdAt: '2026-02-15T10:00:00.000Z',
      members: members([people.priya], [people.lena, demo.eddie, demo.rita]),
      // The old wiki is deleted: it stays listed but does not count.
      spaceIds: [
        spaces.handbook,
        spaces.onboarding,
        spaces.quickstart,
        spaces.releaseNotes,
        spaces.oldWiki,
      ],
    },
    {
      id: teams.support,
      organizationId: acme,
      title: 'Support',
      createdAt: '2026-03-05T09:30:00.000Z',
      members: members([demo.cora], [people.mateo, people.jonas, demo.rita]),
      spaceIds: [spaces.helpCenter, spaces.faq, spaces.videoGuides],
    },
    {
      id: teams.securityReviewers,
      organizationId: acme,
      title: 'Security reviewers',
      createdAt: '2026-04-10T14:00:00.000Z',
      members: members([demo.rhea], [people.hana, people.sofia, people.kenji]),
      spaceIds: [spaces.security],
    },
    {
      id: teams.partners,
      organizationId: acme,
      title: 'Partners',
      createdAt: '2026-09-05T11:00:00.000Z',
      members: members([people.hana], [demo.gus, people.amara]),
      spaceIds: [spaces.quickstart],
    },
    {
      id: teams.globexMaintainers,
      organizationId: globex,
      title: 'Maintainers',
      createdAt: '2026-03-20T15:00:00.000Z',
      members: members([demo.ada], [demo.carl]),
      spaceIds: [spaces.globexGuide, spaces.globexContributing],
    },
  ];
}

/** A real self-signed certificate, so the seeded provider passes the same check as input. */
export const seedCertificate = `-----BEGIN CERTIFICATE-----
MIIDNzCCAh+gAwIBAgIUFLkPqNGnN+69ucnT4hu3PH7WKhIwDQYJKoZIhvcNAQEL
BQAwKzEaMBgGA1UEAwwRYWNtZS5va3RhLmV4YW1wbGUxDTALBgNVBAoMBEFjbWUw
HhcNMjYxMTI2MDkzNDMzWhcNMzYxMTIzMDkzNDMzWjArMRowGAYDVQQDDBFhY21l
Lm9rdGEuZXhhbXBsZTENMAsGA1UECgwEQWNtZTCCASIwDQYJKoZIhvcNAQEBBQAD
ggEPADCCAQoCggEBAJpNHxU1bXx1uOeT2Z4DhhAmjK7hcpsiXXNHGXeO6W2qF59Z
h2p+KVZC3CvWKBsrP6IepB9CFmnotIlEOHozFaMFAoy07/kCoqgZYj7ZQ4AgN5XU
Q7flpyNo4rvYyEwJAjosWROUrJb1PsAHTIqhQ19+yc+sHIPQDxfRlnCAbHEQPWtU
J1bv3daRGLpJ3CZTzSBzvRjuj5NS1iBfostmyxdRSxph+pWhgrCPkqE1uLBUdJCV
wa0cF6M5OwNfInSrCJ1nyvQHJt8EPm9WImANwRmhO3d9jXXvsy20mfydSZHcgE2A
LepoiWUjs/3pgZ8iEeOTEwSbTJE1VUgMaFkY/o0CAwEAAaNTMFEwHQYDVR0OBBYE
FIfk0wSBsU1tbttBFxeoZKazdwbmMB8GA1UdIwQYMBaAFIfk0wSBsU1tbttBFxeo
ZKazdwbmMA8GA1UdEwEB/wQFMAMBAf8wDQYJKoZIhvcNAQELBQADggEBABw8mcrQ
X8cnuySuhbI9Do4S12aYo/G3YoIgZHHtMbbSwqnDI0xpP8wrTRxn3JtrRJ7fs3p6
7L+d3x8mriPynTAsudM+ThSkj1dx4xuyFH1rS7RL5q/gRPJ1Qn5QZF0FQKiCJfqT
ZROEjuxfdr1iv/n8XNpwocg4LWHIBjY9tWguXzrbM+zMNP8kqpNz5kAQm5XyxqZh
RpZF9iveNwfklGgMCPjQ17ZUnVzgEgpvpyXRt6cUjcfjFmXCsy9M9Tbjs88dsrZz
R8dq+UrSbhodzkM739/I13NElU4hL/9o93ih6DclZ/ru4eODtRMmJhmt/azWflqN
eOkWfXIIjg/NetU=
-----END CERTIFICATE-----`;

/** Acme signs in with Okta (active); a second provider waits for its certificate. */
export function demoSamlProviders(): SamlProviderRecord[] {
  return [
    {
      id: seedPeopleIds.samlProviders.okta,
      organizationId: acme,
      label: 'Okta',
      ssoURL: 'https://acme.okta.example/app/folio/sso/saml',
      entityID: 'http://www.okta.example/exk1acme0folio',
      certificate: seedCertificate,
      defaultTeam: teams.engineering,
      defaultRole: 'read',
      createdAt: '2026-04-01T09:00:00.000Z',
    },
    {
      id: seedPeopleIds.samlProviders.entra,
      organizationId: acme,
      label: 'Microsoft Entra ID',
      ssoURL: 'https://login.microsoftonline.example/acme/saml2',
      entityID: 'https://sts.windows.example/acme-tenant/',
      defaultRole: 'read',
      createdAt: '2026-10-20T10:00:00.000Z',
    },
  ];
}

// -------------------------------------------------------------------------------------------
// The large seed: 2,000 members and 200 teams in one organization.

export const largeMemberCount = 2_000;
export const largeTeamCount = 200;

const firstNames = (
  'Aiko Ben Chloe Dmitri Elif Farah Goran Hugo Ines Jamal Kira Luis Maya Nils Olga Pavel ' +
  'Quinn Rosa Sami Tara Ugo Vera Wei Xenia Yusuf Zoe Anil Bianca Cyrus Daria Emil Fatima ' +
  'Gael Hedda Ivan Julia Kofi Leah Marek Noor'
).split(' ');
const lastNames = (
  'Abbott Bauer Castro Dubois Eriksen Ferreira Garcia Horvat Iqbal Jensen Kowalski Larsen ' +
  'Moreau Novak Oliveira Petrov Quintana Rahman Schmidt Tanaka Ueda Varga Weber Xu Yilmaz ' +
  'Zhang Adeyemi Bergstrom Costa Dalton Engel Fischer Gupta Hansen Ivanova Jovanovic Kim ' +
  'Lopez Meyer Nakamura Okoye Popescu Quinn Rossi Silva Torres Urban Vogel Walsh Young'
).split(' ');
/** One role per bucket of 20 members: mostly readers and editors, a few admins and guests. */
const largeRoles: MemberRole[] = [
  'read',
  'edit',
  'read',
  'comment',
  'read',
  'edit',
  'create',
  'read',
  'review',
  null,
  'read',
  'edit',
  'read',
  'comment',
  'edit',
  'read',
  'create',
  'read',
  'edit',
  null,
];
const teamAreas = (
  'Billing Platform Mobile Web Data Search Payments Identity Growth Infra Security Support ' +
  'Docs Design Sales Legal Finance People Research Quality'
).split(' ');
const teamKinds =
  'Squad Guild Reviewers Writers On-call Leads Chapter Crew Council Taskforce'.split(' ');

/** A guest is `null`, so a plain `?? 'read'` fallback would turn every guest into a reader. */
function roleAt(index: number): MemberRole {
  const role = largeRoles[index % largeRoles.length];
  return role === undefined ? 'read' : role;
}

export function largeUserId(index: number): string {
  return `user_initech_${String(index).padStart(4, '0')}`;
}

/**
 * Members 1..2000 of the large organization: names, roles and dates from the index alone,
 * with plain loops, so the seed stays fast and the same on every run.
 */
export function largePeople(
  organizationId: string,
  now: number,
): { users: UserRecord[]; memberships: MembershipRecord[]; teams: TeamRecord[] } {
  const users: UserRecord[] = [];
  const memberships: MembershipRecord[] = [];
  const joinedStart = Date.parse('2026-01-21T00:00:00.000Z');
  for (let index = 1; index <= largeMemberCount; index += 1) {
    const first = firstNames[index % firstNames.length] ?? 'Pat';
    const last = lastNames[Math.floor(index / firstNames.length) % lastNames.length] ?? 'Doe';
    const id = largeUserId(index);
    users.push({
      id,
      displayName: `${first} ${last}`,
      email: `${first}.${last}.${index}@initech.test`.toLowerCase(),
      photoURL: avatar(id),
    });
    const record: MembershipRecord = {
      organizationId,
      userId: id,
      // Every 200th member is an admin, so the organization has several.
      role: index % 200 === 0 ? 'admin' : roleAt(index),
      // Two hours apart, so sorting by joinedAt is stable and meaningful.
      joinedAt: new Date(joinedStart + index * 2 * hour).toISOString(),
      disabled: index % 97 === 0,
      sso: index % 3 === 0,
    };
    if (index % 11 !== 0)
      record.lastSeenAt = new Date(now - ((index * 37) % 2_000) * hour).toISOString();
    memberships.push(record);
  }
  const teams: TeamRecord[] = [];
  const teamStart = Date.parse('2026-02-01T00:00:00.000Z');
  for (let index = 1; index <= largeTeamCount; index += 1) {
    const area = teamAreas[(index - 1) % teamAreas.length] ?? 'Team';
    const kind = teamKinds[Math.floor((index - 1) / teamAreas.length) % teamKinds.length] ?? '';
    const size = 5 + ((index * 7) % 36);
    const teamMembers: TeamMemberRecord[] = [];
    // 17 and 2,000 share no factor, so these member numbers are all different.
    for (let k = 0; k < size; k += 1)
      teamMembers.push({
        userId: largeUserId(((index * 31 + k * 17) % largeMemberCount) + 1),
        role: k === 0 ? 'owner' : 'member',
      });
    // Eddie (demo-editor) owns the first three, so an owner can be tried at scale.
    if (index <= 3) teamMembers.unshift({ userId: demo.eddie, role: 'owner' });
    teams.push({
      id: `team_initech_${String(index).padStart(3, '0')}`,
      organizationId,
      title: `${area} ${kind}`,
      createdAt: new Date(teamStart + index * hour).toISOString(),
      members: teamMembers,
      spaceIds: Array.from(
        { length: index % 4 },
        (_, k) => `space_large_${String(((index * 50 + k) % 10_000) + 1).padStart(5, '0')}`,
      ),
    });
  }
  return { users, memberships, teams };
}
