import { describe, expect, it } from 'vitest';
import { audienceSentence } from './site-forms';

describe('site words', () => {
  it('says who can see the site', () => {
    expect(audienceSentence('public', false)).toMatch(/^Unpublished/);
    expect(audienceSentence('public', true)).toContain('anyone on the internet');
    expect(audienceSentence('share-link', true)).toContain('secret share link');
    expect(audienceSentence('visitor-auth', true)).toContain('sign in');
    expect(audienceSentence('unlisted', true)).toContain('do not index');
  });
});
