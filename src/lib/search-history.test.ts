import { describe, expect, it } from 'vitest';
import { searchEntry, type SearchWrite } from './search-history';

const path = '/orgs/org_acme/settings/members';

describe('searchEntry: a new history entry per filter, one per typed search', () => {
  it('pushes a filter, a tab or a chip', () => {
    expect(searchEntry(undefined, path, {}, { role: 'admin' }, 0)).toEqual({ replace: false });
    const last: SearchWrite = { path, key: 'category', value: 'analytics', at: 0 };
    expect(
      searchEntry(last, path, { category: 'analytics' }, { category: 'support' }, 100),
    ).toEqual({ replace: false });
  });

  it('pushes the first words typed, then replaces while the same words grow or shrink', () => {
    expect(searchEntry(undefined, path, {}, { search: 'pu' }, 0)).toEqual({ replace: false });
    const last: SearchWrite = { path, key: 'search', value: 'pu', at: 0 };
    expect(searchEntry(last, path, { search: 'pu' }, { search: 'pulse' }, 800)).toEqual({
      replace: true,
    });
    const longer: SearchWrite = { path, key: 'search', value: 'pulse', at: 800 };
    expect(searchEntry(longer, path, { search: 'pulse' }, { search: 'pul' }, 1200)).toEqual({
      replace: true,
    });
  });

  it('pushes again once the typing has settled, or after Back, or on another page', () => {
    const last: SearchWrite = { path, key: 'search', value: 'pu', at: 0 };
    const settled = searchEntry(last, path, { search: 'pu' }, { search: 'pulse' }, 5_000);
    expect(settled).toEqual({ replace: false });
    // Back put other words in the address than the ones last written.
    expect(searchEntry(last, path, {}, { search: 'p' }, 100)).toEqual({ replace: false });
    expect(
      searchEntry(last, '/orgs/org_acme/teams', { search: 'pu' }, { search: 'pul' }, 100),
    ).toEqual({ replace: false });
  });

  it('pushes other words, and a change of two filters at once', () => {
    const last: SearchWrite = { path, key: 'search', value: 'pulse', at: 0 };
    expect(searchEntry(last, path, { search: 'pulse' }, { search: 'ada' }, 100)).toEqual({
      replace: false,
    });
    expect(
      searchEntry(last, path, { search: 'pulse' }, { search: 'pulses', role: 'admin' }, 100),
    ).toEqual({ replace: false });
  });
});
