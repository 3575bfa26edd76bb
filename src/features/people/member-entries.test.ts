import { describe, expect, it } from 'vitest';
import type { Member } from './api/member-queries';
import { isEntryList, matchEntries, splitEntries } from './member-entries';

function member(id: string, displayName: string, email: string): Member {
  return {
    object: 'member',
    id,
    role: 'read',
    user: { object: 'user', id, displayName, email, photoURL: '', urls: { location: '' } },
    disabled: false,
    joinedAt: '2026-01-01T00:00:00.000Z',
    sso: false,
    spaces: 0,
    teams: 0,
  };
}

const members = [
  member('user_hana', 'Hana Ito', 'hana@acme.test'),
  member('user_omar', 'Omar Haddad', 'omar@acme.test'),
];

describe('pasted member entries', () => {
  it('splits on commas, semicolons, spaces and new lines', () => {
    expect(splitEntries(' a@x.test, b@x.test;c@x.test\n\nd@x.test  e@x.test ')).toEqual([
      'a@x.test',
      'b@x.test',
      'c@x.test',
      'd@x.test',
      'e@x.test',
    ]);
  });

  it('tells a list of addresses from a name to search for', () => {
    expect(isEntryList('hana@acme.test omar@acme.test')).toBe(true);
    expect(isEntryList('hana@acme.test')).toBe(true);
    expect(isEntryList('user_hana, user_omar')).toBe(true);
    expect(isEntryList('Hana Ito')).toBe(false);
    expect(isEntryList('   ')).toBe(false);
  });

  it('matches ids and emails in any case, once each, and keeps what matches nobody', () => {
    const result = matchEntries(
      ['HANA@acme.test', 'user_hana', 'nobody@acme.test', 'user_omar', 'nobody@acme.test'],
      members,
    );
    expect(result.found.map((picked) => picked.id)).toEqual(['user_hana', 'user_omar']);
    expect(result.unmatched).toEqual(['nobody@acme.test']);
  });
});
