import type { IntegrationEventLog as EventLog, User } from '../../../api/schema.gen.ts';
import { eventPayload, type EventFields } from '../domain/integration-events.ts';
import { seedSiteIds } from './seed-sites.ts';
import { seedTreeIds } from './seed-tree.ts';
import type { IntegrationEventRecord } from './state.ts';

/**
 * Events of the types the local platform never sends by itself (it runs no Git sync, renders
 * no integration UI and computes no content), so a developer sees every type the platform
 * delivers, each with the fields its type requires. They go to Acme's installations of the
 * integrations they fit: Repo Sync syncs spaces, Webhooks forwards what happens, Chatter renders
 * blocks and computes content, Acme Analytics receives visitors' feedback and sign-ins.
 */

const at = (day: string, time: string) => `2026-${day}T${time}.000Z`;

/** Ada as the platform embeds a user in a payload. */
const ada: User = {
  object: 'user',
  id: 'user_ada',
  displayName: 'Ada Admin',
  email: 'ada@acme.test',
  photoURL: '',
  urls: { location: 'https://api.folio.example/v1/users/user_ada' },
};

const visitor = {
  anonymousId: 'anon_5f2a',
  cookies: {},
  userAgent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  ip: '198.51.100.24',
  language: 'en',
};

interface Sample {
  id: string;
  integrationName: string;
  installationId: string;
  createdAt: string;
  fields: EventFields;
  log: string;
}

function sampleEvent(sample: Sample): IntegrationEventRecord {
  const logs: EventLog[] = [{ timestamp: sample.createdAt, level: 'info', message: sample.log }];
  return {
    id: sample.id,
    integrationName: sample.integrationName,
    installationId: sample.installationId,
    createdAt: sample.createdAt,
    payload: eventPayload(sample.id, sample.installationId, sample.fields),
    status: 'success',
    logs,
  };
}

const api = seedTreeIds.spaces.api;
const handbook = seedTreeIds.spaces.handbook;

/** One event of each type the rest of the seed does not have. */
export function eventsOfEveryOtherType(ids: {
  repoSync: string;
  webhooks: string;
  chatter: string;
  analytics: string;
}): IntegrationEventRecord[] {
  const repoSync = { integrationName: 'repo-sync', installationId: ids.repoSync };
  const webhooks = { integrationName: 'webhooks', installationId: ids.webhooks };
  const chatter = { integrationName: 'chatter', installationId: ids.chatter };
  const analytics = { integrationName: 'acme-analytics', installationId: ids.analytics };
  const samples: Sample[] = [
    {
      id: 'evt_repo_sync_space_setup',
      ...repoSync,
      createdAt: at('05-02', '08:31:00'),
      fields: { type: 'space_installation_setup', spaceId: api, status: 'active' },
      log: 'Linked space_api to acme/api-docs (main).',
    },
    {
      id: 'evt_repo_sync_started',
      ...repoSync,
      createdAt: at('05-02', '08:32:00'),
      fields: {
        type: 'space_gitsync_started',
        spaceId: api,
        revisionId: 'rev_api_1',
        commitId: '9f1c2e7',
      },
      log: 'Importing acme/api-docs@9f1c2e7.',
    },
    {
      id: 'evt_repo_sync_completed',
      ...repoSync,
      createdAt: at('05-02', '08:33:00'),
      fields: {
        type: 'space_gitsync_completed',
        spaceId: api,
        revisionId: 'rev_api_1',
        commitId: '9f1c2e7',
        state: 'success',
      },
      log: 'Imported 14 pages from acme/api-docs@9f1c2e7.',
    },
    {
      id: 'evt_repo_sync_content_updated',
      ...repoSync,
      createdAt: at('05-03', '10:00:00'),
      fields: {
        type: 'space_content_updated',
        spaceId: api,
        revisionId: 'rev_api_2',
        updatedBy: [ada],
      },
      log: 'Exported rev_api_2 to acme/api-docs as commit 3b7d0a1.',
    },
    {
      id: 'evt_webhooks_old_deleted',
      ...webhooks,
      installationId: 'inst_acme_webhooks_2025',
      createdAt: at('03-10', '09:00:00'),
      fields: {
        type: 'installation_deleted',
        previous: { configuration: { endpoint: 'https://hooks.acme.test/folio-old' } },
      },
      log: 'Stopped forwarding to https://hooks.acme.test/folio-old.',
    },
    {
      id: 'evt_webhooks_space_deleted',
      ...webhooks,
      createdAt: at('06-01', '12:00:00'),
      fields: {
        type: 'space_installation_deleted',
        spaceId: handbook,
        previous: { configuration: {} },
      },
      log: 'Stopped forwarding the events of space_handbook.',
    },
    {
      id: 'evt_webhooks_visibility',
      ...webhooks,
      createdAt: at('06-02', '09:15:00'),
      fields: {
        type: 'space_visibility_updated',
        spaceId: api,
        previousVisibility: 'private',
        visibility: 'in-collection',
      },
      log: 'Forwarded space_visibility_updated → 200 in 112 ms.',
    },
    {
      id: 'evt_webhooks_site_deleted',
      ...webhooks,
      createdAt: at('06-03', '16:40:00'),
      fields: {
        type: 'site_installation_deleted',
        siteId: seedSiteIds.help,
        previous: { configuration: {} },
      },
      log: 'Stopped forwarding the events of site_help.',
    },
    {
      id: 'evt_webhooks_fetch',
      ...webhooks,
      createdAt: at('06-04', '07:05:00'),
      fields: {
        type: 'fetch',
        request: {
          method: 'post',
          url: 'https://integrations.folio.example/v1/integrations/webhooks/integration/verify',
          headers: { 'content-type': 'application/json' },
        },
      },
      log: 'POST /verify → 200.',
    },
    {
      id: 'evt_chatter_ui_render',
      ...chatter,
      createdAt: at('07-01', '11:00:00'),
      fields: {
        type: 'ui_render',
        componentId: 'thread',
        props: { channel: 'docs-feedback' },
        context: { type: 'document' },
        auth: { userId: 'user_ada' },
      },
      log: 'Rendered thread for #docs-feedback.',
    },
    {
      id: 'evt_chatter_compute_document',
      ...chatter,
      createdAt: at('07-02', '11:00:00'),
      fields: {
        type: 'content_compute_document',
        spaceId: handbook,
        sourceId: 'channel-digest',
        props: { channel: 'announcements' },
        dependencies: {},
      },
      log: 'Computed the #announcements digest: 12 messages.',
    },
    {
      id: 'evt_chatter_compute_revision',
      ...chatter,
      createdAt: at('07-03', '11:00:00'),
      fields: {
        type: 'content_compute_revision',
        spaceId: handbook,
        sourceId: 'channel-archive',
        props: { channel: 'announcements' },
        dependencies: {},
      },
      log: 'Computed the #announcements archive: 3 pages.',
    },
    {
      id: 'evt_acme_analytics_feedback',
      ...analytics,
      createdAt: at('11-16', '09:12:00'),
      fields: {
        type: 'page_feedback',
        siteId: seedSiteIds.docs,
        url: 'https://docs.acme.test/docs/handbook',
        referrer: '',
        visitor,
        feedback: { rating: 'good', comment: 'Clear and short, thanks.' },
      },
      log: 'Recorded feedback good for /handbook.',
    },
    {
      id: 'evt_acme_analytics_visitor_auth',
      ...analytics,
      createdAt: at('11-17', '15:30:00'),
      fields: {
        type: 'fetch_visitor_authentication',
        siteId: seedSiteIds.partners,
        location: '/partners/onboarding',
      },
      log: 'Sent the visitor of site_partners to the sign-in page.',
    },
  ];
  return samples.map(sampleEvent);
}
