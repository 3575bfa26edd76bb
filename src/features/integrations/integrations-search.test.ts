import { describe, expect, it } from 'vitest';
import { validateDeveloperSearch, validateIntegrationsSearch } from './integrations-search';

describe('validateIntegrationsSearch', () => {
  it('keeps a known tab, a known category and a trimmed search', () => {
    expect(
      validateIntegrationsSearch({ tab: 'installed', category: 'analytics', search: '  pulse ' }),
    ).toEqual({ tab: 'installed', category: 'analytics', search: 'pulse' });
  });

  it('drops what it does not know', () => {
    expect(
      validateIntegrationsSearch({ tab: 'secret', category: 'games', search: '   ', page: 2 }),
    ).toEqual({});
    // Longer than the catalog's `search` parameter takes (the contract's 100).
    expect(validateIntegrationsSearch({ search: 'x'.repeat(101) })).toEqual({});
  });
});

describe('validateDeveloperSearch', () => {
  it('keeps the external id and the open event', () => {
    expect(validateDeveloperSearch({ externalId: ' acme-docs ', event: 'evt_1' })).toEqual({
      externalId: 'acme-docs',
      event: 'evt_1',
    });
    expect(validateDeveloperSearch({ externalId: '', event: 3 })).toEqual({});
  });
});
