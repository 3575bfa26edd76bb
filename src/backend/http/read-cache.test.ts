/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.ts';

const answer = (text: string) => ({ status: 200, headers: {}, body: Buffer.from(text) });

describe('read cache', () => {
  it('replays a stored answer until it expires', () => {
    let now = 0;
    const cache = createReadCache({ ttlMs: 100, maxEntries: 10, now: () => now });
    cache.store('a', cache.revision(), answer('one'));
    expect(cache.get('a')?.body.toString()).toBe('one');
    now = 99;
    expect(cache.get('a')).toBeDefined();
    now = 100;
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets everything on invalidate and refuses answers computed before it', () => {
    const cache = createReadCache({ ttlMs: 1000, maxEntries: 10 });
    const before = cache.revision();
    cache.store('a', before, answer('old'));
    cache.invalidate();
    expect(cache.get('a')).toBeUndefined();
    cache.store('a', before, answer('stale'));
    expect(cache.get('a')).toBeUndefined();
    cache.store('a', cache.revision(), answer('fresh'));
    expect(cache.get('a')?.body.toString()).toBe('fresh');
  });

  it('stays bounded', () => {
    const cache = createReadCache({ ttlMs: 1000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) cache.store(key, cache.revision(), answer(key));
    expect(cache.get('c')).toBeDefined();
    expect([cache.get('a'), cache.get('b')].filter(Boolean).length).toBeLessThan(2);
  });
});
