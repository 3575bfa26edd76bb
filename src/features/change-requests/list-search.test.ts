import { describe, expect, it } from 'vitest';
import { listFilters, statusLabel, statusTabs, validateListSearch } from './list-search';

describe('validateListSearch', () => {
  it('keeps the known status (open is the default, left out) and well-formed ids', () => {
    expect(
      validateListSearch({
        status: 'draft',
        creator: 'user_carl',
        contributor: 'user_eddie',
        requestedReviewer: 'user_rhea',
        conversationsIssuesCluster: 'cluster_x',
      }),
    ).toEqual({
      status: 'draft',
      creator: 'user_carl',
      contributor: 'user_eddie',
      requestedReviewer: 'user_rhea',
      conversationsIssuesCluster: 'cluster_x',
    });
    expect(validateListSearch({ status: 'open' })).toEqual({});
  });

  it('drops what the API would refuse', () => {
    expect(
      validateListSearch({ status: 'closed', creator: '', contributor: ' ', page: 3 }),
    ).toEqual({});
    expect(validateListSearch({ creator: 'x'.repeat(256) })).toEqual({});
  });

  it('answers the API query with the status it defaults to', () => {
    expect(listFilters({})).toEqual({ status: 'open' });
    expect(listFilters({ status: 'merged', creator: 'u' })).toEqual({
      status: 'merged',
      creator: 'u',
    });
  });
});

describe('statusTabs', () => {
  it('lists every status once, in the order a reviewer works through them', () => {
    expect(statusTabs.map((tab) => tab.status)).toEqual(['draft', 'open', 'merged', 'archived']);
    expect(statusLabel('open')).toBe('In review');
  });
});
