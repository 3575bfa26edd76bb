import { fnv1a } from './hash.ts';

/**
 * What "fetching" a website gives the local backend: no network, but a fixed template chosen
 * by the URL (decision 0015). The host picks one of the templates below and the whole URL picks
 * how many of its pages the site has (3 to 12), so the same URL always imports the same pages.
 * A host under `unreachable.test` never answers.
 */

export interface TemplatePage {
  /** Path segment on the site and in the space. */
  slug: string;
  title: string;
  /** One paragraph, written as it reads after the AI wording pass. */
  body: string;
}

interface SiteTemplate {
  name: string;
  pages: TemplatePage[];
}

const templates: readonly SiteTemplate[] = [
  {
    name: 'Product guide',
    pages: [
      [
        'introduction',
        'Introduction',
        'What the product does, who it is for and how this guide is organized.',
      ],
      [
        'quick-tour',
        'Quick tour',
        'A five-minute walk through the main screens, from sign-in to the first result.',
      ],
      [
        'installation',
        'Installation',
        'System requirements, the installer for each platform and how to check the install worked.',
      ],
      [
        'configuration',
        'Configuration',
        'Every setting in the configuration file, its default and when to change it.',
      ],
      [
        'projects',
        'Projects',
        'Create a project, invite people to it and choose who may change what.',
      ],
      [
        'workflows',
        'Workflows',
        'Chain steps into a workflow, run it by hand or on a schedule, and read its history.',
      ],
      [
        'reports',
        'Reports',
        'Build a report from saved views, share it with a link and export it as a spreadsheet.',
      ],
      [
        'notifications',
        'Notifications',
        'Pick which events notify you, by email or in the app, and mute a noisy project.',
      ],
      [
        'keyboard-shortcuts',
        'Keyboard shortcuts',
        'The shortcuts for navigation, editing and search, on every platform.',
      ],
      [
        'troubleshooting',
        'Troubleshooting',
        'The most frequent problems, how to recognize them and what fixes them.',
      ],
      [
        'faq',
        'Frequently asked questions',
        'Short answers to the questions the support team hears most.',
      ],
      [
        'release-history',
        'Release history',
        'What changed in each version, newest first, with upgrade notes.',
      ],
    ].map(page),
  },
  {
    name: 'Developer reference',
    pages: [
      [
        'overview',
        'Overview',
        'How the service is organized, the base address and the conventions every endpoint follows.',
      ],
      [
        'authentication',
        'Authentication',
        'How a client proves who it is, and how long a session stays valid.',
      ],
      [
        'rate-limits',
        'Rate limits',
        'How many calls a client may make per minute and what happens above that.',
      ],
      ['errors', 'Errors', 'The shape of an error answer and what each error code means.'],
      [
        'users',
        'Users',
        'Read, create and deactivate users; the fields of a user and who may change them.',
      ],
      ['orders', 'Orders', 'Place an order, follow its status and cancel it before it ships.'],
      [
        'payments',
        'Payments',
        'Capture, refund and reconcile payments, with the states a payment goes through.',
      ],
      [
        'events',
        'Events',
        'Subscribe to events, verify their signature and retry the ones that failed.',
      ],
      [
        'pagination',
        'Pagination',
        'Walk through long lists with cursors and keep the order stable.',
      ],
      [
        'sdks',
        'SDKs',
        'The official client libraries, how to install them and which versions are supported.',
      ],
      [
        'changelog',
        'Changelog',
        'Every change to the interface, newest first, with the date it took effect.',
      ],
      ['support', 'Support', 'Where to ask questions, report a bug or follow an incident.'],
    ].map(page),
  },
  {
    name: 'Help center',
    pages: [
      [
        'getting-help',
        'Getting help',
        'How to reach the support team and what to include so they can help quickly.',
      ],
      [
        'your-account',
        'Your account',
        'Change your email address, your password and your profile picture.',
      ],
      [
        'plans-and-pricing',
        'Plans and pricing',
        'What each plan includes and how to move between plans.',
      ],
      [
        'invoices',
        'Invoices',
        'Find, download and forward your invoices, and correct the billing address.',
      ],
      [
        'team-members',
        'Team members',
        'Invite people, change their role and remove someone who left.',
      ],
      [
        'privacy',
        'Privacy',
        'Which personal data is kept, for how long and how to ask for a copy.',
      ],
      [
        'mobile-app',
        'Mobile app',
        'Install the mobile app, sign in and keep it in step with the web app.',
      ],
      [
        'integrations',
        'Integrations',
        'Connect the calendar, the chat tool and the file storage you already use.',
      ],
      [
        'data-export',
        'Data export',
        'Export everything you stored, in which formats, and how long it takes.',
      ],
      [
        'accessibility',
        'Accessibility',
        'Screen readers, keyboard navigation and the contrast settings.',
      ],
      [
        'status-and-incidents',
        'Status and incidents',
        'Where to see whether the service is up and how incidents are reported.',
      ],
      [
        'closing-your-account',
        'Closing your account',
        'What closing an account removes, and how to change your mind within 30 days.',
      ],
    ].map(page),
  },
  {
    name: 'Company wiki',
    pages: [
      ['welcome', 'Welcome', 'Who we are, what we make and how this wiki is kept up to date.'],
      [
        'mission-and-values',
        'Mission and values',
        'Why the company exists and the values we hire and decide by.',
      ],
      ['teams', 'Teams', 'Every team, what it owns and how to reach it.'],
      ['meetings', 'Meetings', 'The weekly rituals, who attends them and where the notes go.'],
      ['holidays', 'Holidays', 'Public holidays per office and how to book time off.'],
      ['expenses', 'Expenses', 'What the company pays for and how to claim it back.'],
      [
        'equipment',
        'Equipment',
        'The laptop and accessories everyone gets, and how to ask for more.',
      ],
      [
        'security-basics',
        'Security basics',
        'Passwords, device encryption and what to do with a suspicious email.',
      ],
      ['travel', 'Travel', 'Booking trips, the travel budget and the insurance that covers you.'],
      ['learning', 'Learning', 'The learning budget, the library and the conference policy.'],
      ['offices', 'Offices', 'Addresses, opening hours and how to book a desk in each office.'],
      ['leaving', 'Leaving', 'What happens in your last weeks and how to hand over your work.'],
    ].map(page),
  },
];

function page([slug, title, body]: string[]): TemplatePage {
  return { slug: slug ?? '', title: title ?? '', body: body ?? '' };
}

/** The real platform's limit, which the console states on the import form. */
export const maxPagesPerImport = 20;
export const minSitePages = 3;
export const maxSitePages = 12;

export interface SitePlan {
  /** False for a host under `unreachable.test`: the run fails with no pages. */
  reachable: boolean;
  /** The site's name as its pages' titles carry it (`Docs of example.com`). */
  siteName: string;
  /** The pages the import brings, in order: at most `maxPagesPerImport`. */
  pages: TemplatePage[];
}

/** At most `limit` pages: the import stops there even when the site has more. */
export function capPages(
  pages: readonly TemplatePage[],
  limit = maxPagesPerImport,
): TemplatePage[] {
  return pages.slice(0, limit);
}

function isUnreachable(host: string): boolean {
  return host === 'unreachable.test' || host.endsWith('.unreachable.test');
}

/** The URL without what does not change the site: case of the host, a trailing slash. */
function normalized(url: URL): string {
  return `${url.host.toLowerCase()}${url.pathname.replace(/\/+$/, '')}`;
}

/** What importing `address` brings; the same address always brings the same pages. */
export function sitePlan(address: string): SitePlan {
  const url = new URL(address);
  const host = url.hostname.toLowerCase();
  if (isUnreachable(host)) return { reachable: false, siteName: host, pages: [] };
  const template = templates[fnv1a(host) % templates.length] as SiteTemplate;
  const count = minSitePages + (fnv1a(normalized(url)) % (maxSitePages - minSitePages + 1));
  return { reachable: true, siteName: host, pages: capPages(template.pages.slice(0, count)) };
}

/** Where a page of the site lives: under the imported address. */
export function pageSourceUrl(address: string, page: TemplatePage): string {
  const url = new URL(address);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${page.slug}`;
  url.search = '';
  url.hash = '';
  return url.toString();
}

/**
 * The page's wording. Enhanced, it reads as the template writes it; as fetched, the title
 * keeps the site's name and the text its navigation crumbs, as scraped pages do. Only the
 * words differ: the pages, their order and their paths are the same either way.
 */
export function pageWording(
  page: TemplatePage,
  siteName: string,
  enhance: boolean,
): { title: string; body: string } {
  if (enhance) return { title: page.title, body: page.body };
  return {
    title: `${page.title} | ${siteName}`,
    body: `Home > ${page.title}. ${page.body} Was this page helpful? Yes / No`,
  };
}
