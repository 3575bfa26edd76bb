/** The lower part of a change request page: its changed pages or its comment threads. */
export type ActivityTab = 'changes' | 'comments';

/**
 * What the request page's address says: `?tab=comments`, or the Changes tab (anything else),
 * where `page` opens that page's diff and `block` (a node key of it) is scrolled to: where an
 * anchored comment or a conflict links.
 */
export interface ActivitySearch {
  tab?: ActivityTab;
  page?: string;
  block?: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' && value.length <= 255 ? value : undefined;

export function validateActivitySearch(raw: Record<string, unknown>): ActivitySearch {
  if (raw['tab'] === 'comments') return { tab: 'comments' };
  const page = text(raw['page']);
  if (!page) return {};
  const block = text(raw['block']);
  return block ? { page, block } : { page };
}

/** Where a page's block is in the Changes tab (its page alone without `block`). */
export function placeSearch(page: string, block?: string): ActivitySearch {
  return block ? { page, block } : { page };
}
