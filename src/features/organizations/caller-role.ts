import type { Organization } from '@/api/schema.gen';
import { useSession } from '@/lib/session';

/** Words a description uses for each role ("Reader in Acme Docs" → read). */
const roleStems: readonly (readonly [RegExp, string])[] = [
  [/\badmin/i, 'admin'],
  [/\bcreat/i, 'create'],
  [/\breview/i, 'review'],
  [/\bedit/i, 'edit'],
  [/\bcomment/i, 'comment'],
  [/\bread/i, 'read'],
  [/\bguest/i, 'guest'],
];

/**
 * The caller's role in `org`, for messages. The API does not return it, so it is read from what
 * the console knows: a demo person's description when it speaks of this organization, else the
 * permission flags.
 */
export function callerRoleName(
  org: Pick<Organization, 'title' | 'permissions'>,
  description?: string,
): string {
  if (org.permissions.admin) return 'admin';
  if (description?.includes(org.title)) {
    const found = roleStems.find(([stem]) => stem.test(description));
    if (found && found[1] !== 'admin') return found[1];
  }
  return org.permissions.createContent ? 'a role without admin rights' : 'read';
}

/** The caller's role in `org` as the signed-in session knows it (see `callerRoleName`). */
export function useCallerRole(org: Pick<Organization, 'title' | 'permissions'>): string {
  const session = useSession();
  return callerRoleName(org, session?.mode === 'demo' ? session.user.description : undefined);
}
