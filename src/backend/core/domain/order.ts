/** Orders shared by lists, so equal keys always fall back to the same tie-break. */

/** Code-point order: for ids, and for ISO 8601 timestamps of one format (they sort as text). */
export function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

// One collator for every comparison: building one per call would dominate a large sort.
const collator = new Intl.Collator('en', { sensitivity: 'base' });

/** How a person reads names and titles: case and accents aside. */
export function byName(a: string, b: string): number {
  return collator.compare(a, b);
}
