import { describe, expect, it } from 'vitest';
import type {
  components,
  Conversation,
  ConversationIssueWithConversation as IssueWithConversation,
} from '../../../api/schema.gen.ts';
import { createBackend, type Backend } from '../../create-backend.ts';
import { seedClusterIds, seedSources } from '../store/seed-conversations.ts';
import { asRecord, errorMessage, send } from '../../test-request.ts';
import { processingMs } from './conversation-analysis.ts';
import { conversationIdOf, conversationSource, ingestConversations } from './conversations.ts';

/** Conversations and their issues over the backend clock (decision 0015). */

type Schemas = components['schemas'];

const acme = '/v1/orgs/org_acme';
const fixedNow = Date.parse('2026-11-20T12:00:00.000Z');

function fresh(): Backend {
  return createBackend({ seed: 'demo', realNow: () => fixedNow });
}

function conversation(id: string, user: string, extra: object = {}) {
  return {
    id,
    subject: `About ${id}`,
    parts: [
      { type: 'message', role: 'user', body: user },
      { type: 'message', role: 'assistant', body: 'Thanks, we are on it.' },
    ],
    ...extra,
  };
}

async function ingest(backend: Backend, body: unknown, token = 'demo-admin') {
  const response = await send(backend, 'POST', `${acme}/conversations`, { token, json: body });
  expect(response.status, JSON.stringify(response.body)).toBe(204);
}

async function get<T>(backend: Backend, path: string): Promise<T> {
  const response = await send(backend, 'GET', path, { token: 'demo-admin' });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as T;
}

async function list<T>(backend: Backend, path: string): Promise<T[]> {
  return (await get<{ items: T[] }>(backend, path)).items;
}

const emailId = (id: string) => conversationIdOf('org_acme', 'email', id);

describe('who reads and sends conversations', () => {
  const paths = [
    `${acme}/conversations-clusters`,
    `${acme}/conversations-clusters/${seedClusterIds.tokenExpiry}`,
    `${acme}/conversations`,
    `${acme}/conversations-issues`,
  ];

  it('is admins only: customers’ words are not for every member', async () => {
    const backend = fresh();
    for (const token of [
      'demo-creator',
      'demo-editor',
      'demo-reader',
      'demo-guest',
      'demo-umbrella',
    ])
      for (const path of paths) {
        const response = await send(backend, 'GET', path, { token });
        expect(response.status, `${token} ${path}`).toBe(403);
      }
    const refused = await send(backend, 'POST', `${acme}/conversations`, {
      token: 'demo-creator',
      json: conversation('x', 'hello'),
    });
    expect(errorMessage(refused.body)).toBe(
      "Only admins can read and ingest support conversations; your role in 'org_acme' is create.",
    );
    for (const path of paths)
      expect((await send(backend, 'GET', path, { token: 'demo-admin' })).status).toBe(200);
    const unknown = await send(backend, 'GET', '/v1/orgs/org_missing/conversations', {
      token: 'demo-admin',
    });
    expect(unknown.status).toBe(404);
  });
});

describe('ingest', () => {
  it('takes one conversation or an array, from email for a person’s token', async () => {
    const backend = fresh();
    await ingest(backend, conversation('one', 'Hello'));
    await ingest(backend, [conversation('two', 'Hi'), conversation('three', 'Hey')]);
    const mine = await list<Conversation>(backend, `${acme}/conversations?source=email`);
    expect(mine.map((item) => item.id).sort()).toEqual(
      [emailId('one'), emailId('two'), emailId('three')].sort(),
    );
    expect(mine.every((item) => item.source === 'email')).toBe(true);
    expect(mine[0]?.createdAt).toBe(new Date(fixedNow).toISOString());
  });

  it('checks each conversation and names the field by pointer', async () => {
    const backend = fresh();
    const post = (json: unknown) =>
      send(backend, 'POST', `${acme}/conversations`, { token: 'demo-admin', json });
    const cases: [unknown, string][] = [
      [conversation('', 'x'), '/id must be at least 1 character.'],
      [
        [conversation('a', 'x'), conversation('b'.repeat(256), 'x')],
        '/1/id must be at most 255 characters.',
      ],
      [{ id: 'a' }, '/parts is required.'],
      [
        conversation('a', 'x', { subject: 's'.repeat(513) }),
        '/subject must be at most 512 characters.',
      ],
      [
        conversation('a', 'x', { parts: [{ type: 'message', role: 'bot', body: 'x' }] }),
        '/parts/0/role must be one of: user, assistant, team-member.',
      ],
      [
        Array.from({ length: 101 }, (_, n) => conversation(`c${n}`, 'x')),
        'The request body must have at most 100 items.',
      ],
      [[], 'The request body must have at least 1 item.'],
    ];
    for (const [body, message] of cases) {
      const response = await post(body);
      expect([response.status, errorMessage(response.body)]).toEqual([400, message]);
    }
    expect((await list(backend, `${acme}/conversations?source=email`)).length).toBe(0);
    await ingest(
      backend,
      Array.from({ length: 100 }, (_, n) => conversation(`c${n}`, 'x')),
    );
  });

  it('replaces a conversation the same source sent with the same id; processing starts over', async () => {
    const backend = fresh();
    await ingest(backend, conversation('same', 'First words'));
    backend.clock.advance(processingMs);
    const first = await get<Schemas['ConversationDetail']>(
      backend,
      `${acme}/conversations/${emailId('same')}`,
    );
    expect(first.conversation.processedAt).toBeDefined();
    backend.clock.advance(60_000);
    await ingest(backend, conversation('same', 'Second words', { subject: 'Changed' }));
    const all = await list<Conversation>(backend, `${acme}/conversations?source=email`);
    expect(all.map((item) => [item.id, item.subject])).toEqual([[emailId('same'), 'Changed']]);
    const second = await get<Schemas['ConversationDetail']>(
      backend,
      `${acme}/conversations/${emailId('same')}`,
    );
    expect(second.parts[0]?.body).toBe('Second words');
    expect(second.conversation.processedAt).toBeUndefined();
  });

  it('keeps the same id from two sources apart, an installation being its own source', () => {
    const state = fresh().store.state;
    const organization = state.organizations.find((org) => org.id === 'org_acme');
    if (!organization) throw new Error('no Acme');
    const installation = {
      kind: 'installation',
      integration: 'zendesk',
      installation: 'inst_acme_zendesk',
    } as const;
    expect(conversationSource(installation)).toBe(seedSources.zendesk);
    expect(conversationSource({ kind: 'user' })).toBe('email');
    const body = conversation('T-1', 'hello') as Schemas['ConversationInput'];
    const [fromEmail] = ingestConversations(
      state,
      organization,
      body,
      { kind: 'user' },
      new Date(),
    );
    const [fromZendesk] = ingestConversations(state, organization, body, installation, new Date());
    expect(fromEmail?.id).not.toBe(fromZendesk?.id);
    expect(fromZendesk?.source).toBe(seedSources.zendesk);
  });
});

describe('processing and issues', () => {
  it('ends 30 s after ingest: processedAt, and the issues appear', async () => {
    const backend = fresh();
    await ingest(backend, conversation('late', 'Our SAML login fails.'));
    const issuesOf = () =>
      list<IssueWithConversation>(
        backend,
        `${acme}/conversations-issues?conversation=${emailId('late')}`,
      );
    expect(await issuesOf()).toEqual([]);
    backend.clock.advance(processingMs - 1);
    expect(await issuesOf()).toEqual([]);
    backend.clock.advance(1);
    const [found] = await issuesOf();
    const processedAt = new Date(fixedNow + processingMs).toISOString();
    expect(found?.conversation.processedAt).toBe(processedAt);
    expect(found?.issue).toMatchObject({
      object: 'conversation-issue',
      title: 'About late',
      createdAt: processedAt,
      ingestedAt: new Date(fixedNow).toISOString(),
      conversation: emailId('late'),
      cluster: seedClusterIds.ssoSetup,
    });
    expect(found?.issue.summary).toContain('saml');
    const one = await get<IssueWithConversation>(
      backend,
      `${acme}/conversations-issues/${found?.issue.id}`,
    );
    expect(one).toEqual(found);
  });

  it('answers 404 for an issue processing has not found yet', async () => {
    const backend = fresh();
    await ingest(backend, conversation('soon', 'Okta groups'));
    const issueId = `issue_${emailId('soon').slice('conv_'.length)}_1`;
    const early = await send(backend, 'GET', `${acme}/conversations-issues/${issueId}`, {
      token: 'demo-admin',
    });
    expect(early.status).toBe(404);
    backend.clock.advance(processingMs);
    expect(
      (
        await send(backend, 'GET', `${acme}/conversations-issues/${issueId}`, {
          token: 'demo-admin',
        })
      ).status,
    ).toBe(200);
  });

  it('makes one issue per matching cluster, from user messages only, or one without a cluster', async () => {
    const backend = fresh();
    await ingest(backend, [
      conversation('two', 'Our invoice is wrong and the custom domain is pending.'),
      conversation('none', 'Is there a dark mode?', {
        // The assistant naming a topic does not make it the customer's.
        parts: [
          { type: 'message', role: 'user', body: 'Is there a dark mode?' },
          { type: 'message', role: 'assistant', body: 'SSO and invoices are elsewhere.' },
          { type: 'message', role: 'team-member', body: 'About your invoice...' },
        ],
      }),
    ]);
    backend.clock.advance(processingMs);
    const clustersOf = async (id: string) =>
      (
        await list<IssueWithConversation>(
          backend,
          `${acme}/conversations-issues?conversation=${emailId(id)}`,
        )
      ).map((item) => item.issue.cluster ?? null);
    expect((await clustersOf('two')).sort()).toEqual(
      [seedClusterIds.customDomains, seedClusterIds.invoices].sort(),
    );
    expect(await clustersOf('none')).toEqual([null]);
    const [none] = await list<IssueWithConversation>(
      backend,
      `${acme}/conversations-issues?conversation=${emailId('none')}`,
    );
    expect(none?.issue).not.toHaveProperty('cluster');
  });

  it('filters issues by cluster and by conversation, newest first', async () => {
    const backend = fresh();
    const all = await list<IssueWithConversation>(
      backend,
      `${acme}/conversations-issues?limit=1000`,
    );
    expect(all).toHaveLength(35);
    expect(all.filter((item) => item.issue.cluster === undefined)).toHaveLength(3);
    const created = all.map((item) => item.issue.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const tokens = await list<IssueWithConversation>(
      backend,
      `${acme}/conversations-issues?cluster=${seedClusterIds.tokenExpiry}&limit=1000`,
    );
    expect(tokens).toHaveLength(8);
    expect(tokens.every((item) => item.issue.cluster === seedClusterIds.tokenExpiry)).toBe(true);
    const first = all[0];
    const byConversation = await list<IssueWithConversation>(
      backend,
      `${acme}/conversations-issues?conversation=${first?.conversation.id}`,
    );
    expect(byConversation.every((item) => item.conversation.id === first?.conversation.id)).toBe(
      true,
    );
    expect(await list(backend, `${acme}/conversations-issues?cluster=cluster_missing`)).toEqual([]);
  });
});

describe('reading conversations', () => {
  it('lists newest first, filters by source, and pages', async () => {
    const backend = fresh();
    const all = await list<Conversation>(backend, `${acme}/conversations?limit=1000`);
    expect(all).toHaveLength(30);
    const created = all.map((item) => item.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const zendesk = await list<Conversation>(
      backend,
      `${acme}/conversations?source=${encodeURIComponent(seedSources.zendesk)}&limit=1000`,
    );
    expect(zendesk).toHaveLength(15);
    expect(zendesk.every((item) => item.source === seedSources.zendesk)).toBe(true);
    const page = asRecord(await get(backend, `${acme}/conversations?limit=10`));
    expect([page['count'], (page['items'] as unknown[]).length]).toEqual([30, 10]);
    expect(page['next']).toBeDefined();
  });

  it('answers the detail with parts, metadata and the link to the source', async () => {
    const backend = fresh();
    await ingest(
      backend,
      conversation('detailed', 'Hello', {
        metadata: {
          url: 'https://support.example.com/t/1',
          attributes: { plan: 'Pro' },
          createdAt: '2026-11-01T08:00:00.000Z',
        },
      }),
    );
    const detail = await get<Schemas['ConversationDetail']>(
      backend,
      `${acme}/conversations/${emailId('detailed')}`,
    );
    expect(detail.metadata).toEqual({
      url: 'https://support.example.com/t/1',
      attributes: { plan: 'Pro' },
      createdAt: '2026-11-01T08:00:00.000Z',
    });
    expect(detail.conversation).toMatchObject({
      createdAt: '2026-11-01T08:00:00.000Z',
      urls: { source: 'https://support.example.com/t/1' },
    });
    expect(detail.parts.map((part) => part.role)).toEqual(['user', 'assistant']);
    const missing = await send(backend, 'GET', `${acme}/conversations/conv_missing`, {
      token: 'demo-admin',
    });
    expect(missing.status).toBe(404);
  });

  it('takes the subject from the first user message when the source sent none', async () => {
    const backend = fresh();
    const long = `My question is about ${'very '.repeat(40)}long things.`;
    await ingest(backend, {
      id: 'nosubject',
      parts: [{ type: 'message', role: 'user', body: long }],
    });
    const [item] = await list<Conversation>(backend, `${acme}/conversations?source=email`);
    expect(item?.subject.length).toBeLessThanOrEqual(100);
    expect(item?.subject.startsWith('My question is about very')).toBe(true);
    expect(item?.subject.endsWith('…')).toBe(true);
  });
});
