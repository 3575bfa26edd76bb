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

  it('drops a search longer than the API accepts (the contract’s limits)', () => {
    expect(validateMemberSearch({ search: 'x'.repeat(101) })).toEqual({});
    expect(validateMemberSearch({ search: 'x'.repeat(100) }).search).toHaveLength(100);
    expect(validateTeamSearch({ search: 'y'.repeat(65) })).toEqual({});
    expect(validateTeamSearch({ search: 'y'.repeat(64) }).search).toHaveLength(64);
    expect(validateTeamSearch({ search: '' })).toEqual({});
  });
});
