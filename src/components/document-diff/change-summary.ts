import type { ChangeCounts } from './diff-documents';

/*
 * The diff in one sentence, the accessible summary of a page: "3 blocks changed, 1 added,
 * 2 removed". The first count names the blocks; the others lean on it.
 */
export function changeSummary(counts: ChangeCounts): string {
  const parts = (
    [
      ['changed', counts.edited],
      ['added', counts.added],
      ['removed', counts.removed],
      ['moved', counts.moved],
    ] as const
  ).filter(([, n]) => n > 0);
  if (parts.length === 0) return 'No blocks changed';
  return parts
    .map(([what, n], index) =>
      index === 0 ? `${n} ${n === 1 ? 'block' : 'blocks'} ${what}` : `${n} ${what}`,
    )
    .join(', ');
}
