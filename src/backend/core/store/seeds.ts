import {
  demoContentTree,
  largeContentTree,
  largeOrganizationId,
  seedTreeIds,
} from './seed-tree.ts';
import {
  emptySlices,
  stateVersion,
  type AgentInstructionsRecord,
  type BackendState,
  type OrganizationRecord,
  type SeedName,
  type UserRecord,
} from './state.ts';
import { acmeInstructionsDocument } from './seed-documents.ts';
import { publisherOrganization, publisherOrganizationId } from './seed-integrations.ts';
import { orderedSeedSteps } from './seed-step.ts';
import { seedSteps } from './seed-steps.gen.ts';
import { demoSites, largeSite } from './seed-sites.ts';
import {
  demoSamlProviders,
  demoTeams,
  demoUserMemberships,
  extraMemberships,
  extraPeople,
  largePeople,
} from './seed-people.ts';
import { syncAllSpaceCounters } from '../domain/change-requests.ts';

/**
 * Deterministic seeds: pure functions of their name (fixed ids, fixed 2026 dates, no random
 * numbers), so tests, the demo and e2e runs all start from exactly the same data.
 */

export const seedIds = {
  organizations: { acme: 'org_acme', globex: 'org_globex', umbrella: 'org_umbrella' },
  users: {
    admin: 'user_ada',
    editor: 'user_eddie',
    reader: 'user_rita',
    creator: 'user_carl',
    reviewer: 'user_rhea',
    commenter: 'user_cora',
    guest: 'user_gus',
    umbrella: 'user_uma',
  },
  sites: { docs: 'site_docs', help: 'site_help', globexDocs: 'site_globex_docs' },
  collections: seedTreeIds.collections,
  spaces: seedTreeIds.spaces,
  shareKeys: seedTreeIds.shareKeys,
  linkInvites: {
    acmeEditors: 'invite_acme_editors',
    acmeReaders: 'invite_acme_readers',
    globex: 'invite_globex_contributors',
  },
} as const;

const ids = seedIds;

export interface DemoUser {
  token: string;
  userId: string;
  displayName: string;
  email: string;
  /** Role in Acme Docs, the main organization (`guest` for a guest membership). */
  role: string;
  /** Who this user is in the demo, for the start screen. */
  description: string;
}

/** The accounts the start screen offers; every seed contains them. */
export const demoUsers: readonly DemoUser[] = [
  {
    token: 'demo-admin',
    userId: ids.users.admin,
    displayName: 'Ada Admin',
    email: 'ada@acme.test',
    role: 'admin',
    description: 'Admin of Acme Docs and Globex Community',
  },
  {
    token: 'demo-editor',
    userId: ids.users.editor,
    displayName: 'Eddie Editor',
    email: 'eddie@acme.test',
    role: 'edit',
    description: 'Editor in Acme Docs; can join Globex Community by email domain',
  },
  {
    token: 'demo-reader',
    userId: ids.users.reader,
    displayName: 'Rita Reader',
    email: 'rita@acme.test',
    role: 'read',
    description: 'Reader in Acme Docs',
  },
  {
    token: 'demo-creator',
    userId: ids.users.creator,
    displayName: 'Carl Creator',
    email: 'carl@acme.test',
    role: 'create',
    description: 'Creates content in Acme Docs and Globex Community',
  },
  {
    token: 'demo-reviewer',
    userId: ids.users.reviewer,
    displayName: 'Rhea Reviewer',
    email: 'rhea@acme.test',
    role: 'review',
    description: 'Reviewer in Acme Docs (required reviewer in its merge rules)',
  },
  {
    token: 'demo-commenter',
    userId: ids.users.commenter,
    displayName: 'Cora Commenter',
    email: 'cora@acme.test',
    role: 'comment',
    description: 'Commenter in Acme Docs',
  },
  {
    token: 'demo-guest',
    userId: ids.users.guest,
    displayName: 'Gus Guest',
    email: 'gus@partner.test',
    role: 'guest',
    description: 'Guest in Acme Docs, from a partner company',
  },
  {
    token: 'demo-umbrella',
    userId: ids.users.umbrella,
    displayName: 'Uma Umbrella',
    email: 'uma@umbrella.test',
    role: 'none',
    description: 'Admin of Umbrella Labs; not a member of Acme Docs',
  },
];

function users(): UserRecord[] {
  return demoUsers.map((user) => ({
    id: user.userId,
    displayName: user.displayName,
    email: user.email,
    photoURL: `https://avatars.folio.example/${user.userId}.png`,
    token: user.token,
  }));
}

const pricing = {
  members: { plus_2024: { monthly: 8, yearly: 80 }, pro_2024: { monthly: 15, yearly: 150 } },
  sites: { premium: { monthly: 65, yearly: 650 }, ultimate: { monthly: 249, yearly: 2490 } },
};

function organization(
  fields: Pick<OrganizationRecord, 'id' | 'title' | 'createdAt' | 'emailDomains' | 'hostname'> &
    Partial<OrganizationRecord>,
): OrganizationRecord {
  const { id, title, createdAt, emailDomains, hostname, ...rest } = fields;
  return {
    // Identity first, so the JSON reads naturally.
    id,
    title,
    createdAt,
    emailDomains,
    hostname,
    type: 'business',
    useCase: 'internalDocs',
    defaultRole: 'read',
    sso: false,
    ai: false,
    inviteLinks: true,
    plan: 'free_2024',
    billing: {
      interval: 'monthly',
      endDate: null,
      hasPaymentFailed: false,
      isScheduledToCancel: false,
      pricing: structuredClone(pricing),
      usageAddons: {},
    },
    mergeRules: { type: 'none' },
    trial: { status: 'notapplicable', count: 0 },
    ...rest,
  };
}

function organizations(): OrganizationRecord[] {
  return [
    organization({
      id: ids.organizations.acme,
      title: 'Acme Docs',
      createdAt: '2026-01-12T09:00:00.000Z',
      emailDomains: ['acme.test'],
      hostname: 'acme.folio.example',
      type: 'business',
      useCase: 'productDocs',
      defaultRole: 'read',
      defaultContent: { type: 'site', site: ids.sites.docs },
      ai: true,
      plan: 'pro_2024',
      billing: {
        interval: 'yearly',
        endDate: '2027-01-12T09:00:00.000Z',
        hasPaymentFailed: false,
        isScheduledToCancel: false,
        pricing: structuredClone(pricing),
        usageAddons: { ai: { enabled: true }, insights: { enabled: false } },
      },
      // #12 of the handbook waits for Rhea (decision 0019: seeds that block for every reason).
      mergeRules: {
        type: 'rules',
        rules: [
          { rule: 'require_specific_reviewers', users: [ids.users.reviewer] },
          { rule: 'require_all_reviews_approved' },
          { rule: 'require_change_request_subject' },
        ],
      },
      customHostname: 'docs.acme.test',
    }),
    organization({
      id: ids.organizations.globex,
      title: 'Globex Community',
      createdAt: '2026-03-02T14:30:00.000Z',
      emailDomains: ['acme.test'],
      hostname: 'globex.folio.example',
      type: 'community',
      communityType: 'openSource',
      useCase: 'openSourceDocs',
      defaultRole: 'comment',
      plan: 'community_2024',
    }),
    organization({
      id: ids.organizations.umbrella,
      title: 'Umbrella Labs',
      createdAt: '2026-05-20T08:15:00.000Z',
      emailDomains: ['umbrella.test'],
      hostname: 'umbrella.folio.example',
      useCase: 'teamKnowledgeBase',
      defaultRole: 'edit',
      plan: 'plus_2024',
      trial: {
        status: 'active',
        count: 1,
        endDate: '2026-12-31T00:00:00.000Z',
        decision: 'downgrade',
      },
    }),
  ];
}

function acmeInstructions(): AgentInstructionsRecord {
  return {
    organizationId: ids.organizations.acme,
    updatedAt: '2026-11-02T10:00:00.000Z',
    updatedBy: ids.users.admin,
    instructions: acmeInstructionsDocument(),
  };
}

/**
 * The moment the seed is built from: only what is dated back from it depends on it ("deleted N
 * days ago" spaces, translations and OpenAPI specifications in each state at that moment,
 * imports, conversations). Tests get a fixed one; a running backend passes its clock's time.
 */
export const defaultSeedNow = Date.parse('2026-11-20T12:00:00.000Z');

export interface SeedOptions {
  /** Milliseconds since the epoch. */
  now?: number;
}

/**
 * The areas' seed steps (`seed-<area>.ts`, found by file name), in the order their `after`
 * asks for: each adds the records that come with the platform's use (change requests,
 * integrations, imports and the rest) once the base is in.
 */
const steps = orderedSeedSteps(seedSteps);

function demoState(seed: SeedName, now: number): BackendState {
  const tree = demoContentTree(now);
  const state: BackendState = {
    ...emptySlices(),
    version: stateVersion,
    seed,
    clockOffsetMs: 0,
    users: [...users(), ...extraPeople()],
    // The publisher of the catalog's integrations: no demo user belongs to it.
    organizations: [...organizations(), organization(publisherOrganization)],
    memberships: [...demoUserMemberships(now), ...extraMemberships(now)],
    linkInvites: [
      {
        id: ids.linkInvites.acmeEditors,
        organizationId: ids.organizations.acme,
        role: 'edit',
        createdAt: '2026-06-01T12:00:00.000Z',
      },
      {
        id: ids.linkInvites.acmeReaders,
        organizationId: ids.organizations.acme,
        role: 'read',
        createdAt: '2026-06-15T12:00:00.000Z',
      },
      {
        id: ids.linkInvites.globex,
        organizationId: ids.organizations.globex,
        role: 'comment',
        createdAt: '2026-07-01T12:00:00.000Z',
      },
    ],
    agentInstructions: [acmeInstructions()],
    spaces: tree.spaces,
    collections: tree.collections,
    sites: demoSites(),
    teams: demoTeams(),
    samlProviders: demoSamlProviders(),
  };
  for (const step of steps) step.demo?.(state, now);
  return state;
}

/** Number of extra organizations in the `large` seed (enough for several pages). */
export const largeExtraOrganizations = 250;

function largeState(now: number): BackendState {
  const state = demoState('large', now);
  state.organizations.push(
    organization({
      id: largeOrganizationId,
      title: 'Initech Knowledge Base',
      createdAt: '2026-01-20T09:00:00.000Z',
      emailDomains: ['initech.test'],
      hostname: 'initech.folio.example',
      useCase: 'teamKnowledgeBase',
      plan: 'enterprise_2024',
    }),
  );
  // The same people with the same roles as in Acme, so every role can be tried at scale, and
  // 2,000 more members in 200 teams.
  for (const membership of state.memberships.slice())
    if (membership.organizationId === ids.organizations.acme)
      state.memberships.push({ ...membership, organizationId: largeOrganizationId });
  const people = largePeople(largeOrganizationId, now);
  state.users.push(...people.users);
  state.memberships.push(...people.memberships);
  state.teams.push(...people.teams);
  const tree = largeContentTree();
  state.spaces.push(...tree.spaces);
  state.collections.push(...tree.collections);
  state.sites.push(largeSite());
  // The bulk spaces have no change requests, so their counters say so.
  syncAllSpaceCounters(state);
  for (const step of steps) step.large?.(state, now);
  const start = Date.parse('2026-02-01T00:00:00.000Z');
  for (let index = 1; index <= largeExtraOrganizations; index += 1) {
    const number = String(index).padStart(3, '0');
    const id = `org_bulk_${number}`;
    state.organizations.push(
      organization({
        id,
        title: `Bulk Organization ${number}`,
        // One hour apart, so sorting by creation is stable and meaningful.
        createdAt: new Date(start + index * 3_600_000).toISOString(),
        emailDomains: [`bulk${number}.test`],
        hostname: `bulk-${number}.folio.example`,
      }),
    );
    state.memberships.push({
      organizationId: id,
      userId: ids.users.admin,
      role: 'admin',
      joinedAt: new Date(start + index * 3_600_000).toISOString(),
      disabled: false,
      sso: false,
    });
  }
  return state;
}

function emptyState(): BackendState {
  const state = demoState('empty', defaultSeedNow);
  // Keep the organizations' own settings, but nothing they point at exists any more.
  for (const org of state.organizations) delete org.defaultContent;
  // Only the people of the demo tokens: the others come with the demo's data.
  const demoUserIds = new Set(demoUsers.map((user) => user.userId));
  return {
    ...state,
    organizations: state.organizations.filter((org) => org.id !== publisherOrganizationId),
    users: state.users.filter((user) => demoUserIds.has(user.id)),
    memberships: state.memberships.filter((membership) => demoUserIds.has(membership.userId)),
    // Every area's lists: none of their records survive without the content they point at.
    ...emptySlices(),
  };
}

/**
 * The last builds of the demo and empty seeds, as JSON, by seed and moment: parsing one takes a
 * quarter of the time of building it again (1.7 against 6.4 ms for the demo), and test
 * backends build thousands of them from a few moments (the fixed one, a test file's, the test
 * epoch). The large seed parses no faster than it builds (50 ms for 8 MB of text): it is built
 * each time and never kept.
 */
const lastBuilds = new Map<string, string>();
const keptBuilds = 4;

/** A fresh state for `seed`; every call returns a new object with the same content. */
export function createSeedState(seed: SeedName, options: SeedOptions = {}): BackendState {
  const now = options.now ?? defaultSeedNow;
  if (seed === 'large') return largeState(now);
  // The empty seed keeps nothing dated from `now`.
  const key = seed === 'empty' ? seed : `${seed}@${now}`;
  const kept = lastBuilds.get(key);
  // The seeds are plain JSON (seeds.test.ts), so the parsed copy is the same state.
  if (kept !== undefined) return JSON.parse(kept) as BackendState;
  const state = seed === 'demo' ? demoState('demo', now) : emptyState();
  if (lastBuilds.size === keptBuilds) lastBuilds.delete(lastBuilds.keys().next().value!);
  lastBuilds.set(key, JSON.stringify(state));
  return state;
}
