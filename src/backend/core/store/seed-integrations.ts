import type { SeedStep } from './seed-step.ts';
import type { components, IntegrationEventLog as EventLog } from '../../../api/schema.gen.ts';
import { eventPayload, type EventFields } from '../domain/integration-events.ts';
import { eventsOfEveryOtherType } from './seed-integration-event-types.ts';
import { seedSiteIds } from './seed-sites.ts';
import { seedTreeIds } from './seed-tree.ts';
import type {
  BackendState,
  InstallationRecord,
  IntegrationEventRecord,
  IntegrationRecord,
  OrganizationRecord,
} from './state.ts';

/**
 * Integrations of the demo (decision 0013): a publisher organization with public integrations
 * across the categories (and one unlisted), Acme's own private analytics integration (the one
 * Acme Developer Docs injects), Acme's installations in every status, and the events of Acme's
 * integration. Fixed names, ids and dates, like every seed.
 */

type Schemas = components['schemas'];

export const publisherOrganizationId = 'org_northwind';

/** The publisher's own fields; seeds.ts fills in the rest as for every organization. */
export const publisherOrganization: Pick<
  OrganizationRecord,
  'id' | 'title' | 'createdAt' | 'emailDomains' | 'hostname' | 'useCase' | 'plan'
> = {
  id: publisherOrganizationId,
  title: 'Northwind Apps',
  createdAt: '2025-06-01T09:00:00.000Z',
  emailDomains: ['northwind.test'],
  hostname: 'northwind.folio.example',
  useCase: 'productDocs',
  plan: 'enterprise_2024',
};

export const seedIntegrationNames = {
  repoSync: 'repo-sync',
  chatter: 'chatter',
  beaconChat: 'beacon-chat',
  pulseAnalytics: 'pulse-analytics',
  helpdeskInbox: 'helpdesk-inbox',
  ticketDesk: 'ticket-desk',
  diagramBlocks: 'diagram-blocks',
  snippetEmbeds: 'snippet-embeds',
  apiSources: 'api-sources',
  gatekeeperAuth: 'gatekeeper-auth',
  webhooks: 'webhooks',
  translatorBeta: 'translator-beta',
  acmeAnalytics: 'acme-analytics',
} as const;

export const seedInstallationIds = {
  acmeAnalytics: 'inst_acme_analytics',
  acmeChatter: 'inst_acme_chatter',
  acmeWebhooks: 'inst_acme_webhooks',
  acmeRepoSync: 'inst_acme_repo_sync',
} as const;

const names = seedIntegrationNames;

function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

/** A coloured square with initials: a real image the console can show without a network. */
export function seedIcon(initials: string, colour: string): string {
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
      `<rect width="64" height="64" rx="14" fill="${colour}"/>` +
      `<text x="32" y="41" font-family="Arial,sans-serif" font-size="24" font-weight="700" ` +
      `fill="#ffffff" text-anchor="middle">${initials}</text></svg>`,
  );
}

function previewImage(title: string, caption: string, colour: string): string {
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">` +
      `<rect width="640" height="360" fill="#f4f4f5"/>` +
      `<rect width="640" height="56" fill="${colour}"/>` +
      `<text x="24" y="36" font-family="Arial,sans-serif" font-size="22" fill="#ffffff">${title}</text>` +
      `<rect x="24" y="88" width="592" height="248" rx="8" fill="#ffffff" stroke="#d4d4d8"/>` +
      `<text x="320" y="220" font-family="Arial,sans-serif" font-size="20" fill="#52525b" ` +
      `text-anchor="middle">${caption}</text></svg>`,
  );
}

type Manifest = Pick<IntegrationRecord, 'name' | 'title' | 'description' | 'script'> &
  Partial<IntegrationRecord>;

function integration(manifest: Manifest): IntegrationRecord {
  return {
    ownerId: publisherOrganizationId,
    version: 1,
    summary: '',
    previewImages: [],
    target: 'all',
    verified: true,
    visibility: 'public',
    runtime: 'v2',
    scopes: [],
    categories: [],
    blocks: [],
    contentSources: [],
    configurations: {},
    externalLinks: [],
    secrets: {},
    createdAt: '2025-09-01T09:00:00.000Z',
    updatedAt: '2026-06-01T09:00:00.000Z',
    ...manifest,
  };
}

type Setting = Schemas['IntegrationConfigurationProperty'];

/** One level's settings, as a manifest declares them: the fields, then those that must be set. */
function settings(
  required: string[],
  properties: Record<string, Setting>,
): Schemas['IntegrationConfiguration'] {
  return required.length > 0 ? { properties, required } : { properties };
}

/** A text setting; `more` adds its description and default, in the manifests' order. */
function text(title: string, more: { description?: string; default?: string } = {}): Setting {
  return { type: 'string', title, ...more };
}

function flag(title: string, defaultValue: boolean): Setting {
  return { type: 'boolean', title, default: defaultValue };
}

function button(title: string, buttonText: string, callbackUrl: string): Setting {
  return { type: 'button', title, button_text: buttonText, callback_url: callbackUrl };
}

/** Published code (not a URL): sites load it from the platform. */
const code = (name: string) => `export default createIntegration({ name: '${name}' });`;

function docsLink(host: string) {
  return [
    { url: `https://${host}/docs`, label: 'Documentation' },
    { url: `https://${host}/support`, label: 'Support' },
  ];
}

function publisherIntegrations(): IntegrationRecord[] {
  return [
    integration({
      name: names.repoSync,
      title: 'Repo Sync',
      description: 'Keep spaces in sync with Git repositories, in both directions.',
      summary:
        '## Two-way Git sync\n\nEdit in the console or in your repository: **Repo Sync** keeps both sides up to date.\n\n- Markdown in, rich text out\n- One branch per space\n- Conflicts become change requests',
      icon: seedIcon('RS', '#24292f'),
      previewImages: [previewImage('Repo Sync', 'Choose a repository and a branch', '#24292f')],
      target: 'space',
      version: 7,
      scopes: [
        'space:content:read',
        'space:content:write',
        'space:metadata:read',
        'space:git:sync',
      ],
      categories: ['gitsync'],
      configurations: {
        account: settings(['installation_id'], {
          installation_id: text('App installation', {
            description: 'The id of the Repo Sync app installed on your Git host.',
          }),
        }),
        space: settings(['repository', 'branch'], {
          repository: text('Repository', { description: 'owner/name' }),
          branch: text('Branch', { default: 'main' }),
          directory: text('Directory', { default: '/' }),
        }),
      },
      externalLinks: docsLink('reposync.example'),
      script: code(names.repoSync),
    }),
    integration({
      name: names.chatter,
      title: 'Chatter',
      description: 'Tell your team chat when content changes and when readers leave feedback.',
      summary:
        'Post a message to a channel when a change request is merged, a space is published or a reader rates a page.',
      icon: seedIcon('Ch', '#4a154b'),
      version: 4,
      scopes: ['space:content:read', 'space:metadata:read', 'page:feedback:read'],
      categories: ['collaboration'],
      configurations: {
        account: settings([], {
          channel: text('Default channel', {
            description: 'Where notifications go unless a space says otherwise.',
            default: '#docs',
          }),
          notify_feedback: flag('Page feedback', true),
        }),
        space: settings([], { channel: text('Channel') }),
      },
      externalLinks: docsLink('chatter.example'),
      script: code(names.chatter),
    }),
    integration({
      name: names.beaconChat,
      title: 'Beacon Chat',
      description: 'Live chat on your published docs; conversations feed your docs insights.',
      summary:
        'Add a chat bubble to every page of a site. Conversations are **ingested** so recurring questions show up as documentation gaps.',
      icon: seedIcon('BC', '#1f8ded'),
      previewImages: [
        previewImage('Beacon Chat', 'The chat bubble on a docs page', '#1f8ded'),
        previewImage('Beacon Chat', 'Questions grouped by topic', '#1f8ded'),
      ],
      target: 'site',
      version: 12,
      scopes: [
        'site:script:inject',
        'site:script:cookies',
        'site:metadata:read',
        'conversations:ingest',
      ],
      categories: ['collaboration', 'marketing'],
      configurations: {
        account: settings(['workspace_id'], {
          workspace_id: text('Workspace ID', {
            description: 'Found under Settings › Installation in Beacon Chat.',
          }),
          greeting: text('Greeting', { default: 'Hi! How can we help?' }),
        }),
      },
      contentSecurityPolicy:
        'script-src https://widget.beaconchat.example; connect-src https://api.beaconchat.example',
      externalLinks: docsLink('beaconchat.example'),
      script: code(names.beaconChat),
    }),
    integration({
      name: names.pulseAnalytics,
      title: 'Pulse Analytics',
      description: 'Privacy-friendly page analytics for your sites, without cookies.',
      summary:
        'Count page views, referrers and searches on your published sites. No cookies, no personal data.\n\nPaste your **site key** after installing, then choose the sites to measure.',
      icon: seedIcon('PA', '#16a34a'),
      previewImages: [previewImage('Pulse Analytics', 'Views per page this week', '#16a34a')],
      target: 'site',
      version: 3,
      scopes: ['site:script:inject', 'site:views:read'],
      categories: ['analytics'],
      configurations: {
        account: settings(['site_key'], {
          site_key: text('Site key', {
            description: 'The key of your Pulse Analytics project.',
          }),
          region: {
            type: 'string',
            title: 'Data region',
            enum: ['eu', 'us'],
            enumNames: ['European Union', 'United States'],
            default: 'eu',
          },
        }),
      },
      // The platform's other form: an object of directives (Beacon Chat has the text form).
      contentSecurityPolicy: {
        'script-src': 'https://cdn.pulse.example',
        'connect-src': 'https://pulse.example',
      },
      externalLinks: docsLink('pulse.example'),
      script: code(names.pulseAnalytics),
    }),
    integration({
      name: names.helpdeskInbox,
      title: 'Helpdesk Inbox',
      description: 'Ingest support conversations to find what your docs do not answer yet.',
      summary:
        'Connects your support inbox. Closed conversations are ingested and grouped into issues that point at missing or unclear pages.',
      icon: seedIcon('HI', '#ea580c'),
      target: 'organization',
      version: 2,
      scopes: ['conversations:ingest', 'space:content:read'],
      categories: ['other'],
      configurations: {
        account: settings(['subdomain'], {
          subdomain: text('Helpdesk subdomain'),
          closed_only: flag('Closed conversations only', true),
        }),
      },
      externalLinks: docsLink('helpdeskinbox.example'),
      script: code(names.helpdeskInbox),
    }),
    integration({
      name: names.ticketDesk,
      title: 'Ticket Desk',
      description: 'Support tickets next to your docs: embed tickets and ingest their threads.',
      icon: seedIcon('TD', '#7c3aed'),
      version: 5,
      scopes: ['conversations:ingest', 'page:feedback:read', 'space:content:read'],
      categories: ['other', 'collaboration'],
      blocks: [
        {
          id: 'ticket',
          title: 'Support ticket',
          description: 'Shows a ticket with its status and assignee.',
          urlUnfurl: ['https://ticketdesk.example/tickets'],
        },
      ],
      configurations: {
        account: settings(['api_token'], {
          api_token: text('API token'),
          connect: button('Account', 'Connect', 'https://ticketdesk.example/oauth/start'),
        }),
      },
      externalLinks: docsLink('ticketdesk.example'),
      script: code(names.ticketDesk),
    }),
    integration({
      name: names.diagramBlocks,
      title: 'Diagram Blocks',
      description: 'Draw diagrams in your pages and turn diagram links into live previews.',
      icon: seedIcon('DB', '#0891b2'),
      previewImages: [previewImage('Diagram Blocks', 'A sequence diagram in a page', '#0891b2')],
      target: 'space',
      version: 9,
      scopes: ['space:content:read'],
      categories: ['content'],
      blocks: [
        {
          id: 'diagram',
          title: 'Diagram',
          description: 'An editable diagram.',
          urlUnfurl: ['https://diagrams.example/d', 'https://share.diagrams.example/view'],
          markdown: { codeblock: 'diagram', body: 'source' },
        },
      ],
      externalLinks: docsLink('diagrams.example'),
      script: code(names.diagramBlocks),
    }),
    integration({
      name: names.snippetEmbeds,
      title: 'Snippet Embeds',
      description: 'Runnable code playgrounds inside your pages.',
      icon: seedIcon('SE', '#ca8a04'),
      target: 'space',
      version: 2,
      verified: false,
      scopes: ['space:content:read'],
      categories: ['content'],
      blocks: [
        {
          id: 'playground',
          title: 'Code playground',
          urlUnfurl: ['https://snippets.example/p'],
          markdown: { codeblock: 'playground', body: 'code' },
        },
      ],
      externalLinks: docsLink('snippets.example'),
      script: code(names.snippetEmbeds),
    }),
    integration({
      name: names.apiSources,
      title: 'API Reference Sources',
      description: 'Generate reference pages from OpenAPI documents and keep them current.',
      icon: seedIcon('API', '#be123c'),
      target: 'space',
      version: 6,
      scopes: ['openapi:read', 'space:content:write'],
      categories: ['content'],
      contentSources: [
        {
          id: 'openapi',
          title: 'OpenAPI document',
          description: 'Pages for every operation of a spec.',
          configuration: { componentId: 'configure-openapi' },
        },
      ],
      externalLinks: docsLink('apisources.example'),
      script: code(names.apiSources),
    }),
    integration({
      name: names.gatekeeperAuth,
      title: 'Gatekeeper Auth',
      description: 'Let visitors sign in with your identity provider to read protected sites.',
      summary:
        'Protect a site with **visitor authentication**: visitors sign in with your OpenID Connect provider and their claims drive adaptive content.',
      icon: seedIcon('GA', '#334155'),
      target: 'site',
      version: 4,
      scopes: ['site:visitor:auth', 'site:adaptive:write', 'site:metadata:read'],
      categories: ['visitor-auth'],
      configurations: {
        account: settings(['issuer_url', 'client_id', 'client_secret'], {
          issuer_url: text('Issuer URL'),
          client_id: text('Client ID'),
          client_secret: text('Client secret'),
        }),
      },
      externalLinks: docsLink('gatekeeper.example'),
      script: code(names.gatekeeperAuth),
    }),
    integration({
      name: names.webhooks,
      title: 'Webhooks',
      description: 'Send content and site events to your own HTTP endpoint.',
      summary:
        'Every change to spaces and sites is sent as a signed JSON `POST` to the endpoint you choose.',
      icon: seedIcon('WH', '#52525b'),
      version: 3,
      scopes: ['space:content:read', 'space:metadata:read', 'site:metadata:read'],
      categories: ['other'],
      configurations: {
        account: settings(['url'], {
          url: text('Endpoint URL', {
            description: 'Receives a POST for every event.',
          }),
          secret: text('Signing secret'),
          timeout: { type: 'number', title: 'Timeout (seconds)', default: 10 },
          test: button('Test', 'Send a test event', 'https://webhooks.example/test'),
        }),
      },
      externalLinks: docsLink('webhooks.example'),
      script: code(names.webhooks),
    }),
    integration({
      name: names.translatorBeta,
      title: 'Translator (beta)',
      description: 'Machine translation of whole spaces; invite-only while in beta.',
      icon: seedIcon('Tr', '#9333ea'),
      target: 'space',
      verified: false,
      visibility: 'unlisted',
      scopes: ['space:content:read', 'space:content:write'],
      categories: ['content'],
      script: code(names.translatorBeta),
    }),
  ];
}

/** Acme's own analytics: private, at version 3, hosted by Acme (a script URL). */
function acmeAnalytics(): IntegrationRecord {
  return integration({
    name: names.acmeAnalytics,
    ownerId: 'org_acme',
    title: 'Acme Analytics',
    description: 'Acme’s in-house analytics for its published docs.',
    summary:
      'Loads the Acme analytics script on the sites it is enabled for and reports page views to the data team.',
    icon: seedIcon('AA', '#dc2626'),
    target: 'site',
    version: 3,
    verified: false,
    visibility: 'private',
    scopes: ['site:script:inject', 'site:script:cookies', 'site:views:read'],
    categories: ['analytics'],
    configurations: {
      account: settings(['tracking_id'], {
        tracking_id: text('Tracking ID'),
        anonymize_ip: flag('Anonymize IPs', true),
      }),
    },
    contentSecurityPolicy: 'script-src https://analytics.acme.test',
    externalLinks: [{ url: 'https://wiki.acme.test/analytics', label: 'Data team wiki' }],
    script: 'https://analytics.acme.test/site.js',
    secrets: { ingestKey: 'acme-ingest-8d1f' },
    createdAt: '2026-08-20T09:00:00.000Z',
    updatedAt: '2026-10-12T15:30:00.000Z',
  });
}

function installation(
  fields: Pick<InstallationRecord, 'id' | 'integrationName' | 'createdAt'> &
    Partial<InstallationRecord>,
): InstallationRecord {
  return {
    organizationId: 'org_acme',
    paused: false,
    space_selection: 'selected',
    site_selection: 'selected',
    selectedSpaces: [],
    selectedSites: [],
    configuration: {},
    externalIds: [],
    updatedAt: fields.createdAt,
    ...fields,
  };
}

/** Acme's installations: active ones, one pending on a required setting, one paused. */
function acmeInstallations(): InstallationRecord[] {
  return [
    installation({
      id: seedInstallationIds.acmeAnalytics,
      integrationName: names.acmeAnalytics,
      selectedSites: [seedSiteIds.docs],
      configuration: { tracking_id: 'ACME-DOCS-01', anonymize_ip: false },
      externalIds: ['acme-docs'],
      createdAt: '2026-09-01T10:00:00.000Z',
      updatedAt: '2026-10-12T15:31:00.000Z',
    }),
    installation({
      id: seedInstallationIds.acmeChatter,
      integrationName: names.chatter,
      space_selection: 'all',
      configuration: { channel: '#docs-updates', notify_feedback: true },
      createdAt: '2026-07-14T11:00:00.000Z',
    }),
    installation({
      id: seedInstallationIds.acmeWebhooks,
      integrationName: names.webhooks,
      // `url` is required and has no value yet: pending.
      configuration: { timeout: 10 },
      createdAt: '2026-11-10T16:20:00.000Z',
    }),
    installation({
      id: seedInstallationIds.acmeRepoSync,
      integrationName: names.repoSync,
      paused: true,
      selectedSpaces: [seedTreeIds.spaces.api],
      configuration: { installation_id: '48213' },
      createdAt: '2026-05-02T08:30:00.000Z',
      updatedAt: '2026-10-30T12:00:00.000Z',
    }),
  ];
}

const docsUrl = 'https://docs.acme.test/docs';

function line(timestamp: string, level: EventLog['level'], message: string): EventLog {
  return { timestamp, level, message };
}

/** The stack of a failure, one log line per frame, as the runtime prints it. */
function trace(timestamp: string, error: string, frames: string[]): EventLog[] {
  return [
    line(timestamp, 'error', error),
    ...frames.map((f) => line(timestamp, 'error', `    at ${f}`)),
  ];
}

interface EventSeed {
  id: string;
  at: string;
  fields: EventFields;
  status?: Schemas['IntegrationEvent']['status'];
  logs?: EventLog[];
}

function analyticsEvent(seed: EventSeed): IntegrationEventRecord {
  const installationId = seedInstallationIds.acmeAnalytics;
  return {
    id: seed.id,
    integrationName: names.acmeAnalytics,
    installationId,
    createdAt: seed.at,
    payload: eventPayload(seed.id, installationId, seed.fields),
    status: seed.status ?? 'success',
    logs: seed.logs ?? [line(seed.at, 'info', `Handled ${seed.fields.type}.`)],
  };
}

/**
 * A `site_view` payload as the platform sends it: the page's address, where the visitor came
 * from (`referrer`, empty when unknown) and who they are (`visitor`: an anonymous id, the site's
 * cookies, the browser, the address, the language). `seq` varies the visitor between events.
 */
function siteViewFields(siteId: string, url: string, seq: number): EventFields {
  const referrers = ['https://www.google.com/', '', `${docsUrl}/`];
  return {
    type: 'site_view',
    siteId,
    url,
    referrer: referrers[seq % referrers.length] ?? '',
    visitor: {
      anonymousId: `anon_${(4096 + seq * 7919).toString(16)}`,
      cookies: {},
      userAgent:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
      ip: `203.0.113.${10 + seq}`,
      language: seq % 2 === 0 ? 'en' : 'de',
    },
  };
}

/** 15 events of Acme Analytics, two of them failed with their traces. */
function acmeAnalyticsEvents(): IntegrationEventRecord[] {
  const site = seedSiteIds.docs;
  const view = (id: string, at: string, path: string): IntegrationEventRecord =>
    analyticsEvent({
      id,
      at,
      fields: siteViewFields(site, `${docsUrl}/${path}`, Number(id.slice(-2))),
      logs: [
        line(at, 'info', `site_view ${docsUrl}/${path}`),
        line(at, 'debug', 'POST https://analytics.acme.test/collect → 204 in 38 ms'),
      ],
    });
  const fetchScript = (id: string, at: string): IntegrationEventRecord =>
    analyticsEvent({
      id,
      at,
      fields: { type: 'fetch_published_script', siteId: site },
      logs: [line(at, 'info', 'Served site.js for site_docs (tracking id ACME-DOCS-01).')],
    });
  return [
    analyticsEvent({
      id: 'evt_acme_analytics_01',
      at: '2026-09-01T10:00:00.000Z',
      fields: { type: 'installation_setup', status: 'pending' },
      logs: [line('2026-09-01T10:00:00.000Z', 'warn', 'No tracking id yet: waiting for settings.')],
    }),
    analyticsEvent({
      id: 'evt_acme_analytics_02',
      at: '2026-09-01T10:04:00.000Z',
      fields: {
        type: 'installation_setup',
        status: 'active',
        previous: { status: 'pending', configuration: { anonymize_ip: true } },
      },
    }),
    analyticsEvent({
      id: 'evt_acme_analytics_03',
      at: '2026-09-01T10:05:00.000Z',
      fields: { type: 'site_installation_setup', siteId: site, status: 'active' },
    }),
    fetchScript('evt_acme_analytics_04', '2026-09-02T08:00:00.000Z'),
    view('evt_acme_analytics_05', '2026-09-15T13:12:00.000Z', 'handbook'),
    analyticsEvent({
      id: 'evt_acme_analytics_06',
      at: '2026-10-01T07:45:00.000Z',
      status: 'failed',
      fields: { type: 'fetch_published_script', siteId: site },
      logs: [
        line('2026-10-01T07:45:00.000Z', 'info', 'Serving site.js for site_docs'),
        ...trace(
          '2026-10-01T07:45:00.000Z',
          "TypeError: Cannot read properties of undefined (reading 'trackingId')",
          [
            'renderLoader (src/script.ts:18:41)',
            'handleFetchPublishedScript (src/index.ts:42:17)',
            'async dispatch (node_modules/@folio/runtime/dist/events.js:88:5)',
          ],
        ),
      ],
    }),
    fetchScript('evt_acme_analytics_07', '2026-10-01T07:50:00.000Z'),
    analyticsEvent({
      id: 'evt_acme_analytics_08',
      at: '2026-10-12T15:31:00.000Z',
      fields: {
        type: 'installation_setup',
        status: 'active',
        previous: {
          status: 'active',
          configuration: { tracking_id: 'ACME-DOCS-01', anonymize_ip: true },
        },
      },
    }),
    view('evt_acme_analytics_09', '2026-10-20T09:30:00.000Z', 'api/v2/authentication'),
    analyticsEvent({
      id: 'evt_acme_analytics_10',
      at: '2026-11-02T22:03:00.000Z',
      status: 'failed',
      fields: siteViewFields(site, `${docsUrl}/ios/getting-started`, 10),
      logs: [
        line('2026-11-02T22:03:00.000Z', 'info', `site_view ${docsUrl}/ios/getting-started`),
        ...trace(
          '2026-11-02T22:03:10.000Z',
          'Error: POST https://analytics.acme.test/collect timed out after 10000 ms',
          [
            'Timeout.<anonymous> (src/collect.ts:27:11)',
            'sendView (src/collect.ts:19:9)',
            'handleSiteView (src/index.ts:61:5)',
          ],
        ),
      ],
    }),
    view('evt_acme_analytics_11', '2026-11-05T10:15:00.000Z', 'onboarding'),
    fetchScript('evt_acme_analytics_12', '2026-11-10T06:00:00.000Z'),
    view('evt_acme_analytics_13', '2026-11-15T14:40:00.000Z', 'api/v2'),
    view('evt_acme_analytics_14', '2026-11-18T08:05:00.000Z', 'handbook/releases'),
    view('evt_acme_analytics_15', '2026-11-19T17:22:00.000Z', 'architecture'),
  ];
}

/** Installing a publisher's integration told it so: one event each, on its own integration. */
function installationEvents(installations: InstallationRecord[]): IntegrationEventRecord[] {
  return installations
    .filter((i) => i.integrationName !== names.acmeAnalytics)
    .map((i) => {
      const id = `evt_${i.id}_setup`;
      return {
        id,
        integrationName: i.integrationName,
        installationId: i.id,
        createdAt: i.createdAt,
        // What the platform said it was when it was set up: paused ones were active then.
        payload: eventPayload(id, i.id, { type: 'installation_setup', status: 'active' }),
        status: 'success',
        logs: [line(i.createdAt, 'info', 'Handled installation_setup.')],
      };
    });
}

/** Adds the demo's integrations, installations and events to a state that has its organizations. */
export function seedIntegrations(state: BackendState): void {
  const installations = acmeInstallations();
  state.integrations.push(...publisherIntegrations(), acmeAnalytics());
  state.installations.push(...installations);
  state.integrationEvents.push(
    ...[
      ...installationEvents(installations),
      ...acmeAnalyticsEvents(),
      ...eventsOfEveryOtherType({
        repoSync: seedInstallationIds.acmeRepoSync,
        webhooks: seedInstallationIds.acmeWebhooks,
        chatter: seedInstallationIds.acmeChatter,
        analytics: seedInstallationIds.acmeAnalytics,
      }),
    ].sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0)),
  );
}

/** Number of integrations `--seed large` adds to the catalog. */
export const largeExtraIntegrations = 500;

const bulkWords = {
  first: [
    'Amber',
    'Bright',
    'Cobalt',
    'Delta',
    'Ember',
    'Fable',
    'Granite',
    'Harbor',
    'Indigo',
    'Juniper',
  ],
  second: ['Sync', 'Metrics', 'Chat', 'Blocks', 'Gate', 'Hooks', 'Notes', 'Lens', 'Relay', 'Vault'],
};
const bulkCategories: Schemas['IntegrationCategory'][] = [
  'analytics',
  'collaboration',
  'content',
  'gitsync',
  'marketing',
  'visitor-auth',
  'other',
];
const bulkScopes: Schemas['IntegrationScope'][] = [
  'space:content:read',
  'site:script:inject',
  'site:views:read',
  'page:feedback:read',
  'conversations:ingest',
  'site:visitor:auth',
];
const bulkTargets: Schemas['IntegrationTarget'][] = ['all', 'site', 'space', 'organization'];
const bulkColours = ['#2563eb', '#16a34a', '#dc2626', '#9333ea', '#ea580c', '#0891b2', '#52525b'];

/**
 * The large catalog: public integrations of the publisher, with titles that sort in an order
 * different from their names, and every category, target, blocks and content sources present.
 * Icons are shared per category so the state stays small.
 */
export function seedLargeIntegrations(state: BackendState): void {
  const icons = bulkCategories.map((category, index) =>
    seedIcon(category.slice(0, 2).toUpperCase(), bulkColours[index] ?? '#52525b'),
  );
  for (let index = 0; index < largeExtraIntegrations; index += 1) {
    const number = String(index + 1).padStart(3, '0');
    const name = `bulk-integration-${number}`;
    const first = bulkWords.first[(index * 7) % bulkWords.first.length] ?? 'Amber';
    const second = bulkWords.second[Math.floor(index / 10) % bulkWords.second.length] ?? 'Sync';
    const category = index % bulkCategories.length;
    state.integrations.push(
      integration({
        name,
        title: `${first} ${second} ${number}`,
        description: `Bulk integration ${number}, for performance work on the catalog.`,
        icon: icons[category] ?? '',
        target: bulkTargets[index % bulkTargets.length] ?? 'all',
        verified: index % 3 === 0,
        scopes: [bulkScopes[index % bulkScopes.length] ?? 'space:content:read'],
        categories: [bulkCategories[category] ?? 'other'],
        blocks:
          index % 7 === 0
            ? [{ id: 'embed', title: 'Embed', urlUnfurl: [`https://bulk-${number}.example/embed`] }]
            : [],
        contentSources:
          index % 11 === 0
            ? [{ id: 'source', title: 'Source', configuration: { componentId: 'configure' } }]
            : [],
        script: code(name),
      }),
    );
  }
}

export const integrationsSeed: SeedStep = {
  name: 'integrations',
  demo: (state) => seedIntegrations(state),
  large: (state) => seedLargeIntegrations(state),
};
