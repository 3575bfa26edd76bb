import type { SeedStep } from './seed-step.ts';
import { syncAllSpaceCounters } from '../domain/change-requests.ts';
import { syncAllCommentCounts } from '../domain/comments.ts';
import { firstWeekPlanDescription, seedUsers as users } from './seed-change-request-documents.ts';
import {
  releaseChecklistDescription,
  simpleDescription,
  webhookRetriesDescription,
} from './seed-documents.ts';
import { applySeedChanges, seedPageTree, withSeedLinks, type SeedLink } from './seed-revisions.ts';
import { makeRevision } from '../domain/revisions.ts';
import {
  seedReviewsAndThreads,
  seedSpaceThreads,
  seedTime,
  type SeedActivity,
} from './seed-change-request-activity.ts';
import type {
  BackendState,
  ChangeRequestRecord,
  DocumentValue,
  RevisionPageRecord,
  SpaceRecord,
} from './state.ts';

/**
 * The demo's change requests: every status in several Acme spaces (and one in Globex), some
 * outdated by later merges, with reviewers asked, reviews in every state, comment threads, the
 * pages each one changes, and an issues cluster; descriptions are in the platform's Document
 * model (seed-documents.ts): the common blocks, marks and links, plus a mention, colours, a
 * table, images and an embed. With the merge rules of the seeds (Acme needs
 * Rhea's approval, the API Reference a review and an up-to-date request, Onboarding one of two
 * reviewers and a description), some requests can merge and others are blocked, each for its
 * own reasons. Deterministic like every seed. Spaces with merged requests get the last merged
 * revision as their active one; every space's counters and every request's comment count are
 * computed from the records.
 */

interface SeedRequest extends SeedActivity {
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
  /** Who else edited it. */
  contributors?: string[];
  /** Reviews asked for and not given yet. */
  reviewers?: string[];
  cluster?: string;
  /** Overrides `cr_<key>_<number>` (ids the content links already refer to). */
  id?: string;
}

interface SeedSpace {
  spaceId: string;
  key: string;
  /** Link pages of the space's table of contents, there from its first revision. */
  links?: SeedLink[];
  requests: SeedRequest[];
}

const { ada, eddie, carl, rhea } = users;
const cora = 'user_cora';
const priya = 'user_priya';

/**
 * A request of the space's history: merged the day it was opened, after one approval that day,
 * having rewritten one section of one page. `previously` is that section's body before the
 * merge; the seeded page holds the body after it.
 */
function merged(
  request: Pick<
    SeedRequest,
    'number' | 'subject' | 'by' | 'created' | 'from' | 'description' | 'cluster'
  >,
  page: string,
  previously: [index: number, body: string],
  [approver, hour]: [by: string, hour: number],
): SeedRequest {
  return {
    ...request,
    status: 'merged',
    edits: [{ page, previously }],
    reviews: [{ by: approver, status: 'approved', at: [request.created, hour] }],
  };
}

const seedSpaces: SeedSpace[] = [
  {
    spaceId: 'space_handbook',
    key: 'handbook',
    links: [
      {
        id: 'page_handbook_status_link',
        title: 'Status page',
        target: { kind: 'url', url: 'https://status.acme.example' },
      },
      {
        id: 'page_handbook_on_call_link',
        title: 'Who is on call',
        target: { kind: 'page', page: 'page_handbook_on_call' },
        parent: 'page_handbook_getting_started',
      },
    ],
    requests: [
      merged(
        {
          number: 1,
          subject: 'Add the incident template',
          by: carl,
          created: '06-10',
          from: 1,
          description: simpleDescription(
            'A template for incident write-ups, linked from the on-call page.',
          ),
        },
        'page_handbook_on_call',
        [2, 'At the end of a shift, tell the next person what is going on.'],
        [rhea, 15],
      ),
      merged(
        { number: 2, subject: 'Explain the service map', by: eddie, created: '06-24', from: 2 },
        'page_handbook_architecture',
        [0, 'The platform is split into several services.'],
        [rhea, 16],
      ),
      merged(
        {
          number: 3,
          subject: 'Shorten the getting started guide',
          by: ada,
          created: '07-08',
          from: 3,
        },
        'page_handbook_getting_started',
        [
          1,
          'Clone acme/platform into ~/src. The repository is large. It has many years of history, so a full clone takes a long time; use a partial clone instead.',
        ],
        [rhea, 17],
      ),
      {
        number: 4,
        status: 'archived',
        subject: 'Move on-call to the new rota tool',
        by: eddie,
        created: '07-15',
        from: 4,
        description: simpleDescription('Parked until procurement signs the contract.'),
        edits: [
          {
            page: 'page_handbook_on_call',
            rewrite: [0, 'Each team runs a weekly rotation in RotaHQ. Swap shifts there.'],
          },
        ],
        threads: [
          {
            by: carl,
            at: ['07-16', 9],
            text: 'Is RotaHQ approved by security yet?',
            replies: [[eddie, 'Not yet: the review is booked for September.']],
          },
          { by: cora, at: ['07-17', 11], text: 'Support needs the same rota for escalations.' },
        ],
      },
      merged(
        {
          number: 5,
          subject: 'Code review: ask for smaller pull requests',
          by: rhea,
          created: '08-03',
          from: 4,
        },
        'page_handbook_code_review',
        [0, 'Describe the why in the description and link the issue.'],
        [ada, 15],
      ),
      merged(
        {
          number: 6,
          subject: 'Deployments: add the canary step',
          by: carl,
          created: '09-01',
          from: 5,
        },
        'page_handbook_deployments',
        [0, 'Production deploys leave every weekday at 14:00 UTC.'],
        [rhea, 16],
      ),
      {
        number: 7,
        status: 'archived',
        subject: 'Translate the handbook to German',
        by: ada,
        created: '09-10',
        from: 6,
        edits: [{ page: 'page_handbook_getting_started', title: 'Erste Schritte' }],
      },
      {
        number: 8,
        status: 'draft',
        subject: 'Document the staging environment',
        by: carl,
        created: '11-12',
        from: 6,
        description: simpleDescription(
          'Staging mirrors production nightly. Write down how to reset it.',
        ),
        edits: [
          {
            page: 'page_handbook_deployments',
            add: ['Staging', 'Staging is rebuilt from production every night at 02:00 UTC.'],
          },
          { page: 'page_handbook_on_call', remove: 2 },
          {
            page: 'page_handbook_code_review',
            add: ['Reviewing staging changes', 'Try the change on staging before approving it.'],
          },
        ],
        // Blocks removed and a page moved (and edited), beside the section, the page and the
        // link it adds.
        moves: [{ page: 'page_handbook_code_review', parent: 'page_handbook_getting_started' }],
        links: [
          {
            id: 'page_handbook_staging_dashboard',
            title: 'Staging dashboard',
            target: { kind: 'url', url: 'https://staging.acme.example/dashboard' },
          },
        ],
        creates: [
          {
            slug: 'staging-environment',
            title: 'Staging environment',
            sections: [
              ['Resetting staging', 'Run make staging-reset; it restores last night’s snapshot.'],
            ],
          },
        ],
      },
      {
        number: 9,
        status: 'open',
        subject: 'Rewrite the on-call escalation policy',
        by: eddie,
        created: '08-25',
        from: 5,
        description: simpleDescription(
          'Escalate after 15 minutes instead of 30.',
          'Page the secondary before the manager.',
        ),
        edits: [
          {
            page: 'page_handbook_on_call',
            rewrite: [
              1,
              'Page for customer-facing outages and data loss. Escalate to the secondary after 15 minutes, then to the manager.',
            ],
          },
        ],
        // Rhea approved, then asked for changes: the approval is outdated.
        reviews: [
          { by: rhea, status: 'approved', at: ['08-26', 10] },
          {
            by: rhea,
            status: 'changes-requested',
            at: ['08-28', 14],
            comment: 'Keep the manager in the loop for data loss, even at night.',
          },
        ],
        threads: [
          {
            by: cora,
            at: ['08-26', 12],
            text: 'Does support get paged too, or only engineering?',
            replies: [
              [eddie, 'Only engineering; support sees the incident channel.'],
              [cora, 'Thanks, that works for us.'],
            ],
            resolvedBy: eddie,
          },
          {
            by: carl,
            at: ['08-27', 9],
            page: 'page_handbook_on_call',
            text: 'Fifteen minutes feels short for a night page.',
          },
        ],
      },
      {
        number: 10,
        status: 'open',
        subject: 'Architecture: describe the event bus',
        by: carl,
        created: '11-14',
        from: 6,
        contributors: [eddie],
        reviewers: [ada],
        description: simpleDescription('The event bus carries domain events between services.'),
        edits: [
          {
            page: 'page_handbook_architecture',
            add: [
              'Topics and retention',
              'Topics keep seven days of events. Replaying older history goes through the archive bucket.',
            ],
          },
        ],
        reviews: [{ by: rhea, status: 'approved', at: ['11-15', 11] }],
        threads: [
          {
            by: rhea,
            at: ['11-15', 10],
            text: 'Could we say who owns each topic?',
            replies: [[carl, 'Added a line on ownership in the Topics section.']],
          },
        ],
      },
      {
        number: 11,
        status: 'draft',
        subject: 'Getting started: add a troubleshooting section',
        by: eddie,
        created: '08-20',
        from: 5,
        ancestor: 5,
        edits: [
          {
            page: 'page_handbook_getting_started',
            add: [
              'Troubleshooting',
              'If the bootstrap script fails on Git signing, run it again with --no-signing and ask IT.',
            ],
          },
        ],
      },
      {
        number: 12,
        id: 'cr_handbook_12',
        status: 'open',
        subject: 'Add the release checklist',
        by: ada,
        created: '11-16',
        updated: '11-18',
        from: 6,
        contributors: [carl],
        reviewers: [rhea],
        description: releaseChecklistDescription(),
        edits: [
          {
            page: 'page_handbook_deployments',
            add: [
              'Release checklist',
              'Freeze the branch, run the full test suite, write the release notes, and get the sign-off of the product owner and security.',
            ],
          },
        ],
        // Carl approved; the organization's rules also need Rhea, who has not reviewed yet.
        reviews: [{ by: carl, status: 'approved', at: ['11-17', 15], unrequested: true }],
        threads: [
          {
            by: carl,
            at: ['11-17', 14],
            text: 'Should the checklist link to the rollback steps?',
            replies: [[ada, 'Yes, added a link under Rollbacks.']],
          },
          {
            by: cora,
            at: ['11-18', 9],
            text: 'Support would like a heads-up before each release.',
          },
        ],
      },
    ],
  },
  {
    spaceId: 'space_api',
    key: 'api',
    requests: [
      merged(
        { number: 1, subject: 'Document cursor pagination', by: carl, created: '06-20', from: 1 },
        'page_api_pagination',
        [0, 'List endpoints return a page of results.'],
        [rhea, 16],
      ),
      merged(
        { number: 2, subject: 'List every error code', by: eddie, created: '08-11', from: 2 },
        'page_api_errors',
        [0, 'Every error answers a JSON body.'],
        [carl, 17],
      ),
      {
        number: 3,
        status: 'archived',
        subject: 'Describe the v0 authentication',
        by: eddie,
        created: '07-01',
        from: 2,
        cluster: 'cluster_token_expiry',
        creates: [
          {
            slug: 'v0-authentication',
            title: 'v0 authentication',
            sections: [
              ['Session cookies', 'The v0 API authenticated with the app’s session cookie.'],
            ],
          },
        ],
      },
      {
        number: 4,
        status: 'open',
        subject: 'Authentication: rotate tokens every 90 days',
        by: eddie,
        created: '07-30',
        from: 2,
        reviewers: [rhea],
        cluster: 'cluster_token_expiry',
        description: simpleDescription('Customers asked when tokens expire; say it plainly.'),
        edits: [
          {
            page: 'page_api_authentication',
            title: 'Authentication and token rotation',
            rewrite: [
              2,
              'Tokens do not expire on their own. Rotate them every 90 days: create the new token, deploy it, then revoke the old one.',
            ],
          },
        ],
        threads: [
          {
            by: cora,
            at: ['07-31', 10],
            text: 'Three customers asked this week; can we ship it soon?',
          },
        ],
      },
      {
        number: 5,
        status: 'draft',
        subject: 'Document webhook retries',
        by: carl,
        created: '11-17',
        from: 3,
        contributors: [eddie],
        description: webhookRetriesDescription(),
        edits: [
          {
            page: 'page_api_webhooks',
            add: [
              'Retries',
              'Failed deliveries are retried five times with backoff; after the fifth the endpoint is disabled.',
            ],
          },
        ],
      },
    ],
  },
  {
    spaceId: 'space_architecture',
    key: 'architecture',
    requests: [
      merged(
        {
          number: 1,
          subject: 'Record the billing event-sourcing decision',
          by: rhea,
          created: '07-05',
          from: 1,
          cluster: 'cluster_data_ownership',
        },
        'page_architecture_event_sourcing_for_billing',
        [0, 'Billing keeps its events.'],
        [ada, 15],
      ),
      {
        number: 2,
        status: 'open',
        subject: 'Decide on one database per service',
        by: carl,
        created: '10-02',
        from: 2,
        // Ada approved, then Carl asked her again after more edits: her approval is outdated.
        reviewers: [ada],
        cluster: 'cluster_data_ownership',
        description: releaseChecklistDescription(),
        edits: [
          {
            page: 'page_architecture_one_database_per_service',
            rewrite: [
              0,
              'Services never read each other’s tables; they call APIs or consume events. Reporting reads a replica built from the events.',
            ],
          },
        ],
        reviews: [
          { by: ada, status: 'approved', at: ['10-03', 10] },
          { by: priya, status: 'approved', at: ['10-04', 11], unrequested: true },
        ],
        threads: [
          {
            by: rhea,
            at: ['10-03', 15],
            text: 'What about the reporting queries that join across services today?',
            replies: [[carl, 'They move to the replica built from events; see the new paragraph.']],
          },
        ],
      },
      {
        number: 3,
        status: 'archived',
        subject: 'Adopt GraphQL everywhere',
        by: eddie,
        created: '08-14',
        from: 2,
        creates: [
          {
            slug: 'graphql-everywhere',
            title: 'GraphQL everywhere',
            sections: [['Decision', 'Every service exposes a GraphQL schema behind one gateway.']],
          },
        ],
        deletes: ['page_architecture_one_database_per_service'],
        reviews: [
          {
            by: rhea,
            status: 'changes-requested',
            at: ['08-15', 10],
            comment: 'This removes the database decision without replacing it.',
          },
        ],
      },
    ],
  },
  {
    spaceId: 'space_meeting_notes',
    key: 'meeting_notes',
    requests: [
      merged(
        { number: 1, subject: 'Notes of week 45', by: eddie, created: '11-06', from: 1 },
        'page_meeting_notes_overview',
        [0, 'Notes of the weekly syncs.'],
        [rhea, 15],
      ),
      {
        number: 2,
        status: 'draft',
        subject: 'Notes of week 46',
        by: eddie,
        created: '11-13',
        from: 2,
        creates: [
          {
            slug: 'week-46',
            title: 'Week 46',
            sections: [['Week 46', 'Agreed to move the planning meeting to Tuesdays.']],
          },
        ],
      },
      {
        number: 3,
        status: 'draft',
        subject: 'Notes of week 47',
        by: carl,
        created: '11-19',
        updated: '11-19',
        from: 2,
        edits: [
          {
            page: 'page_meeting_notes_week_47',
            rewrite: [
              0,
              'Agreed to ship the content tree redesign behind a flag, and to review it again in week 49.',
            ],
          },
        ],
      },
      {
        number: 4,
        status: 'archived',
        subject: 'Duplicate notes of week 45',
        by: eddie,
        created: '11-07',
        from: 1,
        creates: [
          {
            slug: 'week-45',
            title: 'Week 45',
            sections: [['Week 45', 'A copy of the notes already merged with #1.']],
          },
        ],
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
        by: eddie,
        created: '11-04',
        from: 1,
        reviewers: [ada],
        description: firstWeekPlanDescription(),
        edits: [
          {
            page: 'page_onboarding_welcome',
            rewrite: [
              1,
              'Monday: import existing content. Tuesday: invite your team. Wednesday: pick a custom domain. Thursday: publish your first pages. Friday: your customer success manager checks in.',
            ],
          },
        ],
        reviews: [{ by: rhea, status: 'approved', at: ['11-05', 10] }],
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
        by: carl,
        created: '10-21',
        from: 1,
        reviewers: [ada],
        edits: [
          {
            page: 'page_globex_guide_contributing',
            add: [
              'The review bot',
              'A bot comments on every pull request with the checks that failed and how to run them locally.',
            ],
          },
        ],
      },
    ],
  },
];

function at(day: string, hour: number): string {
  return seedTime([day, hour]);
}

function nextDay(day: string): string {
  const date = new Date(`2026-${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(5, 10);
}

/**
 * The space's revisions before the requests: the seeded pages are the last one; each merged
 * request, undone (its `previously`), gives the one before it. Indexed 1..merges.
 */
function spaceHistory(
  state: BackendState,
  space: SpaceRecord,
  links: readonly SeedLink[],
  merged: readonly SeedRequest[],
  revision: (index: number) => string,
): Map<number, RevisionPageRecord[]> {
  const trees = new Map<number, RevisionPageRecord[]>();
  let tree = withSeedLinks(seedPageTree(state, space), links);
  trees.set(merged.length + 1, tree);
  for (let index = merged.length; index >= 1; index -= 1) {
    const request = merged[index - 1] as SeedRequest;
    tree = applySeedChanges(
      state,
      space,
      tree,
      { edits: request.edits ?? [] },
      revision(index),
      at(request.created, 9),
    );
    trees.set(index, tree);
  }
  return trees;
}

/**
 * Adds the change requests to a seeded state whose spaces exist, with the revisions of their
 * spaces (one per merge) and their own, sets the active revision of spaces with merged
 * requests, and computes every space's counters from the records.
 */
export function seedChangeRequests(state: BackendState): void {
  for (const seedSpace of seedSpaces) {
    const space = state.spaces.find((candidate) => candidate.id === seedSpace.spaceId);
    if (!space) continue;
    const revision = (index: number) => `rev_${seedSpace.key}_${index}`;
    // Merges happen in number order; each one makes the next space revision.
    const merges = [...seedSpace.requests]
      .sort((a, b) => a.number - b.number)
      .filter((request) => request.status === 'merged');
    const mergedRevision = new Map(merges.map((request, index) => [request.number, index + 2]));
    const history = spaceHistory(state, space, seedSpace.links ?? [], merges, revision);
    const treeAt = (index: number) =>
      history.get(index) ?? (history.get(1) as RevisionPageRecord[]);
    space.revision = revision(merges.length + 1);
    makeRevision(state, space.id, {
      id: revision(1),
      type: 'edits',
      parents: [],
      pages: treeAt(1),
      at: space.createdAt,
    });
    for (const request of seedSpace.requests) {
      const created = at(request.created, 9 + (request.number % 8));
      const updated = at(request.updated ?? nextDay(request.created), 10 + (request.number % 8));
      const base = request.ancestor ?? request.from;
      const id = request.id ?? `cr_${seedSpace.key}_${request.number}`;
      const requestRevision = `rev_${seedSpace.key}_cr${request.number}_${request.ancestor ? 2 : 1}`;
      const merged = mergedRevision.get(request.number);
      // A merged request holds what its merge made; the others their changes on their base.
      makeRevision(state, space.id, {
        id: requestRevision,
        type: request.ancestor ? 'update' : 'edits',
        parents: [revision(base)],
        pages:
          merged !== undefined
            ? treeAt(merged)
            : applySeedChanges(state, space, treeAt(base), request, requestRevision, updated),
        at: updated,
      });
      if (merged !== undefined)
        makeRevision(state, space.id, {
          id: revision(merged),
          type: 'merge',
          parents: [revision(merged - 1), requestRevision],
          pages: treeAt(merged),
          at: updated,
          mergedFrom: id,
        });
      const record: ChangeRequestRecord = {
        id,
        spaceId: space.id,
        number: request.number,
        status: request.status,
        subject: request.subject,
        description: structuredClone(request.description ?? simpleDescription()),
        createdBy: request.by,
        createdAt: created,
        updatedAt: updated,
        revision: requestRevision,
        revisionInitial: revision(request.from),
        comments: 0,
        // Still in progress and started (or last updated) before the space moved on.
        outdated:
          (request.status === 'draft' || request.status === 'open') && base < merges.length + 1,
        contributions: [request.by, ...(request.contributors ?? [])].map((userId) => ({
          userId,
          actionType: 'edit' as const,
          count: 1,
          updatedAt: updated,
        })),
        reviewRequests: (request.reviewers ?? []).map((userId) => ({
          userId,
          requestedBy: request.by,
          createdAt: updated,
          revision: requestRevision,
        })),
        reviews: [],
      };
      if (request.ancestor !== undefined)
        record.revisionMergedAncestor = revision(request.ancestor);
      if (merged !== undefined) record.revisionMerged = revision(merged);
      if (request.cluster !== undefined) record.conversationsIssuesCluster = request.cluster;
      seedReviewsAndThreads(state, record, request);
      state.changeRequests.push(record);
    }
  }
  const handbook = state.spaces.find((space) => space.id === 'space_handbook');
  if (handbook) seedSpaceThreads(state, handbook);
  syncAllCommentCounts(state);
  syncAllSpaceCounters(state);
}

export const changeRequestsSeed: SeedStep = {
  name: 'change-requests',
  demo: (state) => seedChangeRequests(state),
};
