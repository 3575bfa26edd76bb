import { describe, expect, it } from 'vitest';
import { audienceSentence, basenameProblem, proxyProblem, titleProblem } from './site-forms';

describe('site form checks (mirroring the contract)', () => {
  it('checks the title', () => {
    expect(titleProblem('Docs')).toBeUndefined();
    expect(titleProblem('  ')).toBe('Title is required.');
    expect(titleProblem('x'.repeat(101))).toContain('at most 100');
  });

  it('checks the basename', () => {
    expect(basenameProblem('')).toBeUndefined();
    expect(basenameProblem('dev-docs_2')).toBeUndefined();
    expect(basenameProblem('dev docs')).toContain('letters, digits');
    expect(basenameProblem('x'.repeat(101))).toContain('at most 100');
  });

  it('checks the proxy against the spec pattern; empty removes it', () => {
    expect(proxyProblem('')).toBeUndefined();
    expect(proxyProblem('docs.example.com/help')).toBeUndefined();
    expect(proxyProblem('docs.example.com')).toContain('host and a path');
    expect(proxyProblem('https://docs.example.com/help')).toContain('host and a path');
  });

  it('says who can see the site', () => {
    expect(audienceSentence('public', false)).toMatch(/^Unpublished/);
    expect(audienceSentence('public', true)).toContain('anyone on the internet');
    expect(audienceSentence('share-link', true)).toContain('secret share link');
    expect(audienceSentence('visitor-auth', true)).toContain('sign in');
    expect(audienceSentence('unlisted', true)).toContain('do not index');
  });
});
