import type { Member } from './api/member-queries';

/** A member as a picker holds them: enough to show a chip and send the id. */
export interface PickedMember {
  id: string;
  displayName: string;
  email: string;
}

export function pickedMember(member: Member): PickedMember {
  return { id: member.id, displayName: member.user.displayName, email: member.user.email };
}

/** Pasted text as entries: emails (or ids) separated by commas, semicolons, spaces or lines. */
export function splitEntries(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/**
 * Whether typed or pasted text is a list of addresses to add at once rather than words to
 * search for: a name has spaces too ("Hana Ito"), so only text made of emails counts, or text
 * with a comma, semicolon or line break.
 */
export function isEntryList(text: string): boolean {
  const entries = splitEntries(text);
  if (entries.length === 0) return false;
  if (/[,;\n]/.test(text.trim())) return true;
  return entries.every((entry) => entry.includes('@'));
}

export interface MatchedEntries {
  /** Members the entries name, once each, in the order given. */
  found: PickedMember[];
  /** Entries that match no member, as typed. */
  unmatched: string[];
}

/**
 * Matches entries against the organization's members, as the backend does: a user id, or an
 * email in any case. Repeats count once.
 */
export function matchEntries(
  entries: readonly string[],
  members: readonly Member[],
): MatchedEntries {
  const byKey = new Map<string, Member>();
  for (const member of members) {
    byKey.set(member.id, member);
    byKey.set(member.user.email.toLowerCase(), member);
  }
  const found = new Map<string, PickedMember>();
  const unmatched: string[] = [];
  for (const entry of entries) {
    const member = byKey.get(entry) ?? byKey.get(entry.toLowerCase());
    if (member) found.set(member.id, pickedMember(member));
    else if (!unmatched.includes(entry)) unmatched.push(entry);
  }
  return { found: [...found.values()], unmatched };
}
