import { buildSpace, demoSpaceContents, type SpaceSource } from './seed-content.ts';
import type {
  CollectionRecord,
  LinkRecord,
  LinkReference,
  Role,
  SpaceContent,
  SpaceRecord,
  SpaceVisibility,
} from './state.ts';

/**
 * Where the seeded spaces and collections sit, in which order, and with which settings: the
 * organization's content tree. Deterministic like every seed; only the deleted spaces depend
 * on `now` (they must be "deleted N days ago" whenever the backend starts).
 */

const day = 24 * 60 * 60 * 1000;

export const seedTreeIds = {
  collections: {
    engineering: 'collection_engineering',
    platform: 'collection_platform',
    mobile: 'collection_mobile',
    customers: 'collection_customers',
    tutorials: 'collection_tutorials',
    company: 'collection_company',
    community: 'collection_community',
  },
  spaces: {
    handbook: 'space_handbook',
    api: 'space_api',
    architecture: 'space_architecture',
    runbooks: 'space_runbooks',
    infrastructure: 'space_infrastructure',
    ios: 'space_ios',
    android: 'space_android',
    security: 'space_security',
    legacyApi: 'space_legacy_api',
    onboarding: 'space_onboarding',
    helpCenter: 'space_help_center',
    faq: 'space_faq',
    quickstart: 'space_quickstart',
    videoGuides: 'space_video_guides',
    releaseNotes: 'space_release_notes',
    brand: 'space_brand',
    hrPolicies: 'space_hr_policies',
    officeGuide: 'space_office_guide',
    roadmap: 'space_roadmap',
    meetingNotes: 'space_meeting_notes',
    glossary: 'space_glossary',
    oldWiki: 'space_old_wiki',
    ancientNotes: 'space_ancient_notes',
    globexGuide: 'space_globex_guide',
    globexContributing: 'space_globex_contributing',
    umbrellaNotebook: 'space_umbrella_notebook',
  },
  shareKeys: { quickstart: 'sk_quickstart_7f3a9c', roadmap: 'sk_roadmap_51be02' },
} as const;

const c = seedTreeIds.collections;
const s = seedTreeIds.spaces;

/** Small spaces added for the tree: an overview page plus one page per topic. */
function smallSpace(
  key: string,
  organizationId: string,
  title: string,
  emoji: string,
  about: string,
  topics: [title: string, body: string][],
): SpaceSource {
  return {
    key,
    organizationId,
    title,
    emoji,
    pages: [
      { slug: 'overview', title: 'Overview', sections: [['About this space', about]] },
      ...topics.map(([topic, body]) => ({
        slug: topic
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, ''),
        title: topic,
        sections: [[topic, body]] as [string, string][],
      })),
    ],
  };
}

const acme = 'org_acme';
const extraSources: SpaceSource[] = [
  smallSpace(
    'architecture',
    acme,
    'Architecture Decisions',
    '🏛️',
    'Every significant technical decision, why we made it and what we gave up.',
    [
      ['Event sourcing for billing', 'Billing events are append-only; balances are projections.'],
      ['One database per service', 'Services never read each other’s tables; they call APIs.'],
    ],
  ),
  smallSpace(
    'runbooks',
    acme,
    'Runbooks',
    '🧯',
    'Step-by-step procedures for incidents. Locked: changes go through the SRE team.',
    [
      ['Database failover', 'Promote the replica, repoint the pooler, then page the DBA.'],
      ['Queue backlog', 'Scale the workers to twelve and watch the lag dashboard.'],
    ],
  ),
  smallSpace(
    'infrastructure',
    acme,
    'Infrastructure',
    '🖥️',
    'Clusters, networks and the Terraform modules that describe them.',
    [['Regions', 'We run in eu-west-1 and us-east-2, active-active.']],
  ),
  smallSpace('ios', acme, 'iOS Guide', '🍏', 'Building, testing and releasing the iOS app.', [
    ['Release train', 'A release is cut every second Tuesday and submitted on Wednesday.'],
  ]),
  smallSpace(
    'android',
    acme,
    'Android Guide',
    '🤖',
    'Building, testing and releasing the Android app.',
    [['Staged rollout', 'Releases go to 5%, 20%, 50% then 100% of users over four days.']],
  ),
  smallSpace(
    'legacy_api',
    acme,
    'Legacy API v1',
    '🧓',
    'The retired version 1 of the API, kept for reference.',
    [['Sunset', 'Version 1 stopped answering on 1 March 2026.']],
  ),
  smallSpace(
    'help_center',
    acme,
    'Help Center',
    '💁',
    'Answers for customers, written by the support team.',
    [
      ['Reset your password', 'Use “Forgot password” on the sign-in page; the link lasts 1 hour.'],
      ['Billing questions', 'Invoices are in Settings → Billing and can be downloaded as PDF.'],
    ],
  ),
  smallSpace('faq', acme, 'FAQ', '❓', 'Questions customers ask most often.', [
    ['Is there a free plan?', 'Yes: up to three editors and one public site.'],
  ]),
  smallSpace(
    'quickstart',
    acme,
    'Quickstart',
    '⚡',
    'From sign-up to a published site in ten minutes. Shared by link with trial customers.',
    [['Publish your first site', 'Create a space, write a page, then press Publish.']],
  ),
  smallSpace(
    'video_guides',
    acme,
    'Video Guides',
    '🎬',
    'Short screen recordings for visual learners.',
    [['Editor tour', 'A three-minute tour of the editor and its shortcuts.']],
  ),
  smallSpace('brand', acme, 'Brand Guidelines', '🎨', 'Logo, colours, typography and voice.', [
    ['Colours', 'Primary blue #2450D4; never place the logo on red.'],
  ]),
  smallSpace(
    'hr_policies',
    acme,
    'HR Policies',
    '📋',
    'Leave, expenses and the code of conduct. Locked: HR edits it once a year.',
    [['Parental leave', 'Twenty weeks fully paid for every parent.']],
  ),
  smallSpace(
    'office_guide',
    acme,
    'Office Guide',
    '🏢',
    'Getting around the Lyon and Austin offices.',
    [['Wi-Fi and printers', 'The guest network is “acme-guest”; printers are on floor 2.']],
  ),
  smallSpace(
    'roadmap',
    acme,
    'Product Roadmap',
    '🗺️',
    'What we are building next quarter. Shared by link with design partners.',
    [['Next quarter', 'Offline editing, a new search engine and audit log exports.']],
  ),
  smallSpace(
    'meeting_notes',
    acme,
    'Meeting Notes',
    '📝',
    'Notes of the weekly product and engineering syncs.',
    [['Week 47', 'Agreed to ship the content tree redesign behind a flag.']],
  ),
  smallSpace('glossary', acme, 'Glossary', '📖', 'The words we use and what they mean.', [
    ['Space', 'A container of documentation pages, edited together and published as one.'],
  ]),
  smallSpace(
    'old_wiki',
    acme,
    'Old Wiki',
    '🗄️',
    'The wiki we used before moving to Folio. Deleted recently; still restorable.',
    [['Archive', 'Everything here was migrated to the Engineering Handbook.']],
  ),
  smallSpace(
    'ancient_notes',
    acme,
    'Ancient Notes',
    '🦕',
    'Deleted more than seven days ago: gone for good.',
    [['Nothing', 'Nothing to see here.']],
  ),
  smallSpace(
    'globex_contributing',
    'org_globex',
    'Contributing',
    '🤝',
    'How to contribute code and docs to Globex projects.',
    [['Pull requests', 'One topic per pull request; a maintainer reviews within a week.']],
  ),
];

/** How one seeded space sits in the tree and how it is set up. */
interface SpaceSettings {
  id: string;
  visibility?: SpaceVisibility;
  editMode?: SpaceRecord['editMode'];
  language?: SpaceRecord['language'];
  mergeRules?: SpaceRecord['mergeRules'];
  defaultLevel?: Role;
  published?: string;
  gitSync?: SpaceRecord['gitSync'];
  visitorAuth?: SpaceRecord['visitorAuth'];
  shareKey?: string;
  counters?: [comments: number, open: number, draft: number, total: number];
  /** Deleted this many days before `now`. */
  deletedDaysAgo?: number;
  links?: LinkRecord[];
}

type TreeNode =
  | { collection: string; title: string; description?: string; children: TreeNode[] }
  | { space: SpaceSettings };

function space(id: string, settings: Omit<SpaceSettings, 'id'> = {}): TreeNode {
  return { space: { id, ...settings } };
}

function pageRef(spaceId: string, pageSlug: string, title: string): LinkReference {
  return {
    kind: 'page',
    space: spaceId,
    page: `page_${spaceId.slice('space_'.length)}_${pageSlug}`,
    title,
  };
}

const handbookLinks: LinkRecord[] = [
  {
    status: 'ok',
    relation: 'reference',
    target: pageRef(s.api, 'authentication', 'Authentication'),
    locations: [pageRef(s.handbook, 'getting_started', 'Getting started')],
  },
  {
    status: 'ok',
    relation: 'reference',
    target: { kind: 'url', url: 'https://nodejs.org/en/download' },
    locations: [pageRef(s.handbook, 'getting_started', 'Getting started')],
  },
  {
    status: 'broken',
    relation: 'reference',
    target: pageRef(s.handbook, 'incident_template', 'Incident template'),
    locations: [
      pageRef(s.handbook, 'on_call', 'On-call'),
      pageRef(s.handbook, 'deployments', 'Deployments'),
    ],
  },
  {
    status: 'broken',
    relation: 'dependsOn',
    target: {
      kind: 'file',
      space: s.handbook,
      file: {
        id: 'file_arch_diagram',
        name: 'architecture-diagram.png',
        contentType: 'image/png',
        downloadURL: 'https://files.folio.example/file_arch_diagram.png',
        size: 482_133,
        dimensions: { width: 1600, height: 900 },
      },
    },
    locations: [pageRef(s.handbook, 'architecture', 'Architecture')],
  },
  {
    status: 'in-app',
    relation: 'reference',
    target: {
      kind: 'url',
      url: 'https://app.folio.example/o/org_acme/settings/members',
    },
    locations: [pageRef(s.handbook, 'getting_started', 'Getting started')],
  },
  {
    status: 'ok',
    relation: 'reference',
    target: { kind: 'space', space: s.security },
    locations: [pageRef(s.handbook, 'code_review', 'Code review')],
  },
  {
    status: 'ok',
    relation: 'reference',
    target: { kind: 'collection', collection: c.platform },
    locations: [pageRef(s.handbook, 'architecture', 'Architecture')],
  },
  {
    // A mention: who to page first.
    status: 'ok',
    relation: 'reference',
    target: { kind: 'user', user: 'user_ada' },
    locations: [pageRef(s.handbook, 'on_call', 'On-call')],
  },
  {
    status: 'broken',
    relation: 'reference',
    target: pageRef(s.handbook, 'release_checklist', 'Release checklist'),
    locations: [pageRef(s.handbook, 'deployments', 'Deployments')],
    changeRequest: 'cr_handbook_12',
  },
];

const apiLinks: LinkRecord[] = [
  {
    status: 'ok',
    relation: 'reference',
    target: pageRef(s.api, 'errors', 'Errors'),
    locations: [pageRef(s.api, 'pagination', 'Pagination')],
  },
  {
    status: 'broken',
    relation: 'reference',
    target: pageRef(s.api, 'rate_limits', 'Rate limits'),
    locations: [pageRef(s.api, 'errors', 'Errors'), pageRef(s.api, 'webhooks', 'Webhooks')],
  },
  {
    status: 'in-app',
    relation: 'reference',
    target: {
      kind: 'url',
      url: 'https://app.folio.example/o/org_acme/settings/tokens',
    },
    locations: [pageRef(s.api, 'authentication', 'Authentication')],
  },
];

const onboardingLinks: LinkRecord[] = [
  {
    status: 'ok',
    relation: 'reference',
    target: pageRef(s.onboarding, 'inviting_your_team', 'Inviting your team'),
    locations: [pageRef(s.onboarding, 'welcome', 'Welcome')],
  },
  {
    status: 'in-app',
    relation: 'reference',
    target: {
      kind: 'url',
      url: 'https://app.folio.example/o/org_acme/import',
    },
    locations: [pageRef(s.onboarding, 'importing_content', 'Importing content')],
  },
];

const published = (path: string) => `https://docs.acme.test/${path}`;

/** Acme's tree, in order. */
const acmeTree: TreeNode[] = [
  {
    collection: c.engineering,
    title: 'Engineering',
    description: 'How we build, ship and run the product.',
    children: [
      space(s.handbook, {
        published: published('handbook'),
        counters: [4, 2, 1, 9],
        links: handbookLinks,
      }),
      space(s.api, {
        visibility: 'public',
        published: published('api'),
        counters: [1, 1, 0, 5],
        // Its own rules: a review and an up-to-date request, and Ada may merge past them.
        mergeRules: {
          type: 'rules',
          rules: [
            { rule: 'require_at_least_one_review' },
            { rule: 'require_up_to_date_change_request' },
            { rule: 'allow_bypass', users: ['user_ada'] },
          ],
        },
        gitSync: {
          repoName: 'acme/api-docs',
          installationProvider: 'github',
          integration: 'github',
          url: 'https://github.com/acme/api-docs',
          updatedAt: '2026-11-18T16:20:00.000Z',
        },
        links: apiLinks,
      }),
      {
        collection: c.platform,
        title: 'Platform',
        description: 'Architecture, infrastructure and operations.',
        children: [
          space(s.architecture, { visibility: 'in-collection', counters: [2, 1, 0, 3] }),
          space(s.runbooks, { visibility: 'in-collection', editMode: 'locked' }),
          space(s.infrastructure, {
            mergeRules: {
              type: 'rules',
              rules: [{ rule: 'require_at_least_one_review' }],
            },
          }),
        ],
      },
      {
        collection: c.mobile,
        title: 'Mobile',
        children: [
          space(s.ios, { visibility: 'in-collection' }),
          space(s.android, { visibility: 'in-collection' }),
        ],
      },
      space(s.security, {
        visibility: 'visitor-auth',
        visitorAuth: { backend: 'custom' },
        defaultLevel: 'comment',
      }),
      space(s.legacyApi, { visibility: 'in-collection', deletedDaysAgo: 6 }),
    ],
  },
  {
    collection: c.customers,
    title: 'Customer Docs',
    description: 'Everything customers read.',
    children: [
      space(s.onboarding, {
        visibility: 'public',
        published: published('getting-started'),
        links: onboardingLinks,
        mergeRules: {
          type: 'rules',
          rules: [
            { rule: 'require_one_of_specific_reviewers', users: ['user_rhea', 'user_ada'] },
            { rule: 'require_change_request_description' },
          ],
        },
      }),
      space(s.helpCenter, { visibility: 'public', published: published('help') }),
      space(s.faq, { visibility: 'unlisted', language: 'fr' }),
      {
        collection: c.tutorials,
        title: 'Tutorials',
        children: [
          space(s.quickstart, {
            visibility: 'share-link',
            shareKey: seedTreeIds.shareKeys.quickstart,
          }),
          space(s.videoGuides, { visibility: 'in-collection' }),
        ],
      },
    ],
  },
  space(s.releaseNotes, {
    visibility: 'public',
    editMode: 'locked',
    published: published('changelog'),
  }),
  {
    collection: c.company,
    title: 'Company',
    description: 'Internal company knowledge.',
    children: [
      space(s.brand),
      space(s.hrPolicies, { editMode: 'locked' }),
      space(s.officeGuide, { visibility: 'in-collection', language: 'de' }),
    ],
  },
  space(s.roadmap, { visibility: 'share-link', shareKey: seedTreeIds.shareKeys.roadmap }),
  space(s.meetingNotes, { counters: [7, 0, 2, 4] }),
  space(s.glossary, { visibility: 'unlisted' }),
  space(s.oldWiki, { deletedDaysAgo: 2 }),
  space(s.ancientNotes, { deletedDaysAgo: 9 }),
];

const globexTree: TreeNode[] = [
  {
    collection: c.community,
    title: 'Community',
    description: 'Guides for the Globex community.',
    children: [space(s.globexGuide, { visibility: 'public' })],
  },
  space(s.globexContributing, { visibility: 'public' }),
];

const umbrellaTree: TreeNode[] = [space(s.umbrellaNotebook)];

const createdAt = '2026-06-01T09:00:00.000Z';
const updatedAt = '2026-11-10T09:00:00.000Z';

function spaceRecord(
  content: SpaceContent,
  settings: SpaceSettings,
  placement: { parentId: string | undefined; index: number },
  now: number,
): SpaceRecord {
  const [comments, open, draft, total] = settings.counters ?? [0, 0, 0, 0];
  const record: SpaceRecord = {
    ...content,
    index: placement.index,
    visibility: settings.visibility ?? 'private',
    editMode: settings.editMode ?? 'live',
    mergeRules: settings.mergeRules ?? { type: 'inherit' },
    language: settings.language ?? 'en',
    defaultLevel: settings.defaultLevel ?? 'read',
    createdAt,
    updatedAt,
    revision: `rev_${content.id.slice('space_'.length)}_1`,
    comments,
    changeRequests: total,
    changeRequestsOpen: open,
    changeRequestsDraft: draft,
    links: settings.links ?? [],
  };
  if (placement.parentId !== undefined) record.parentId = placement.parentId;
  if (settings.deletedDaysAgo !== undefined)
    record.deletedAt = new Date(now - settings.deletedDaysAgo * day).toISOString();
  if (settings.gitSync) record.gitSync = settings.gitSync;
  if (settings.visitorAuth) record.visitorAuth = settings.visitorAuth;
  if (settings.shareKey) record.shareKey = settings.shareKey;
  if (settings.published) record.publishedUrl = settings.published;
  return record;
}

/**
 * The demo's spaces and collections. Deleted spaces keep the index they had; active siblings
 * are numbered without them, as the rules do after a delete.
 */
export function demoContentTree(now: number): {
  spaces: SpaceRecord[];
  collections: CollectionRecord[];
} {
  const contents = new Map<string, SpaceContent>();
  for (const content of [...demoSpaceContents(), ...extraSources.map(buildSpace)])
    contents.set(content.id, content);
  const spaces: SpaceRecord[] = [];
  const collections: CollectionRecord[] = [];
  const place = (organizationId: string, nodes: TreeNode[], parentId: string | undefined) => {
    let index = 0;
    for (const node of nodes) {
      if ('collection' in node) {
        const collection: CollectionRecord = {
          id: node.collection,
          organizationId,
          title: node.title,
          description: node.description ?? '',
          index,
          defaultLevel: 'read',
        };
        if (parentId !== undefined) collection.parentId = parentId;
        collections.push(collection);
        index += 1;
        place(organizationId, node.children, node.collection);
        continue;
      }
      const content = contents.get(node.space.id);
      if (!content) throw new Error(`No seed content for ${node.space.id}`);
      spaces.push(spaceRecord(content, node.space, { parentId, index }, now));
      if (node.space.deletedDaysAgo === undefined) index += 1;
    }
  };
  place('org_acme', acmeTree, undefined);
  place('org_globex', globexTree, undefined);
  place('org_umbrella', umbrellaTree, undefined);
  // Keep the original demo spaces first, in their original order (search results follow it).
  const order = new Map([...contents.keys()].map((id, position) => [id, position]));
  spaces.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return { spaces, collections };
}

/** The `large` seed's big organization. */
export const largeOrganizationId = 'org_large';
export const largeTopCollections = 100;
export const largeNestedPerTop = 2;
export const largeRootSpaces = 100;
export const largeSpacesPerCollection = 33;

const largeEmojis = ['📘', '📗', '📙', '📕', '📓', '🗂️', '🧭', '🛠️', '🧪', '📐', '🧩', '🚀'];
const largeVisibilities: SpaceVisibility[] = ['private', 'in-collection', 'public', 'unlisted'];

/**
 * 10,000 spaces in 300 collections (100 top-level ones with 2 nested each), built with plain
 * loops and no lookups so it stays well under a second.
 */
export function largeContentTree(): { spaces: SpaceRecord[]; collections: CollectionRecord[] } {
  const spaces: SpaceRecord[] = [];
  const collections: CollectionRecord[] = [];
  let spaceNumber = 0;
  const addSpaces = (parentId: string | undefined, firstIndex: number, count: number) => {
    for (let offset = 0; offset < count; offset += 1) {
      spaceNumber += 1;
      const number = String(spaceNumber).padStart(5, '0');
      const visibility = largeVisibilities[spaceNumber % largeVisibilities.length] ?? 'private';
      const record: SpaceRecord = {
        id: `space_large_${number}`,
        organizationId: largeOrganizationId,
        title: `Space ${number}`,
        emoji: largeEmojis[spaceNumber % largeEmojis.length] ?? '',
        pages: [],
        index: firstIndex + offset,
        visibility:
          parentId === undefined && visibility === 'in-collection' ? 'private' : visibility,
        editMode: spaceNumber % 10 === 0 ? 'locked' : 'live',
        mergeRules: { type: 'inherit' },
        language: 'en',
        defaultLevel: 'read',
        createdAt,
        updatedAt,
        revision: `rev_large_${number}_1`,
        comments: spaceNumber % 5,
        changeRequests: spaceNumber % 7,
        changeRequestsOpen: spaceNumber % 3,
        changeRequestsDraft: spaceNumber % 2,
        links: [],
      };
      if (parentId !== undefined) record.parentId = parentId;
      spaces.push(record);
    }
  };
  const collection = (id: string, title: string, index: number, parentId?: string) => {
    const record: CollectionRecord = {
      id,
      organizationId: largeOrganizationId,
      title,
      description: '',
      index,
      defaultLevel: 'read',
    };
    if (parentId !== undefined) record.parentId = parentId;
    collections.push(record);
  };
  for (let top = 1; top <= largeTopCollections; top += 1) {
    const topId = `collection_large_${String(top).padStart(3, '0')}`;
    collection(topId, `Collection ${String(top).padStart(3, '0')}`, top - 1);
    for (let nested = 1; nested <= largeNestedPerTop; nested += 1) {
      const nestedId = `${topId}_${nested}`;
      collection(
        nestedId,
        `Collection ${String(top).padStart(3, '0')}.${nested}`,
        nested - 1,
        topId,
      );
      addSpaces(nestedId, 0, largeSpacesPerCollection);
    }
    addSpaces(topId, largeNestedPerTop, largeSpacesPerCollection);
  }
  addSpaces(undefined, largeTopCollections, largeRootSpaces);
  return { spaces, collections };
}
