import { describe, expect, it } from 'vitest';
import type { IssuesCluster } from '../../../api/schema.gen.ts';
import { createBackend, type Backend } from '../../create-backend.ts';
import { createSeedState } from '../store/seeds.ts';
import { largeOrganizationId } from '../store/seed-tree.ts';
import {
  largeClusterCount,
  largeConversationCount,
  seedClusterIds,
} from '../store/seed-conversations.ts';
import { approveAsReviewer, asRecord, errorMessage, send } from '../../test-request.ts';
import { matchClusters, processingMs } from './conversation-analysis.ts';
import { analysingMs, clusterViews, pulseWeek, pulseWeeks } from './issues-clusters.ts';

/** Issues clusters: stats, sources, pulse, status and tasks, all derived over the clock. */

const acme = '/v1/orgs/org_acme';
const clustersPath = `${acme}/conversations-clusters`;
const fixedNow = Date.parse('2026-11-20T12:00:00.000Z');
const day = 24 * 60 * 60 * 1000;
const week = 7 * day;

function fresh(): Backend {
  return createBackend({ seed: 'demo', realNow: () => fixedNow });
}

async function clusters(backend: Backend, query = ''): Promise<IssuesCluster[]> {
  const response = await send(backend, 'GET', `${clustersPath}${query}`, { token: 'demo-admin' });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return asRecord(response.body)['items'] as IssuesCluster[];
}

async function cluster(backend: Backend, id: string): Promise<IssuesCluster> {
  const response = await send(backend, 'GET', `${clustersPath}/${id}`, { token: 'demo-admin' });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as IssuesCluster;
}

async function ingest(backend: Backend, id: string, user: string, createdAt?: string) {
  const response = await send(backend, 'POST', `${acme}/conversations`, {
    token: 'demo-admin',
    json: {
      id,
      parts: [{ type: 'message', role: 'user', body: user }],
      ...(createdAt ? { metadata: { createdAt } } : {}),
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(204);
}

describe('the seeded clusters', () => {
  it('are five, one analysing, with the stats of their issues and linked requests', async () => {
    const backend = fresh();
    const items = await clusters(backend);
    expect(items).toHaveLength(5);
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(items.filter((item) => item.status === 'analysing').map((item) => item.id)).toEqual([
      seedClusterIds.ssoSetup,
    ]);
    expect(byId.get(seedClusterIds.tokenExpiry)?.stats).toEqual({
      issues: 8,
      conversations: 8,
      tasksTotal: 2,
      tasksBacklog: 0,
      tasksStarted: 1,
      tasksCompleted: 0,
      tasksCancelled: 1,
    });
    expect(byId.get(seedClusterIds.dataOwnership)?.stats).toMatchObject({
      tasksTotal: 2,
      tasksStarted: 1,
      tasksCompleted: 1,
    });
    const issues = items.reduce((sum, item) => sum + item.stats.issues, 0);
    expect(issues).toBe(32);
    for (const item of items) {
      expect(item.weeklyPulse).toHaveLength(pulseWeeks);
      expect(item.weeklyPulse.reduce((sum, count) => sum + count, 0)).toBe(item.stats.issues);
      expect(Object.values(item.sources).reduce((sum, count) => sum + count, 0)).toBe(
        item.stats.conversations,
      );
      expect(Object.keys(item.sources).every((source) => source.startsWith('integration:'))).toBe(
        true,
      );
    }
    expect(await cluster(backend, seedClusterIds.tokenExpiry)).toEqual(
      byId.get(seedClusterIds.tokenExpiry),
    );
  });

  it('stop analysing 10 minutes after their latest new issue', async () => {
    const backend = fresh();
    const sso = await cluster(backend, seedClusterIds.ssoSetup);
    const until = Date.parse(sso.updatedAt) + analysingMs;
    backend.clock.advance(until - 1 - fixedNow);
    expect((await cluster(backend, seedClusterIds.ssoSetup)).status).toBe('analysing');
    backend.clock.advance(1);
    expect((await cluster(backend, seedClusterIds.ssoSetup)).status).toBe('pending');
  });
});

describe('a new issue', () => {
  it('counts in its cluster once processed: stats, source, pulse, updatedAt, analysing', async () => {
    const backend = fresh();
    backend.clock.advance(analysingMs);
    const before = await cluster(backend, seedClusterIds.invoices);
    expect(before.status).toBe('pending');
    const ingestedAt = backend.clock.now().getTime();
    await ingest(backend, 'inv-1', 'Where is my receipt?');
    backend.clock.advance(processingMs - 1);
    expect(await cluster(backend, seedClusterIds.invoices)).toEqual(before);
    backend.clock.advance(1);
    const after = await cluster(backend, seedClusterIds.invoices);
    expect(after.stats.issues).toBe(before.stats.issues + 1);
    expect(after.stats.conversations).toBe(before.stats.conversations + 1);
    expect(after.sources['email']).toBe(1);
    expect(after.weeklyPulse.at(-1)).toBe((before.weeklyPulse.at(-1) ?? 0) + 1);
    expect(after.updatedAt).toBe(new Date(ingestedAt + processingMs).toISOString());
    expect(after.status).toBe('analysing');
    backend.clock.advance(analysingMs);
    expect((await cluster(backend, seedClusterIds.invoices)).status).toBe('pending');
  });

  it('falls in the week its conversation started, oldest first; older than 13 weeks is out', async () => {
    const backend = fresh();
    const before = await cluster(backend, seedClusterIds.customDomains);
    await ingest(
      backend,
      'old-1',
      'The CNAME is wrong.',
      new Date(fixedNow - 5 * week - day).toISOString(),
    );
    await ingest(
      backend,
      'old-2',
      'The CNAME again.',
      new Date(fixedNow - 14 * week).toISOString(),
    );
    backend.clock.advance(processingMs);
    const after = await cluster(backend, seedClusterIds.customDomains);
    const changed = after.weeklyPulse.map(
      (count, index) => count - (before.weeklyPulse[index] ?? 0),
    );
    expect(changed).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0]);
    expect(after.stats.issues).toBe(before.stats.issues + 2);
  });

  it('places moments in weeks ending now', () => {
    expect(pulseWeek(fixedNow, fixedNow)).toBe(12);
    expect(pulseWeek(fixedNow + day, fixedNow)).toBe(12);
    expect(pulseWeek(fixedNow - week + 1, fixedNow)).toBe(12);
    expect(pulseWeek(fixedNow - week, fixedNow)).toBe(11);
    expect(pulseWeek(fixedNow - 13 * week + 1, fixedNow)).toBe(0);
    expect(pulseWeek(fixedNow - 13 * week, fixedNow)).toBeUndefined();
  });
});

describe('tasks from linked change requests', () => {
  it('count drafts as backlog, open as started, merged as completed, archived as cancelled', async () => {
    const backend = fresh();
    const requests = '/v1/spaces/space_handbook/change-requests';
    const created = await send(backend, 'POST', requests, {
      token: 'demo-editor',
      json: { subject: 'Explain SSO', conversationsIssuesCluster: seedClusterIds.ssoSetup },
    });
    expect(created.status).toBe(201);
    const request = asRecord(created.body);
    expect(request['conversationsIssuesCluster']).toBe(seedClusterIds.ssoSetup);
    const tasks = async () => (await cluster(backend, seedClusterIds.ssoSetup)).stats;
    expect(await tasks()).toMatchObject({ tasksTotal: 1, tasksBacklog: 1 });
    const path = `${requests}/${String(request['number'])}`;
    const patch = (status: string) =>
      send(backend, 'PATCH', path, { token: 'demo-admin', json: { status } });
    await patch('open');
    expect(await tasks()).toMatchObject({ tasksTotal: 1, tasksBacklog: 0, tasksStarted: 1 });
    await patch('archived');
    expect(await tasks()).toMatchObject({ tasksStarted: 0, tasksCancelled: 1 });
    await patch('open');
    await approveAsReviewer(backend, path);
    expect((await send(backend, 'POST', `${path}/merge`, { token: 'demo-admin' })).status).toBe(
      200,
    );
    expect(await tasks()).toMatchObject({ tasksTotal: 1, tasksCompleted: 1, tasksCancelled: 0 });
    const listed = await send(
      backend,
      'GET',
      `${acme}/change-requests?status=merged&conversationsIssuesCluster=${seedClusterIds.ssoSetup}`,
      { token: 'demo-admin' },
    );
    expect((asRecord(listed.body)['items'] as unknown[]).length).toBe(1);
  });

  it('leaves out requests of deleted spaces, and links only clusters of the organization', async () => {
    const backend = fresh();
    expect((await cluster(backend, seedClusterIds.tokenExpiry)).stats.tasksTotal).toBe(2);
    await send(backend, 'DELETE', '/v1/spaces/space_api', { token: 'demo-admin' });
    expect((await cluster(backend, seedClusterIds.tokenExpiry)).stats.tasksTotal).toBe(0);
    const foreign = await send(backend, 'POST', '/v1/spaces/space_globex_guide/change-requests', {
      token: 'demo-admin',
      json: { subject: 'Nope', conversationsIssuesCluster: seedClusterIds.tokenExpiry },
    });
    expect([foreign.status, errorMessage(foreign.body)]).toEqual([
      400,
      "/conversationsIssuesCluster 'cluster_token_expiry' is not an issues cluster of the organization 'org_globex'.",
    ]);
  });
});

describe('sort and filter', () => {
  const orderBys = [
    'updatedAt',
    'issues',
    'conversations',
    'tasksTotal',
    'tasksBacklog',
    'tasksStarted',
  ] as const;

  const valueOf = (item: IssuesCluster, orderBy: (typeof orderBys)[number]) =>
    orderBy === 'updatedAt' ? Date.parse(item.updatedAt) : item.stats[orderBy];

  it.each(orderBys)(
    'sorts by %s, descending by default and ascending on request',
    async (orderBy) => {
      const backend = fresh();
      for (const order of ['asc', 'desc'] as const) {
        const items = await clusters(backend, `?orderBy=${orderBy}&order=${order}`);
        const values = items.map((item) => valueOf(item, orderBy));
        const sorted = [...values].sort((a, b) => (order === 'asc' ? a - b : b - a));
        expect(values).toEqual(sorted);
        // Equal values keep the id order, so a page never shuffles.
        items.forEach((item, index) => {
          const next = items[index + 1];
          if (next && valueOf(item, orderBy) === valueOf(next, orderBy))
            expect(item.id.localeCompare(next.id)).toBeLessThan(0);
        });
      }
      if (orderBy === 'updatedAt')
        expect(await clusters(backend)).toEqual(
          await clusters(backend, '?orderBy=updatedAt&order=desc'),
        );
    },
  );

  it('sorts by issues so the busiest topic comes first', async () => {
    const items = await clusters(fresh(), '?orderBy=issues');
    expect(items[0]?.id).toBe(seedClusterIds.tokenExpiry);
  });

  it('filters by status, and refuses values it does not know', async () => {
    const backend = fresh();
    expect((await clusters(backend, '?status=analysing')).map((item) => item.id)).toEqual([
      seedClusterIds.ssoSetup,
    ]);
    expect(await clusters(backend, '?status=pending')).toHaveLength(4);
    for (const query of ['?status=done', '?orderBy=label', '?order=up']) {
      const response = await send(backend, 'GET', `${clustersPath}${query}`, {
        token: 'demo-admin',
      });
      expect(response.status, query).toBe(400);
    }
  });
});

describe('the large seed', () => {
  it('adds 200 clusters and 5,000 conversations whose stored matches are the analysis', () => {
    const state = createSeedState('large', { now: fixedNow });
    const clusters = state.issuesClusters.filter((c) => c.organizationId === largeOrganizationId);
    const conversations = state.conversations.filter(
      (c) => c.organizationId === largeOrganizationId,
    );
    expect(clusters).toHaveLength(largeClusterCount);
    expect(conversations).toHaveLength(largeConversationCount);
    expect(new Set(clusters.map((c) => c.label)).size).toBe(largeClusterCount);
    for (const conversation of conversations.filter((_, index) => index % 97 === 0))
      expect(matchClusters(clusters, conversation.parts)).toEqual(conversation.clusters);
    const started = performance.now();
    const views = clusterViews(state, largeOrganizationId, new Date(fixedNow));
    expect(performance.now() - started).toBeLessThan(500);
    expect(views.reduce((sum, view) => sum + view.stats.issues, 0)).toBe(4_800);
  });
});
