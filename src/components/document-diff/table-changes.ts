import type { DocumentBlock } from '@/components/rich-text/slate-types';
import { deepEqual } from '@/components/rich-text/deep-equal';

/*
 * A table is a void block whose rows are data (platform-values §2.6): it is shown as the old
 * table removed and the new one inserted, with this line saying which rows changed, so a reader
 * does not have to compare two grids cell by cell.
 */

type Records = Record<string, { values?: Record<string, unknown> } | undefined>;

const recordsOf = (block: DocumentBlock): Records => {
  const records = block.data?.records;
  return typeof records === 'object' && records !== null ? (records as Records) : {};
};

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/** "2 rows added, 1 row changed", or null when the rows are the same (the columns changed). */
export function describeTableChange(before: DocumentBlock, after: DocumentBlock): string | null {
  const old = recordsOf(before);
  const next = recordsOf(after);
  let added = 0;
  let removed = 0;
  let changed = 0;
  for (const id of Object.keys(next)) {
    if (!(id in old)) added += 1;
    else if (!deepEqual(old[id]?.values, next[id]?.values)) changed += 1;
  }
  for (const id of Object.keys(old)) if (!(id in next)) removed += 1;
  const parts = [
    added ? `${count(added, 'row')} added` : '',
    removed ? `${count(removed, 'row')} removed` : '',
    changed ? `${count(changed, 'row')} changed` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}
