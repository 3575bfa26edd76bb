import { describe, expect, it } from 'vitest';
import type { IntegrationPublish as Publish } from '../../../api/schema.gen.ts';
import { ApiError } from '../http/api-error.ts';
import { seedInstallationIds, seedIntegrationNames } from '../store/seed-integrations.ts';
import { createSeedState, defaultSeedNow } from '../store/seeds.ts';
import type {
  BackendState,
  InstallationRecord,
  IntegrationRecord,
  UserRecord,
} from '../store/state.ts';
import { eventsOf } from './integration-events.ts';
import {
  installIntegration,
  installationResponse,
  installationStatus,
  uninstallIntegration,
  updateInstallation,
} from './integration-installations.ts';
import { installationsStatus, siteIntegrations, siteScripts } from './integration-sites.ts';
import {
  catalog,
  findIntegration,
  publishIntegration,
  unpublishIntegration,
  type IntegrationFilters,
} from './integrations.ts';

/** The integration rules (decision 0013), on the demo seed. */

const names = seedIntegrationNames;
const seedNow = new Date(defaultSeedNow);
const demoState = () => createSeedState('demo');
const later = (minutes: number) => new Date(seedNow.getTime() + minutes * 60_000);

function statusOf(work: () => unknown): number | 'ok' {
  try {
    work();
    return 'ok';
  } catch (thrown) {
    if (thrown instanceof ApiError) return thrown.status;
    throw thrown;
  }
}

function messageOf(work: () => unknown): string {
  try {
    work();
  } catch (thrown) {
    if (thrown instanceof ApiError) return thrown.message;
    throw thrown;
  }
  throw new Error('expected an ApiError');
}

function userWithToken(state: BackendState, token: string): UserRecord {
  const user = state.users.find((u) => u.token === token);
  if (!user) throw new Error(`no user with token ${token}`);
  return user;
}

function integrationOf(state: BackendState, name: string): IntegrationRecord {
  const found = state.integrations.find((i) => i.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found;
}

function installationOf(state: BackendState, id: string): InstallationRecord {
  const found = state.installations.find((i) => i.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
}

function listed(state: BackendState, token: string, filters: IntegrationFilters = {}): string[] {
  return catalog(state, userWithToken(state, token), filters).map((i) => i.name);
}

const manifest: Publish = {
  title: 'Status Banner',
  description: 'Shows the status of your services on every page.',
  script: 'export default {};',
  organization: 'org_umbrella',
  visibility: 'private',
  scopes: ['site:script:inject'],
  target: 'site',
};

describe('visibility', () => {
  it('lists public integrations for everyone and private ones for members of the owner', () => {
    const state = demoState();
    const umbrella = listed(state, 'demo-umbrella');
    expect(umbrella).toContain(names.chatter);
    expect(umbrella).not.toContain(names.acmeAnalytics);
    expect(listed(state, 'demo-reader')).toContain(names.acmeAnalytics);
    // Unlisted: not in anyone's list (nobody here belongs to the publisher)...
    expect(listed(state, 'demo-admin')).not.toContain(names.translatorBeta);
    // ...but read by name.
    const uma = userWithToken(state, 'demo-umbrella');
    expect(findIntegration(state, names.translatorBeta, uma).visibility).toBe('unlisted');
    expect(statusOf(() => findIntegration(state, names.acmeAnalytics, uma))).toBe(404);
    expect(statusOf(() => findIntegration(state, 'no-such-thing', uma))).toBe(404);
  });

  it('shows the unlisted and private integrations of an organization to its members', () => {
    const state = demoState();
    const uma = userWithToken(state, 'demo-umbrella');
    publishIntegration(
      state,
      'umbrella-beta',
      uma,
      { ...manifest, visibility: 'unlisted' },
      seedNow,
    );
    expect(listed(state, 'demo-umbrella')).toContain('umbrella-beta');
    expect(listed(state, 'demo-admin')).not.toContain('umbrella-beta');
  });

  it('sorts by title, case-insensitively', () => {
    const state = demoState();
    const titles = catalog(state, userWithToken(state, 'demo-admin'), {}).map((i) => i.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')));
    expect(titles[0]).toBe('Acme Analytics');
  });
});

describe('catalog filters', () => {
  const state = demoState();
  const admin = 'demo-admin';

  it('search matches the name or the title', () => {
    expect(listed(state, admin, { search: 'PULSE' })).toEqual([names.pulseAnalytics]);
    expect(listed(state, admin, { search: 'repo-s' })).toEqual([names.repoSync]);
  });

  it('category, scope and owner', () => {
    expect(listed(state, admin, { category: 'gitsync' })).toEqual([names.repoSync]);
    expect(listed(state, admin, { category: 'analytics' })).toEqual([
      names.acmeAnalytics,
      names.pulseAnalytics,
    ]);
    expect(listed(state, admin, { scope: 'conversations:ingest' })).toEqual([
      names.beaconChat,
      names.helpdeskInbox,
      names.ticketDesk,
    ]);
    expect(listed(state, admin, { owner: 'org_acme' })).toEqual([names.acmeAnalytics]);
  });

  it('blocks, content sources and the domain of a block', () => {
    expect(listed(state, admin, { blocks: true })).toEqual([
      names.diagramBlocks,
      names.snippetEmbeds,
      names.ticketDesk,
    ]);
    expect(listed(state, admin, { blocks: false })).not.toContain(names.diagramBlocks);
    expect(listed(state, admin, { contentSources: true })).toEqual([names.apiSources]);
    // The eleven public ones and Acme's own, but API Reference Sources.
    expect(listed(state, admin, { contentSources: false })).toHaveLength(11);
    expect(listed(state, admin, { blockDomain: 'diagrams.example' })).toEqual([
      names.diagramBlocks,
    ]);
    // A subdomain's links belong to the domain; another domain's do not.
    expect(listed(state, admin, { blockDomain: 'share.diagrams.example' })).toEqual([
      names.diagramBlocks,
    ]);
    expect(listed(state, admin, { blockDomain: 'example' })).toHaveLength(3);
    expect(listed(state, admin, { blockDomain: 'nowhere.example' })).toEqual([]);
  });

  it('target matches integrations that can be installed there', () => {
    const site = listed(state, admin, { target: 'site' });
    expect(site).toContain(names.pulseAnalytics);
    expect(site).toContain(names.chatter); // target `all`
    expect(site).not.toContain(names.repoSync); // target `space`
    expect(listed(state, admin, { target: 'all' })).toEqual([
      names.chatter,
      names.ticketDesk,
      names.webhooks,
    ]);
  });
});

describe('publish', () => {
  it('starts at version 1 and grows by one per publish, keeping the name with its owner', () => {
    const state = demoState();
    const uma = userWithToken(state, 'demo-umbrella');
    const first = publishIntegration(state, 'status-banner', uma, manifest, seedNow);
    expect(first).toMatchObject({ version: 1, ownerId: 'org_umbrella', verified: false });
    const second = publishIntegration(
      state,
      'status-banner',
      uma,
      { ...manifest, title: 'Status Banner 2', organization: 'umbrella' },
      later(5),
    );
    expect(second).toMatchObject({ version: 2, title: 'Status Banner 2' });
    expect(second.createdAt).toBe(first.createdAt);
    expect(state.integrations.filter((i) => i.name === 'status-banner')).toHaveLength(1);
  });

  it('needs an admin of the organization, which must exist, and a name it owns', () => {
    const state = demoState();
    const ada = userWithToken(state, 'demo-admin');
    const eddie = userWithToken(state, 'demo-editor');
    const acme = { ...manifest, organization: 'org_acme' };
    expect(
      statusOf(() =>
        publishIntegration(state, 'x', ada, { ...acme, organization: 'nope' }, seedNow),
      ),
    ).toBe(404);
    expect(statusOf(() => publishIntegration(state, 'x', eddie, acme, seedNow))).toBe(403);
    // Ada administers Acme, but Umbrella Labs is not hers.
    expect(statusOf(() => publishIntegration(state, 'x', ada, manifest, seedNow))).toBe(403);
    // `webhooks` belongs to the publisher.
    expect(messageOf(() => publishIntegration(state, names.webhooks, ada, acme, seedNow))).toMatch(
      /belongs to another organization/,
    );
    expect(integrationOf(state, names.webhooks).version).toBe(3);
    // Acme's own: a new version.
    expect(publishIntegration(state, names.acmeAnalytics, ada, acme, seedNow).version).toBe(4);
  });

  it('names a required setting that is not a property by JSON pointer', () => {
    const state = demoState();
    const uma = userWithToken(state, 'demo-umbrella');
    const body: Publish = {
      ...manifest,
      configurations: {
        account: { properties: { key: { type: 'string' } }, required: ['key', 'secret'] },
      },
    };
    expect(messageOf(() => publishIntegration(state, 'status-banner', uma, body, seedNow))).toBe(
      "/configurations/account/required/1 'secret' is not a property of this configuration.",
    );
  });

  it('keeps the icon and preview images as data URLs, and the script and secrets to itself', () => {
    const state = demoState();
    const uma = userWithToken(state, 'demo-umbrella');
    const png =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const record = publishIntegration(
      state,
      'status-banner',
      uma,
      { ...manifest, icon: png, previewImages: [png], secrets: { token: 's3cret' } },
      seedNow,
    );
    expect(record.icon).toBe(`data:image/png;base64,${png}`);
    expect(record.previewImages).toEqual([`data:image/png;base64,${png}`]);
    expect(record.secrets).toEqual({ token: 's3cret' });
  });
});

describe('install', () => {
  it('needs an admin, and a second installation is 409 naming the first', () => {
    const state = demoState();
    const ada = userWithToken(state, 'demo-admin');
    const eddie = userWithToken(state, 'demo-editor');
    const pulse = integrationOf(state, names.pulseAnalytics);
    expect(statusOf(() => installIntegration(state, pulse, eddie, 'org_acme', seedNow))).toBe(403);
    expect(statusOf(() => installIntegration(state, pulse, ada, 'org_missing', seedNow))).toBe(404);
    const installation = installIntegration(state, pulse, ada, 'org_acme', seedNow);
    const again = messageOf(() => installIntegration(state, pulse, ada, 'acme', later(1)));
    expect(again).toContain(`'${installation.id}'`);
    expect(statusOf(() => installIntegration(state, pulse, ada, 'org_acme', later(1)))).toBe(409);
    // Another organization may have its own.
    expect(installIntegration(state, pulse, ada, 'org_globex', later(2)).organizationId).toBe(
      'org_globex',
    );
  });

  it('installs a private integration only in its owner', () => {
    const state = demoState();
    const ada = userWithToken(state, 'demo-admin');
    const analytics = integrationOf(state, names.acmeAnalytics);
    expect(statusOf(() => installIntegration(state, analytics, ada, 'org_globex', seedNow))).toBe(
      403,
    );
  });

  it('selects nothing, is pending until the required setting has a value, and records events', () => {
    const state = demoState();
    const ada = userWithToken(state, 'demo-admin');
    const pulse = integrationOf(state, names.pulseAnalytics);
    const installation = installIntegration(state, pulse, ada, 'org_acme', seedNow);
    const answer = installationResponse(state, pulse, installation, 'http://api.test');
    expect(answer).toMatchObject({
      status: 'pending',
      space_selection: 'selected',
      site_selection: 'selected',
      spaces: 0,
      sites: 0,
      // The default of the optional setting is there from the start.
      configuration: { region: 'eu' },
      target: { organization: 'org_acme' },
    });
    const [setup] = eventsOf(state, names.pulseAnalytics);
    expect(setup?.payload).toMatchObject({
      type: 'installation_setup',
      installationId: installation.id,
      status: 'pending',
    });

    // A blank value is no value.
    updateInstallation(
      state,
      pulse,
      installation,
      ada,
      { configuration: { site_key: ' ' } },
      later(1),
    );
    expect(installationStatus(pulse, installation)).toBe('pending');
    updateInstallation(
      state,
      pulse,
      installation,
      ada,
      { configuration: { site_key: 'pk_1' } },
      later(2),
    );
    expect(installationStatus(pulse, installation)).toBe('active');
    const [latest] = eventsOf(state, names.pulseAnalytics);
    expect(latest?.payload).toMatchObject({
      type: 'installation_setup',
      status: 'active',
      previous: { status: 'pending', configuration: { site_key: ' ' } },
    });
    // Clearing it sends the installation back to pending.
    updateInstallation(
      state,
      pulse,
      installation,
      ada,
      { configuration: { site_key: null } },
      later(3),
    );
    expect(installationStatus(pulse, installation)).toBe('pending');
    expect(installation.configuration).toEqual({});
  });

  it('sends installations back to pending when a new version requires a new setting', () => {
    const state = demoState();
    const ada = userWithToken(state, 'demo-admin');
    const installation = installationOf(state, seedInstallationIds.acmeAnalytics);
    const before = integrationOf(state, names.acmeAnalytics);
    expect(installationStatus(before, installation)).toBe('active');
    const next = publishIntegration(
      state,
      names.acmeAnalytics,
      ada,
      {
        ...manifest,
        organization: 'org_acme',
        configurations: {
          account: {
            properties: { tracking_id: { type: 'string' }, region: { type: 'string' } },
            required: ['tracking_id', 'region'],
          },
        },
      },
      seedNow,
    );
    expect(installationStatus(next, installation)).toBe('pending');
  });

  it('seeds an installation in every status', () => {
    const state = demoState();
    const statuses = Object.fromEntries(
      installationsStatus(state, 'org_acme', 'organization').map((i) => [
        i.integration.name,
        i.status,
      ]),
    );
    expect(statuses).toEqual({
      [names.acmeAnalytics]: 'active',
      [names.chatter]: 'active',
      [names.repoSync]: 'paused',
      [names.webhooks]: 'pending',
    });
  });
});

describe('update', () => {
  it('validates the configuration against the account settings, naming the property', () => {
    const state = demoState();
    const ada = userWithToken(state, 'demo-admin');
    const webhooks = integrationOf(state, names.webhooks);
    const installation = installationOf(state, seedInstallationIds.acmeWebhooks);
    const refused = (configuration: Record<string, unknown>) =>
      messageOf(() =>
        updateInstallation(state, webhooks, installation, ada, { configuration }, seedNow),
      );
    expect(refused({ url: 42 })).toBe('/configuration/url must be a string.');
    expect(refused({ url: 'https://x.test', timeout: 'soon' })).toBe(
      '/configuration/timeout must be a number.',
    );
    expect(refused({ colour: 'red' })).toMatch(
      /^\/configuration\/colour is not a setting of Webhooks/,
    );
    expect(refused({ test: 'x' })).toMatch(/^\/configuration\/test is a button/);
    const pulse = integrationOf(state, names.pulseAnalytics);
    const pulseInstallation = installIntegration(state, pulse, ada, 'org_acme', seedNow);
    expect(
      messageOf(() =>
        updateInstallation(
          state,
          pulse,
          pulseInstallation,
          ada,
          { configuration: { site_key: 'k', region: 'mars' } },
          seedNow,
        ),
      ),
    ).toBe('/configuration/region must be one of: eu, us.');
    // Nothing changed on a refusal.
    expect(installation.configuration).toEqual({ timeout: 10 });
    expect(installationStatus(webhooks, installation)).toBe('pending');
  });

  it('sets what the installation covers, within its target and its organization', () => {
    const state = demoState();
    const ada = userWithToken(state, 'demo-admin');
    const webhooks = integrationOf(state, names.webhooks);
    const installation = installationOf(state, seedInstallationIds.acmeWebhooks);
    updateInstallation(
      state,
      webhooks,
      installation,
      ada,
      {
        selectedSpaces: ['space_api', 'space_handbook'],
        site_selection: 'all',
        externalIds: ['h1'],
      },
      seedNow,
    );
    expect(installationResponse(state, webhooks, installation, 'http://api.test')).toMatchObject({
      spaces: 2,
      // Every site of Acme: docs, help and partners.
      sites: 3,
      selectedSpaces: ['space_api', 'space_handbook'],
      externalIds: ['h1'],
    });
    expect(
      messageOf(() =>
        updateInstallation(
          state,
          webhooks,
          installation,
          ada,
          { selectedSites: ['site_globex_docs'] },
          seedNow,
        ),
      ),
    ).toBe("/selectedSites/0 'site_globex_docs' is not a site of this organization.");
    // Pulse Analytics is for sites only.
    const pulse = integrationOf(state, names.pulseAnalytics);
    const pulseInstallation = installIntegration(state, pulse, ada, 'org_acme', seedNow);
    expect(
      messageOf(() =>
        updateInstallation(
          state,
          pulse,
          pulseInstallation,
          ada,
          { space_selection: 'all' },
          seedNow,
        ),
      ),
    ).toBe('/space_selection Pulse Analytics cannot be installed on spaces (its target is site).');
  });

  it('is for admins of the organization it is installed in; a paused installation stays paused', () => {
    const state = demoState();
    const repoSync = integrationOf(state, names.repoSync);
    const installation = installationOf(state, seedInstallationIds.acmeRepoSync);
    const eddie = userWithToken(state, 'demo-editor');
    expect(
      statusOf(() => updateInstallation(state, repoSync, installation, eddie, {}, seedNow)),
    ).toBe(403);
    const ada = userWithToken(state, 'demo-admin');
    updateInstallation(
      state,
      repoSync,
      installation,
      ada,
      { configuration: { installation_id: '1' } },
      seedNow,
    );
    expect(installationStatus(repoSync, installation)).toBe('paused');
  });
});

describe('site scripts and site integrations', () => {
  it('Acme Developer Docs injects the script of Acme Analytics, from its installation', () => {
    const state = demoState();
    const docs = state.sites.find((s) => s.id === 'site_docs');
    const help = state.sites.find((s) => s.id === 'site_help');
    if (!docs || !help) throw new Error('seed');
    expect(siteScripts(state, docs)).toEqual([
      {
        script: 'https://analytics.acme.test/site.js',
        contentSecurityPolicy: 'script-src https://analytics.acme.test',
        cookies: true,
        integration: names.acmeAnalytics,
      },
    ]);
    expect(siteScripts(state, help)).toEqual([]);
    expect(siteIntegrations(state, docs, undefined).map((i) => i.name)).toEqual([
      names.acmeAnalytics,
    ]);
  });

  it('adds the script of an installation once it is active and covers the site', () => {
    const state = demoState();
    const ada = userWithToken(state, 'demo-admin');
    const help = state.sites.find((s) => s.id === 'site_help');
    if (!help) throw new Error('seed');
    const pulse = integrationOf(state, names.pulseAnalytics);
    const installation = installIntegration(state, pulse, ada, 'org_acme', seedNow);
    updateInstallation(state, pulse, installation, ada, { selectedSites: [help.id] }, seedNow);
    // Pending: not yet.
    expect(siteScripts(state, help)).toEqual([]);
    updateInstallation(
      state,
      pulse,
      installation,
      ada,
      { configuration: { site_key: 'k' } },
      later(1),
    );
    expect(siteScripts(state, help)).toEqual([
      {
        // Published code is served by the platform, per installation and site.
        script: `https://integrations.folio.example/v1/integrations/pulse-analytics/installations/${installation.id}/sites/site_help/script.js?v=3`,
        contentSecurityPolicy:
          'script-src https://cdn.pulse.example; connect-src https://pulse.example',
        cookies: false,
        integration: names.pulseAnalytics,
      },
    ]);
    expect(siteIntegrations(state, help, 'pulse').map((i) => i.name)).toEqual([
      names.pulseAnalytics,
    ]);
    expect(siteIntegrations(state, help, 'nothing')).toEqual([]);
    // Covering every site works too; uninstalling removes the script.
    updateInstallation(
      state,
      pulse,
      installation,
      ada,
      { site_selection: 'all', selectedSites: [] },
      later(2),
    );
    expect(siteScripts(state, help)).toHaveLength(1);
    uninstallIntegration(state, pulse.name, installation.id, ada, later(3));
    expect(siteScripts(state, help)).toEqual([]);
  });

  it('counts only installations that cover a space or a site at those levels', () => {
    const state = demoState();
    const level = (target: 'organization' | 'space' | 'site') =>
      installationsStatus(state, 'org_acme', target).map((i) => i.integration.name);
    expect(level('space')).toEqual([names.chatter, names.repoSync]);
    expect(level('site')).toEqual([names.acmeAnalytics]);
    expect(level('organization')).toHaveLength(4);
  });
});

describe('uninstall and unpublish', () => {
  it('uninstall records installation_deleted with the configuration it had, and is no error when absent', () => {
    const state = demoState();
    const ada = userWithToken(state, 'demo-admin');
    const eddie = userWithToken(state, 'demo-editor');
    const id = seedInstallationIds.acmeChatter;
    expect(statusOf(() => uninstallIntegration(state, names.chatter, id, eddie, seedNow))).toBe(
      403,
    );
    const configuration = structuredClone(
      state.installations.find((i) => i.id === id)?.configuration,
    );
    uninstallIntegration(state, names.chatter, id, ada, seedNow);
    expect(state.installations.some((i) => i.id === id)).toBe(false);
    expect(eventsOf(state, names.chatter)[0]?.payload).toEqual({
      eventId: eventsOf(state, names.chatter)[0]?.id,
      type: 'installation_deleted',
      installationId: id,
      previous: { configuration },
    });
    const events = state.integrationEvents.length;
    expect(statusOf(() => uninstallIntegration(state, names.chatter, id, ada, seedNow))).toBe('ok');
    expect(statusOf(() => uninstallIntegration(state, 'no-such', id, ada, seedNow))).toBe('ok');
    expect(state.integrationEvents).toHaveLength(events);
  });

  it('unpublish removes the integration, its installations, events and site scripts', () => {
    const state = demoState();
    const docs = state.sites.find((s) => s.id === 'site_docs');
    if (!docs) throw new Error('seed');
    const eddie = userWithToken(state, 'demo-editor');
    expect(statusOf(() => unpublishIntegration(state, names.acmeAnalytics, eddie))).toBe(403);
    // Invisible to Uma: nothing happens, and she learns nothing.
    unpublishIntegration(state, names.acmeAnalytics, userWithToken(state, 'demo-umbrella'));
    expect(state.integrations.some((i) => i.name === names.acmeAnalytics)).toBe(true);
    unpublishIntegration(state, names.acmeAnalytics, userWithToken(state, 'demo-admin'));
    expect(state.integrations.some((i) => i.name === names.acmeAnalytics)).toBe(false);
    expect(state.installations.some((i) => i.integrationName === names.acmeAnalytics)).toBe(false);
    expect(eventsOf(state, names.acmeAnalytics)).toEqual([]);
    expect(siteScripts(state, docs)).toEqual([]);
    // Other integrations keep theirs.
    expect(eventsOf(state, names.chatter).length).toBeGreaterThan(0);
  });
});

describe('events', () => {
  it('seeds 17 events on Acme Analytics, newest first, two failed with a trace', () => {
    const events = eventsOf(demoState(), names.acmeAnalytics);
    expect(events).toHaveLength(17);
    const times = events.map((e) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const failed = events.filter((e) => e.status === 'failed');
    expect(failed).toHaveLength(2);
    for (const event of failed) {
      const errors = event.logs.filter((l) => l.level === 'error');
      expect(errors.length).toBeGreaterThanOrEqual(3);
      expect(errors.slice(1).every((l) => l.message.trimStart().startsWith('at '))).toBe(true);
    }
  });

  it('puts the later of two events of the same moment first', () => {
    const state = demoState();
    const ada = userWithToken(state, 'demo-admin');
    const pulse = integrationOf(state, names.pulseAnalytics);
    const installation = installIntegration(state, pulse, ada, 'org_acme', seedNow);
    updateInstallation(state, pulse, installation, ada, {}, seedNow);
    expect(eventsOf(state, names.pulseAnalytics).map((e) => 'previous' in e.payload)).toEqual([
      true,
      false,
    ]);
  });
});
