import { describe, expect, it } from 'vitest';
import { describeIngestPath, parseIngestJson } from './ingest-json';
import { pulseDescription, sourceLabel, sourcesOf, tasksDescription } from './insight-view';
import { validateConversationSearch, validateTopicSearch } from './insight-search';

const stats = (tasks: Partial<Record<string, number>>) => ({
  issues: 0,
  conversations: 0,
  tasksBacklog: tasks.backlog ?? 0,
  tasksStarted: tasks.started ?? 0,
  tasksCompleted: tasks.completed ?? 0,
  tasksCancelled: tasks.cancelled ?? 0,
  tasksTotal: Object.values(tasks).reduce((sum: number, count) => sum + (count ?? 0), 0),
});

describe('insight wording', () => {
  it('names sources by their integration', () => {
    expect(sourceLabel('integration:zendesk:inst_acme_zendesk')).toBe('Zendesk');
    expect(sourceLabel('email')).toBe('Email');
    expect(sourceLabel('custom')).toBe('custom');
    expect(sourcesOf({ email: 1, 'integration:intercom:x': 3 }).map((s) => s.source)).toEqual([
      'integration:intercom:x',
      'email',
    ]);
  });

  it('says the pulse and the tasks in words', () => {
    expect(pulseDescription([0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 3])).toBe(
      'Issues per week over the last 13 weeks, oldest first: 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 3. 3 issues in the latest week.',
    );
    expect(tasksDescription(stats({ started: 1, cancelled: 1 }))).toBe(
      '2 tasks: 1 started, 1 cancelled.',
    );
    expect(tasksDescription(stats({}))).toBe('No change request works on this topic yet.');
  });

  it('keeps only known sorts and filters from the URL', () => {
    expect(validateTopicSearch({ orderBy: 'issues', order: 'asc', status: 'analysing' })).toEqual({
      orderBy: 'issues',
      order: 'asc',
      status: 'analysing',
    });
    expect(validateTopicSearch({ orderBy: 'updatedAt', order: 'desc', status: 'x' })).toEqual({});
    expect(validateConversationSearch({ source: ' email ' })).toEqual({ source: 'email' });
    expect(validateConversationSearch({ source: 3 })).toEqual({});
  });
});

describe('the Ingest dialog’s JSON', () => {
  it('takes one conversation or a list, and says what is wrong otherwise', () => {
    expect(parseIngestJson('{"id":"a","parts":[]}')).toEqual({ body: { id: 'a', parts: [] } });
    expect(parseIngestJson('[{"id":"a"}]')).toEqual({ body: [{ id: 'a' }] });
    expect(parseIngestJson('')).toEqual({ error: expect.stringMatching(/^Paste one/) });
    expect(parseIngestJson('{"id":')).toEqual({
      error: expect.stringMatching(/^This is not valid JSON/),
    });
    expect(parseIngestJson('[]')).toEqual({ error: expect.stringMatching(/empty/) });
    expect(parseIngestJson('[1]')).toEqual({ error: expect.stringMatching(/Each item/) });
    expect(parseIngestJson('"text"')).toEqual({
      error: expect.stringMatching(/^Paste a conversation/),
    });
  });

  it('names a refused field in words', () => {
    expect(describeIngestPath(['3', 'parts', '0', 'body'])).toBe('Conversation 4 › part 1 › body');
    expect(describeIngestPath(['id'])).toBe('id');
    expect(describeIngestPath(['parts', '1', 'role'])).toBe('part 2 › role');
    expect(describeIngestPath(['metadata', 'attributes', 'plan'])).toBe(
      'metadata › attributes › plan',
    );
  });
});
