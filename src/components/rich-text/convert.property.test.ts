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

// Generated trees are large: the test here builds hundreds of them, which takes 6 s on an idle
// machine and over 20 s (the default limit) when the machine is busy.
const roomOnABusyMachine = 120_000;

describe('Document ⇄ Slate round trip', () => {
  // Both trips in one property: generating the documents is most of the cost, so each one
  // serves both checks, and the count of those holding unknown nodes.
  it(
    'gives back every generated document exactly, also after a JSON trip of the Slate value (as the local draft stores it)',
    () => {
      let runs = 0;
      let withOpaque = 0;
      fc.assert(
        fc.property(documentArbitrary, (document) => {
          const before = structuredClone(document);
          const value = documentToSlate(document);
          runs += 1;
          if (countOpaque(value) > 0) withOpaque += 1;
          const after = slateToDocument(value, document);
          expect(after).toStrictEqual(document);
          // Pure: the input is left as it was.
          expect(document).toStrictEqual(before);
          const stored = JSON.parse(JSON.stringify(value)) as Descendant[];
          expect(slateToDocument(stored, document)).toStrictEqual(document);
        }),
        { numRuns: 500 },
      );
      // Guards the generator itself: a round trip over only known nodes would prove little.
      // One document in five holds unknown nodes at least (about four in five do).
      expect(runs).toBe(500);
      expect(withOpaque).toBeGreaterThan(100);
    },
    roomOnABusyMachine,
  );
});
