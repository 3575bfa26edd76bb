import { syncAllSpaceCounters } from '../domain/change-requests.ts';
import {
  releaseChecklistDescription,
  simpleDescription,
  webhookRetriesDescription,
} from './seed-documents.ts';
import type { BackendState, ChangeRequestRecord, DocumentValue } from './state.ts';

/**
 * The demo's change requests: every status in several Acme spaces (and one in Globex), some
 * outdated by later merges, some with comments, reviewers and an issues cluster, and
 * descriptions in the platform's Document model (seed-documents.ts): the common blocks, marks
 * and links, plus a mention, colours, a table, images and an embed.
 * Deterministic like every seed. Spaces with merged requests get the last merged revision as
 * their active one, and every space's counters are computed from these records.
 */

const users = {
  ada: 'user_ada',
  eddie: 'user_eddie',
  carl: 'user_carl',
  rhea: 'user_rhea',
} as const;

interface SeedRequest {
  number: number;
  status: ChangeRequestRecord['status'];
  subject: string;
  by: string;
  /** Day of 2026, as MM-DD; updated a day later unless `updated` says otherwise. */
  created: string;
  updated?: string;
  description?: DocumentValue;
  /** Index (1-based) into the space's revisions: which one it started from. */
  from: number;
  /** Set when it was last updated from main: that revision index. */
  ancestor?: number;
  comments?: number;
  contributors?: string[];
  reviewers?: string[];
  cluster?: string;
  pages?: string[];
  /** Overrides `cr_<key>_<number>` (ids the content links already refer to). */
  id?: string;
}

interface SeedSpace {
  spaceId: string;
  key: string;
  requests: SeedRequest[];
}

const seedSpaces: SeedSpace[] = [
  {
    spaceId: 'space_handbook',
    key: 'handbook',
    requests: [
      {
        number: 1,
        status: 'merged',
        subject: 'Add the incident template',
        by: users.carl,
        created: '06-10',
        from: 1,
        pages: ['page_handbook_on_call'],
        description: simpleDescription(
          'A template for incident write-ups, linked from the on-call page.',
        ),
      },
      {
        number: 2,
        status: 'merged',
        subject: 'Explain the service map',
        by: users.eddie,
        created: '06-24',
        from: 2,
        pages: ['page_handbook_architecture'],
      },
      {
        number: 3,
        status: 'merged',
        subject: 'Shorten the getting started guide',
        by: users.ada,
        created: '07-08',
        from: 3,
        pages: ['page_handbook_getting_started'],
      },
      {
        number: 4,
        status: 'archived',
        subject: 'Move on-call to the new rota tool',
        by: users.eddie,
        created: '07-15',
        from: 4,
        comments: 3,
        description: simpleDescription('Parked until procurement signs the contract.'),
      },
      {
        number: 5,
        status: 'merged',
        subject: 'Code review: ask for smaller pull requests',
        by: users.rhea,
        created: '08-03',
        from: 4,
        pages: ['page_handbook_code_review'],
      },
      {
        number: 6,
        status: 'merged',
        subject: 'Deployments: add the canary step',
        by: users.carl,
        created: '09-01',
        from: 5,
        pages: ['page_handbook_deployments'],
      },
      {
        number: 7,
        status: 'archived',
        subject: 'Translate the handbook to German',
        by: users.ada,
        created: '09-10',
        from: 6,
      },
      {
        number: 8,
        status: 'draft',
        subject: 'Document the staging environment',
        by: users.carl,
        created: '11-12',
        from: 6,
        pages: ['page_handbook_deployments'],
        description: simpleDescription(
          'Staging mirrors production nightly. Write down how to reset it.',
        ),
      },
      {
        number: 9,
        status: 'open',
        subject: 'Rewrite the on-call escalation policy',
        by: users.eddie,
        created: '08-25',
        from: 5,
        comments: 4,
        reviewers: [users.rhea],
        pages: ['page_handbook_on_call'],
        description: simpleDescription(
          'Escalate after 15 minutes instead of 30.',
          'Page the secondary before the manager.',
        ),
      },
      {
        number: 10,
        status: 'open',
        subject: 'Architecture: describe the event bus',
        by: users.carl,
        created: '11-14',
        from: 6,
        comments: 1,
        contributors: [users.eddie],
        reviewers: [users.rhea, users.ada],
        pages: ['page_handbook_architecture'],
        description: simpleDescription('The event bus carries domain events between services.'),
      },
      {
        number: 11,
        status: 'draft',
        subject: 'Getting started: add a troubleshooting section',
        by: users.eddie,
        created: '08-20',
        from: 5,
        ancestor: 5,
        pages: ['page_handbook_getting_started'],
      },
      {
        number: 12,
        id: 'cr_handbook_12',
        status: 'open',
        subject: 'Add the release checklist',
        by: users.ada,
        created: '11-16',
        updated: '11-18',
        from: 6,
        comments: 2,
        contributors: [users.carl],
        reviewers: [users.rhea],
        pages: ['page_handbook_deployments'],
        description: releaseChecklistDescription(),
      },
    ],
  },
  {
    spaceId: 'space_api',
    key: 'api',
    requests: [
      {
        number: 1,
        status: 'merged',
        subject: 'Document cursor pagination',
        by: users.carl,
        created: '06-20',
        from: 1,
        pages: ['page_api_pagination'],
      },
      {
        number: 2,
        status: 'merged',
        subject: 'List every error code',
        by: users.eddie,
        created: '08-11',
        from: 2,
        pages: ['page_api_errors'],
      },
      {
        number: 3,
        status: 'archived',
        subject: 'Describe the v0 authentication',
        by: users.eddie,
        created: '07-01',
        from: 2,
        cluster: 'cluster_token_expiry',
      },
      {
        number: 4,
        status: 'open',
        subject: 'Authentication: rotate tokens every 90 days',
        by: users.eddie,
        created: '07-30',
        from: 2,
        comments: 5,
        reviewers: [users.rhea],
        cluster: 'cluster_token_expiry',
        pages: ['page_api_authentication'],
        description: simpleDescription('Customers asked when tokens expire; say it plainly.'),
      },
      {
        number: 5,
        status: 'draft',
        subject: 'Document webhook retries',
        by: users.carl,
        created: '11-17',
        from: 3,
        contributors: [users.eddie],
        pages: ['page_api_webhooks'],
        description: webhookRetriesDescription(),
      },
    ],
  },
  {
    spaceId: 'space_architecture',
    key: 'architecture',
    requests: [
      {
        number: 1,
        status: 'merged',
        subject: 'Record the billing event-sourcing decision',
        by: users.rhea,
        created: '07-05',
        from: 1,
        cluster: 'cluster_data_ownership',
      },
      {
        number: 2,
        status: 'open',
        subject: 'Decide on one database per service',
        by: users.carl,
        created: '10-02',
        from: 2,
        comments: 2,
        reviewers: [users.ada],
        cluster: 'cluster_data_ownership',
        description: releaseChecklistDescription(),
      },
      {
        number: 3,
        status: 'archived',
        subject: 'Adopt GraphQL everywhere',
        by: users.eddie,
        created: '08-14',
        from: 2,
        comments: 6,
      },
    ],
  },
  {
    spaceId: 'space_meeting_notes',
    key: 'meeting_notes',
    requests: [
      {
        number: 1,
        status: 'merged',
        subject: 'Notes of week 45',
        by: users.eddie,
        created: '11-06',
        from: 1,
      },
      {
        number: 2,
        status: 'draft',
        subject: 'Notes of week 46',
        by: users.eddie,
        created: '11-13',
        from: 2,
      },
      {
        number: 3,
        status: 'draft',
        subject: 'Notes of week 47',
        by: users.carl,
        created: '11-19',
        updated: '11-19',
        from: 2,
      },
      {
        number: 4,
        status: 'archived',
        subject: 'Duplicate notes of week 45',
        by: users.eddie,
        created: '11-07',
        from: 1,
      },
    ],
  },
  {
    spaceId: 'space_onboarding',
    key: 'onboarding',
    requests: [
      {
        number: 1,
        status: 'open',
        subject: 'Welcome: add the first-week plan',
        by: users.eddie,
        created: '11-04',
        from: 1,
        reviewers: [users.rhea, users.ada],
        pages: ['page_onboarding_welcome'],
        description: webhookRetriesDescription(),
      },
    ],
  },
  {
    spaceId: 'space_globex_guide',
    key: 'globex_guide',
    requests: [
      {
        number: 1,
        status: 'open',
        subject: 'Contributing: explain the review bot',
        by: users.carl,
        created: '10-21',
        from: 1,
        reviewers: [users.ada],
      },
    ],
  },
];

function at(day: string, hour: number): string {
  return `2026-${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;
}

function nextDay(day: string): string {
  const date = new Date(`2026-${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(5, 10);
}

/**
 * Adds the change requests to a seeded state whose spaces exist, sets the active revision of
 * spaces with merged requests, and computes every space's counters from the records.
 */
export function seedChangeRequests(state: BackendState): void {
  for (const seedSpace of seedSpaces) {
    const space = state.spaces.find((candidate) => candidate.id === seedSpace.spaceId);
    if (!space) continue;
    const revision = (index: number) => `rev_${seedSpace.key}_${index}`;
    // Merges happen in number order; each one makes the next space revision.
    let merges = 1;
    const mergedRevision = new Map<number, string>();
    for (const request of [...seedSpace.requests].sort((a, b) => a.number - b.number))
      if (request.status === 'merged') {
        merges += 1;
        mergedRevision.set(request.number, revision(merges));
      }
    space.revision = revision(merges);
    for (const request of seedSpace.requests) {
      const created = at(request.created, 9 + (request.number % 8));
      const updated = at(request.updated ?? nextDay(request.created), 10 + (request.number % 8));
      const base = request.ancestor ?? request.from;
      const record: ChangeRequestRecord = {
        id: request.id ?? `cr_${seedSpace.key}_${request.number}`,
        spaceId: space.id,
        number: request.number,
        status: request.status,
        subject: request.subject,
        description: structuredClone(request.description ?? simpleDescription()),
        createdBy: request.by,
        createdAt: created,
        updatedAt: updated,
        revision: `rev_${seedSpace.key}_cr${request.number}_${request.ancestor ? 2 : 1}`,
        revisionInitial: revision(request.from),
        comments: request.comments ?? 0,
        // Still in progress and started (or last updated) before the space moved on.
        outdated: (request.status === 'draft' || request.status === 'open') && base < merges,
        contributors: [request.by, ...(request.contributors ?? [])],
        requestedReviewers: [...(request.reviewers ?? [])],
        pages: [...(request.pages ?? [])],
      };
      if (request.ancestor !== undefined)
        record.revisionMergedAncestor = revision(request.ancestor);
      const merged = mergedRevision.get(request.number);
      if (merged !== undefined) record.revisionMerged = merged;
      if (request.cluster !== undefined) record.conversationsIssuesCluster = request.cluster;
      state.changeRequests.push(record);
    }
  }
  syncAllSpaceCounters(state);
}
