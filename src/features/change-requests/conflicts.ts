import type { ChangeRequestConflict } from '@/api/schema.gen';

/**
 * How a conflict with main reads (decision 0037): what each side did to the page, in words a
 * person acts on. Field names are the contract's (`ChangeRequestConflict.attributes`).
 */

const attributeNames: Record<NonNullable<ChangeRequestConflict['attributes']>[number], string> = {
  title: 'its title',
  slug: 'its address',
  description: 'its description',
  emoji: 'its emoji',
  parent: 'where it sits',
  document: 'its content',
};

function listed(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
}

/** "Deleted in main, edited here", "2 blocks and its title changed differently here and in main". */
export function conflictReason(conflict: ChangeRequestConflict): string {
  if (conflict.reason === 'deleted-in-main') return 'deleted in main, changed here';
  if (conflict.reason === 'deleted-here') return 'deleted here, changed in main';
  const blocks = conflict.nodes?.length ?? 0;
  const parts = (conflict.attributes ?? []).map((name) =>
    name === 'document' && blocks > 0
      ? `${blocks === 1 ? 'the same block' : `the same ${blocks} blocks`}`
      : attributeNames[name],
  );
  return `${listed(parts)} changed differently here and in main`;
}

/** The sentence above the list: what is blocked and why. */
export function conflictSummary(count: number): string {
  const pages = count === 1 ? '1 page' : `${count} pages`;
  return `This request and the main content both changed ${pages} in ways that cannot both stand, so merging and updating from main are blocked:`;
}
