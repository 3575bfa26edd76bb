import { describe, expect, it } from 'vitest';
import { cleanText, textProblem } from './text.ts';

describe('the text rule for titles, subjects and descriptions', () => {
  it('trims, and keeps ordinary text of any script', () => {
    expect(cleanText('  Getting started  ', 'line')).toEqual({ value: 'Getting started' });
    expect(cleanText('שלום עולם', 'line')).toEqual({ value: 'שלום עולם' });
    expect(cleanText('Emoji 🚀 and ‏marks‎', 'line')).toEqual({ value: 'Emoji 🚀 and ‏marks‎' });
    expect(cleanText('<script>alert(1)</script>', 'line')).toEqual({
      value: '<script>alert(1)</script>',
    });
  });

  it('refuses a title that is empty after trimming', () => {
    expect(cleanText(' \t ', 'line').problem).toBe('must not be empty or only spaces');
    expect(cleanText('   ', 'paragraph')).toEqual({ value: '' });
  });

  it.each([
    ['a\u0000b', 'U+0000 at character 2'],
    ['a\nb', 'U+000A at character 2'],
    ['ab\u007f', 'U+007F at character 3'],
    ['\u0085x', 'U+0085 at character 1'],
  ])('refuses control characters in a line: %j', (value, where) => {
    expect(textProblem(value, 'line')).toBe(`must not contain control characters (${where})`);
  });

  it('keeps line breaks and tabs in a paragraph, not other control characters', () => {
    expect(textProblem('one\ntwo\r\n\tthree', 'paragraph')).toBeUndefined();
    expect(textProblem('one\u0007', 'paragraph')).toMatch(/control characters \(U\+0007/);
  });

  it.each([
    ['a\ud800b', 'U+D800 at character 2'],
    ['a\udc00', 'U+DC00 at character 2'],
    ['\udbff', 'U+DBFF at character 1'],
  ])('refuses lone surrogates: %j', (value, where) => {
    expect(textProblem(value, 'line')).toBe(`must not contain a lone surrogate (${where})`);
  });

  it.each(['\u202e', '\u202a', '\u2066', '\u2069'])(
    'refuses the bidirectional control %j',
    (control) => {
      expect(textProblem(`invoice${control}fdp.exe`, 'paragraph')).toMatch(
        /must not contain bidirectional control characters \(U\+20/,
      );
    },
  );
});
