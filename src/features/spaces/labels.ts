import { plural } from '@/lib/format';
import type { components } from '@/api/schema.gen';

type Schemas = components['schemas'];

const visibilities: Record<Schemas['SpaceVisibility'], { label: string; words: string }> = {
  public: { label: 'Public', words: 'Anyone can read it, and search engines index it' },
  unlisted: {
    label: 'Unlisted',
    words: 'Anyone with the address can read it; search engines do not index it',
  },
  'share-link': { label: 'Share link', words: 'Anyone with the link can read' },
  'visitor-auth': {
    label: 'Visitor authentication',
    words: 'Visitors who sign in through your authentication (a JWT) can read',
  },
  'in-collection': {
    label: 'Inherited from the collection',
    words: 'Anyone who can access its collection can read',
  },
  private: { label: 'Private', words: 'Only members who were given access can read' },
};

export const visibilityLabel = (visibility: Schemas['SpaceVisibility']) =>
  visibilities[visibility].label;
/** The visibility as a sentence about who can read. */
export const visibilityWords = (visibility: Schemas['SpaceVisibility']) =>
  visibilities[visibility].words;

export const editModeLabel = (mode: Schemas['SpaceEditMode']) =>
  mode === 'live' ? 'Live: members edit the content directly' : 'Locked: all edits are locked';
/** The edit mode in few words, where a narrow field offers it. */
export const editModeShortLabel = (mode: Schemas['SpaceEditMode']) =>
  mode === 'live' ? 'Live: edit directly' : 'Locked: no edits';

export { roleLabel } from '@/lib/roles';

export { languageLabel } from '@/lib/languages';

const linkStatuses: Record<Schemas['ContentLinkStatus'], string> = {
  ok: 'OK',
  broken: 'Broken',
  'in-app': 'In-app link',
};
export const linkStatusLabel = (status: Schemas['ContentLinkStatus']) => linkStatuses[status];

const dayMs = 24 * 60 * 60 * 1000;
export const retentionDays = 7;

/** A `Date` header counts whole seconds, so the clock read from it may be up to this much early. */
const clockPrecisionMs = 1000;

/**
 * Whole days left before a space deleted at `deletedAt` is gone for good, on the clock `now`
 * (the backend's clock is what counts; the page uses the server's `Date` header when known).
 * Never more than the retention: right after a delete, the header's whole second may be a
 * little before `deletedAt`.
 */
export function daysLeft(deletedAt: string, now: number): number {
  const deleted = Date.parse(deletedAt);
  if (Number.isNaN(deleted)) return 0;
  const left = deleted + retentionDays * dayMs - now - clockPrecisionMs;
  return Math.min(retentionDays, Math.max(0, Math.ceil(left / dayMs)));
}

export function daysLeftLabel(days: number): string {
  if (days <= 0) return 'Less than a day left';
  return days === 1 ? '1 day left' : `${days} days left`;
}

/** What deleting a collection takes with it, in words. */
export function deleteCollectionWords(spaces: number, collections: number): string {
  if (spaces === 0 && collections === 0) return 'It is empty. The collection is deleted for good.';
  const parts = [
    spaces > 0 ? plural(spaces, 'space', 'spaces') : null,
    collections > 0 ? plural(collections, 'collection', 'collections') : null,
  ].filter(Boolean);
  return `It contains ${parts.join(' and ')}. Collections are deleted for good; the spaces can be restored for 7 days from Recently deleted.`;
}
