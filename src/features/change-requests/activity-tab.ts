/** The lower part of a change request page: its changed pages or its comment threads. */
export type ActivityTab = 'changes' | 'comments';

/** `?tab=comments` in the URL; anything else is the Changes tab. */
export function validateActivitySearch(raw: Record<string, unknown>): { tab?: ActivityTab } {
  return raw['tab'] === 'comments' ? { tab: 'comments' } : {};
}
