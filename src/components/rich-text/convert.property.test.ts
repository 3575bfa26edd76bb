import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentToSlate, slateToDocument } from './convert';
import { documentArbitrary } from './document-arbitraries';
import type { Descendant } from './slate-types';

function countOpaque(nodes: Descendant[]): number {
  let count = 0;
  for (const node of nodes) {
    if ('text' in node) continue;
    if (node.type === 'opaque-block' || node.type === 'opaque-inline') count += 1;
    else count += countOpaque(node.children);
  }
  return count;
}

// Generated trees are large: each test here builds hundreds of them, which takes 6 s on an idle
// machine and over 20 s (the default limit) when the machine is busy.
const roomOnABusyMachine = 120_000;

describe('Document ⇄ Slate round trip', () => {
  // Both trips in one property: generating the documents is most of the cost, so each one
  // serves both checks.
  it(
    'gives back every generated document exactly, also after a JSON trip of the Slate value (as the local draft stores it)',
    () => {
      fc.assert(
        fc.property(documentArbitrary, (document) => {
          const before = structuredClone(document);
          const value = documentToSlate(document);
          const after = slateToDocument(value, document);
          expect(after).toStrictEqual(document);
          // Pure: the input is left as it was.
          expect(document).toStrictEqual(before);
          const stored = JSON.parse(JSON.stringify(value)) as Descendant[];
          expect(slateToDocument(stored, document)).toStrictEqual(document);
        }),
        { numRuns: 500 },
      );
    },
    roomOnABusyMachine,
  );

  it(
    'generates unknown nodes often enough to matter',
    () => {
      // Guards the generator itself: a round trip over only known nodes would prove little.
      const samples = fc.sample(documentArbitrary, { numRuns: 300, seed: 42 });
      const withOpaque = samples.filter((doc) => countOpaque(documentToSlate(doc)) > 0).length;
      expect(withOpaque).toBeGreaterThan(60);
    },
    roomOnABusyMachine,
  );
});
