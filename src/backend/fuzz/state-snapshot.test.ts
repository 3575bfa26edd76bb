import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstDifference, snapshotOf } from './state-snapshot.ts';

function sample() {
  return {
    clockOffsetMs: 0,
    spaces: [
      { id: 'a', title: 'A', tags: ['x', 'y'], body: { sections: [{ text: 'one' }] } },
      { id: 'b', title: 'B', tags: [], body: { sections: [] } },
    ],
    faults: null as null | { latencyMs: number },
  };
}

describe('a state snapshot', () => {
  it('finds nothing in a state left as it was', () => {
    const state = sample();
    expect(firstDifference(snapshotOf(state), state)).toBeUndefined();
  });

  it.each([
    [
      'a value deep inside',
      (s: ReturnType<typeof sample>) => {
        s.spaces[0]!.body.sections[0]!.text = 'two';
      },
      '/spaces/0/body/sections/0',
    ],
    [
      'a key added',
      (s: ReturnType<typeof sample>) => {
        Object.assign(s.spaces[1]!, { deleted: true });
      },
      '/spaces/1',
    ],
    [
      'a key removed',
      (s: ReturnType<typeof sample>) => {
        delete (s.spaces[1] as { tags?: unknown }).tags;
      },
      '/spaces/1',
    ],
    [
      'keys in another order',
      (s: ReturnType<typeof sample>) => {
        const record: { title?: string } = s.spaces[0]!;
        const title = record.title;
        delete record.title;
        record.title = title;
      },
      '/spaces/0',
    ],
    [
      'an item added to a list',
      (s: ReturnType<typeof sample>) => {
        s.spaces[1]!.tags.push('z');
      },
      '/spaces/1/tags',
    ],
    [
      'a list reordered',
      (s: ReturnType<typeof sample>) => {
        s.spaces.reverse();
      },
      '/spaces',
    ],
    [
      'a record replaced by an equal copy',
      (s: ReturnType<typeof sample>) => {
        s.spaces[0] = structuredClone(s.spaces[0]!);
      },
      '/spaces',
    ],
    [
      'a top-level value',
      (s: ReturnType<typeof sample>) => {
        s.clockOffsetMs = 5;
      },
      '',
    ],
    [
      'a key set to undefined',
      (s: ReturnType<typeof sample>) => {
        Object.assign(s.spaces[1]!, { extra: undefined });
      },
      '/spaces/1',
    ],
  ])('names the object that changed: %s', (_what, change, pointer) => {
    const state = sample();
    const snapshot = snapshotOf(state);
    change(state);
    expect(firstDifference(snapshot, state)).toBe(pointer);
  });

  it('sees a change inside an object that serializes itself', () => {
    const state = { at: new Date(0) };
    const snapshot = snapshotOf(state);
    state.at.setTime(1);
    expect(firstDifference(snapshot, state)).toBe('/at');
  });

  it('tells a replaced root', () => {
    const state = sample();
    expect(firstDifference(snapshotOf(state), structuredClone(state))).toBe('');
  });

  it('finds a change whenever the serialized state differs (at least as strict as the text)', () => {
    // Any JSON value, and a write somewhere in it: a value set, a key added or removed.
    const write = fc.record({
      path: fc.array(fc.nat(), { maxLength: 6 }),
      value: fc.jsonValue({ maxDepth: 2 }),
      remove: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 4 })), write, (root, w) => {
        const snapshot = snapshotOf(root);
        const before = JSON.stringify(root);
        let node: unknown = root;
        for (const step of w.path) {
          const keys = node !== null && typeof node === 'object' ? Object.keys(node) : [];
          const key = keys[step % Math.max(keys.length, 1)];
          const next = key === undefined ? undefined : (node as Record<string, unknown>)[key];
          if (typeof next !== 'object' || next === null) break;
          node = next;
        }
        if (node === null || typeof node !== 'object') return;
        const target = node as Record<string, unknown>;
        const keys = Object.keys(target);
        const key = keys[(w.path.at(-1) ?? 0) % Math.max(keys.length, 1)] ?? 'added';
        if (w.remove && !Array.isArray(target)) delete target[key];
        else target[key] = w.value;
        if (JSON.stringify(root) !== before)
          expect(firstDifference(snapshot, root)).not.toBeUndefined();
      }),
      // A failure is reported as found: shrinking values this deep takes minutes.
      { numRuns: 300, seed: 9, endOnFailure: true },
    );
  });
});
