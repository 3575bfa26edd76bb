import { describe, expect, it } from 'vitest';
import { excerpt, highlight, queryWords } from './search-highlight';

describe('queryWords', () => {
  it('lowercases, deduplicates, trims punctuation and puts longer words first', () => {
    expect(queryWords('  Doc docs, DOC! ')).toEqual(['docs', 'doc']);
  });
});

describe('highlight', () => {
  it('marks every case-insensitive match', () => {
    expect(highlight('Webhooks deliver webhook events', 'webhook')).toEqual([
      { text: 'Webhook', match: true },
      { text: 's deliver ', match: false },
      { text: 'webhook', match: true },
      { text: ' events', match: false },
    ]);
  });

  it('treats regular expression characters literally', () => {
    expect(highlight('a+b (c)', 'a+b')).toEqual([
      { text: 'a+b', match: true },
      { text: ' (c)', match: false },
    ]);
  });

  it('returns the text untouched without a query', () => {
    expect(highlight('plain', '  ')).toEqual([{ text: 'plain', match: false }]);
  });

  it('keeps all text: joining the parts gives the input back', () => {
    const text = 'Rotate tokens, then revoke old tokens.';
    expect(
      highlight(text, 'token revoke')
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
  });
});

describe('excerpt', () => {
  it('keeps short bodies whole', () => {
    expect(excerpt('Short body.', 'body')).toBe('Short body.');
  });

  it('centres long bodies on the first match', () => {
    const body = `${'lorem '.repeat(80)}needle ${'ipsum '.repeat(80)}`;
    const result = excerpt(body, 'needle', 40);
    expect(result).toContain('needle');
    expect(result.startsWith('… ')).toBe(true);
    expect(result.endsWith(' …')).toBe(true);
  });
});
