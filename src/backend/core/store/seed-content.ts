import type { PageRecord, SpaceContent } from './state.ts';

/**
 * Documentation text of the demo spaces. It reads like real docs so organization search has
 * something worth finding; ids are derived from short keys so they stay stable.
 */

export interface PageSource {
  slug: string;
  title: string;
  /** Slug of the parent page in the same space, for nested pages. */
  parent?: string;
  sections: [title: string, body: string][];
}

export interface SpaceSource {
  key: string;
  organizationId: string;
  title: string;
  emoji: string;
  pages: PageSource[];
}

function anchor(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function buildSpace(source: SpaceSource): SpaceContent {
  const bySlug = new Map(source.pages.map((page) => [page.slug, page]));
  const pathOf = (page: PageSource): string =>
    page.parent && bySlug.get(page.parent)
      ? `${pathOf(bySlug.get(page.parent) as PageSource)}/${page.slug}`
      : page.slug;
  const ancestorsOf = (page: PageSource): { title: string }[] => {
    const parent = page.parent ? bySlug.get(page.parent) : undefined;
    return parent ? [...ancestorsOf(parent), { title: parent.title }] : [];
  };
  const pages: PageRecord[] = source.pages.map((page) => {
    const path = pathOf(page);
    const pageId = `page_${source.key}_${page.slug.replace(/-/g, '_')}`;
    return {
      id: pageId,
      title: page.title,
      path,
      ancestors: ancestorsOf(page),
      sections: page.sections.map(([title, body], index) => ({
        id: `${pageId}_s${index + 1}`,
        title,
        path: `${path}#${anchor(title)}`,
        body,
      })),
    };
  });
  return {
    id: `space_${source.key}`,
    organizationId: source.organizationId,
    title: source.title,
    emoji: source.emoji,
    pages,
  };
}

const sources: SpaceSource[] = [
  {
    key: 'handbook',
    organizationId: 'org_acme',
    title: 'Engineering Handbook',
    emoji: '📘',
    pages: [
      {
        slug: 'getting-started',
        title: 'Getting started',
        sections: [
          [
            'Set up your laptop',
            'Install Node 20, pnpm and Docker Desktop, then run the bootstrap script. It configures Git signing, installs the pre-commit hooks and checks that your SSH key is registered with the code host.',
          ],
          [
            'Clone the monorepo',
            'Clone acme/platform into ~/src. The repository is large; use a partial clone with --filter=blob:none to keep the first checkout under five minutes.',
          ],
          [
            'Run the test suite',
            'Run make test for unit tests and make e2e for the browser suite. The first run downloads fixtures; later runs reuse the cache in .cache/fixtures.',
          ],
        ],
      },
      {
        slug: 'architecture',
        title: 'Architecture overview',
        parent: 'getting-started',
        sections: [
          [
            'Services',
            'The platform is split into the gateway, the content service and the search indexer. Each service owns its database and talks to the others through the event bus.',
          ],
          [
            'Event bus',
            'Events are published to Kafka topics named after the aggregate that emits them. Consumers must be idempotent because delivery is at least once.',
          ],
        ],
      },
      {
        slug: 'code-review',
        title: 'Code review',
        sections: [
          [
            'Opening a pull request',
            'Keep pull requests under 400 changed lines. Describe the why in the description and link the issue; reviewers should not have to guess the intent.',
          ],
          [
            'Review checklist',
            'Check naming, error handling, tests for the unhappy path and the rollout plan. Approve when you would be comfortable being paged for this change.',
          ],
          [
            'Merging',
            'Squash and merge once CI is green and one owner approved. The merge queue rebases on main and reruns the tests before landing.',
          ],
        ],
      },
      {
        slug: 'on-call',
        title: 'On-call',
        sections: [
          [
            'Rotation',
            'Each team runs a weekly rotation that starts on Monday at 10:00 UTC. Swap shifts in the scheduling tool, never by private message.',
          ],
          [
            'Paging policy',
            'Page for customer-facing outages and data loss only. Everything else becomes a ticket triaged on the next business day.',
          ],
          [
            'Incident handoff',
            'At the end of a shift, write a handoff note with open incidents, mitigations in place and the next check-in time.',
          ],
        ],
      },
      {
        slug: 'deployments',
        title: 'Deployments',
        sections: [
          [
            'Release trains',
            'Production deploys leave every weekday at 14:00 UTC. Changes merged after the cut wait for the next train unless a release manager approves a hotfix.',
          ],
          [
            'Rollbacks',
            'Roll back first and investigate second. The deploy tool keeps the last five builds; rolling back takes about two minutes.',
          ],
        ],
      },
    ],
  },
  {
    key: 'api',
    organizationId: 'org_acme',
    title: 'API Reference',
    emoji: '🔌',
    pages: [
      {
        slug: 'authentication',
        title: 'Authentication',
        sections: [
          [
            'API tokens',
            'Send your token in the Authorization header as Bearer <token>. Requests without a valid token are rejected with 401 Unauthorized.',
          ],
          [
            'Token scopes',
            'A token acts with the role of the user who created it. Use a dedicated service account for automation so access survives staff changes.',
          ],
          [
            'Rotating tokens',
            'Create the new token, deploy it, then revoke the old one. Tokens never expire on their own, so rotate them at least every 90 days.',
          ],
        ],
      },
      {
        slug: 'pagination',
        title: 'Pagination',
        sections: [
          [
            'Page tokens',
            'List endpoints return next.page when more results exist. Pass it back as the page query parameter; do not build page tokens yourself.',
          ],
          [
            'Limits',
            'The limit parameter defaults to 50 and accepts at most 1000. The count field is the total number of items over all pages.',
          ],
        ],
      },
      {
        slug: 'errors',
        title: 'Errors',
        sections: [
          [
            'Error body',
            'Every error answers a JSON body with error.code, the HTTP status, and error.message, a sentence that names the field and the rule that failed.',
          ],
          [
            'Retrying after 429',
            'When you are rate limited the response carries a Retry-After header in seconds. Wait at least that long before retrying, and back off exponentially.',
          ],
        ],
      },
      {
        slug: 'webhooks',
        title: 'Webhooks',
        sections: [
          [
            'Delivery',
            'Webhooks are delivered with a POST request and retried for up to 24 hours with exponential backoff when your endpoint does not answer 2xx.',
          ],
          [
            'Signature verification',
            'Each delivery is signed with HMAC-SHA256 using your webhook secret. Compare the X-Acme-Signature header in constant time before trusting the payload.',
          ],
        ],
      },
    ],
  },
  {
    key: 'onboarding',
    organizationId: 'org_acme',
    title: 'Customer Onboarding',
    emoji: '🚀',
    pages: [
      {
        slug: 'welcome',
        title: 'Welcome to Acme',
        sections: [
          [
            'What you get',
            'Your workspace includes a documentation site, a help center and an API key for automation. Most teams publish their first page within a day.',
          ],
          [
            'Your first week',
            'Import existing content, invite your team and pick a custom domain. Your customer success manager schedules a check-in at the end of the week.',
          ],
        ],
      },
      {
        slug: 'importing-content',
        title: 'Importing content',
        sections: [
          [
            'From a website',
            'Give the importer the address of your current docs site. It crawls up to 1000 pages, keeps headings and code blocks, and reports pages it could not convert.',
          ],
          [
            'From Markdown',
            'Upload a zip of Markdown files. Front matter titles become page titles and folders become page groups.',
          ],
        ],
      },
      {
        slug: 'inviting-your-team',
        title: 'Inviting your team',
        sections: [
          [
            'Invite links',
            'Admins can create invite links with a default role. Anyone with the link joins as that role until the link is deleted.',
          ],
          [
            'Email domains',
            'Allow your company email domain so colleagues can join on their own with the organization default role.',
          ],
        ],
      },
      {
        slug: 'custom-domains',
        title: 'Custom domains',
        sections: [
          [
            'Adding a domain',
            'Create a CNAME record pointing docs.yourcompany.com to hosting.folio.example, then add the hostname in the site settings.',
          ],
          [
            'Certificates',
            'TLS certificates are issued automatically once the DNS record resolves. Issuance usually takes less than ten minutes.',
          ],
        ],
      },
    ],
  },
  {
    key: 'security',
    organizationId: 'org_acme',
    title: 'Security & Compliance',
    emoji: '🔒',
    pages: [
      {
        slug: 'sso',
        title: 'Single sign-on with SAML',
        sections: [
          [
            'Configure your identity provider',
            'Create a SAML application in your identity provider with the entity ID and ACS URL shown in the SSO settings, then upload its signing certificate.',
          ],
          [
            'Enforcing SSO',
            'Once SSO is enforced, members must sign in through the identity provider. Keep one admin account outside SSO to recover from misconfiguration.',
          ],
        ],
      },
      {
        slug: 'data-retention',
        title: 'Data retention',
        sections: [
          [
            'Deleted spaces',
            'A deleted space can be restored for 7 days. After that it is removed permanently together with its change requests and history.',
          ],
          [
            'Audit logs',
            'Audit logs are kept for 400 days and can be exported as CSV by admins for compliance reviews.',
          ],
        ],
      },
      {
        slug: 'access-reviews',
        title: 'Access reviews',
        sections: [
          [
            'Quarterly review',
            'Every quarter, team owners confirm who still needs access. Members who are not confirmed within two weeks are downgraded to read access.',
          ],
        ],
      },
    ],
  },
  {
    key: 'release_notes',
    organizationId: 'org_acme',
    title: 'Release Notes',
    emoji: '📰',
    pages: [
      {
        slug: '2026-11',
        title: 'November 2026',
        sections: [
          [
            'Agent instructions',
            'Admins can now write instructions for the AI assistant per organization. The assistant follows them when answering questions on your sites.',
          ],
          [
            'Faster search',
            'Organization search now returns results grouped by space and page, and is about twice as fast on large workspaces.',
          ],
        ],
      },
      {
        slug: '2026-10',
        title: 'October 2026',
        sections: [
          [
            'Merge rules',
            'Require specific reviewers before a change request can be merged. Configure merge rules in the organization settings.',
          ],
        ],
      },
      {
        slug: '2026-09',
        title: 'September 2026',
        sections: [
          [
            'Site sections',
            'Group related spaces of a site into sections with their own navigation and search scope.',
          ],
          [
            'Deprecations',
            'The legacy v0 API stops answering on 31 December 2026. Migrate to the v1 API before then.',
          ],
        ],
      },
    ],
  },
  {
    key: 'globex_guide',
    organizationId: 'org_globex',
    title: 'Contributor Guide',
    emoji: '🌐',
    pages: [
      {
        slug: 'contributing',
        title: 'Contributing',
        sections: [
          [
            'Your first contribution',
            'Pick an issue labelled good first issue, comment that you are working on it and open a draft pull request early to get feedback.',
          ],
          [
            'Commit messages',
            'Write commit messages in the imperative mood and reference the issue number, for example: Fix search paging (#412).',
          ],
        ],
      },
      {
        slug: 'code-of-conduct',
        title: 'Code of conduct',
        sections: [
          [
            'Our pledge',
            'We pledge to make participation in our community a harassment-free experience for everyone.',
          ],
          [
            'Reporting',
            'Report unacceptable behaviour to the moderation team by email. Reports are handled confidentially within 72 hours.',
          ],
        ],
      },
      {
        slug: 'translations',
        title: 'Translations',
        sections: [
          [
            'Adding a language',
            'Open an issue with the language code and at least two volunteers who will review each other. Translations are published once 80 percent of pages are done.',
          ],
        ],
      },
    ],
  },
  {
    key: 'umbrella_notebook',
    organizationId: 'org_umbrella',
    title: 'Lab Notebook',
    emoji: '🧪',
    pages: [
      {
        slug: 'protocols',
        title: 'Protocols',
        sections: [
          [
            'Sample handling',
            'Label every sample with the batch number and store it at 4 °C until analysis. Log each transfer in the chain of custody sheet.',
          ],
        ],
      },
    ],
  },
];

/**
 * The content of the demo spaces (seeds.ts adds where they sit and their settings), built
 * fresh on every call so callers may mutate it.
 */
export function demoSpaceContents(): SpaceContent[] {
  return sources.map(buildSpace);
}
