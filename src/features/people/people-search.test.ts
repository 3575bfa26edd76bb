import { describe, expect, it } from 'vitest';
import { validateMemberSearch, validateTeamSearch } from './people-search';

describe('people search in the URL', () => {
  it('keeps a trimmed search and a known role, dropping the rest', () => {
    expect(validateMemberSearch({ search: '  hana ', role: 'guest', page: '2' })).toEqual({
      search: 'hana',
      role: 'guest',
    });
    expect(validateMemberSearch({ search: '   ', role: 'owner' })).toEqual({});
    expect(validateMemberSearch({ search: 42, role: ['admin'] })).toEqual({});
  });

  it('cuts a search to what the API accepts', () => {
    expect(validateMemberSearch({ search: 'x'.repeat(150) }).search).toHaveLength(100);
    expect(validateTeamSearch({ search: 'y'.repeat(80) }).search).toHaveLength(64);
    expect(validateTeamSearch({ search: '' })).toEqual({});
  });
});
