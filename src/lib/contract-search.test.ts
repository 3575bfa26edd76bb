import { describe, expect, it } from 'vitest';
import {
  ImportRunCreateAddressRules,
  listConversationsClustersQueryRules,
  listOrganizationsByEmailDomainPathRules,
  listOrganizationSitesQueryRules,
} from '@/api/query-rules.gen';
import { contractSearch, ruleSearch } from './contract-search';

describe('contractSearch', () => {
  const topics = contractSearch<
    '/v1/orgs/{organizationId}/conversations-clusters',
    'orderBy' | 'order' | 'status'
  >(listConversationsClustersQueryRules, ['orderBy', 'order', 'status']);

  it('keeps the contract’s values and leaves its defaults out of the URL', () => {
    expect(topics({ orderBy: 'issues', order: 'asc', status: 'pending' })).toEqual({
      orderBy: 'issues',
      order: 'asc',
      status: 'pending',
    });
    expect(topics({ orderBy: 'updatedAt', order: 'desc' })).toEqual({});
  });

  it('drops values the API would refuse and parameters it does not list', () => {
    expect(topics({ orderBy: 'size', order: 'up', status: '', page: 'x', tab: 'all' })).toEqual({});
  });

  it('checks text by its length, and flags as booleans', () => {
    const sites = contractSearch<'/v1/orgs/{organizationId}/sites', 'title' | 'published'>(
      listOrganizationSitesQueryRules,
      ['title', 'published'],
    );
    expect(sites({ title: '  Docs ', published: 'true' })).toEqual({
      title: 'Docs',
      published: true,
    });
    expect(sites({ published: false })).toEqual({ published: false });
    expect(sites({ title: 'x'.repeat(101), published: 'yes' })).toEqual({});
  });
});

describe('ruleSearch', () => {
  const { source, target } = ImportRunCreateAddressRules.properties;
  const newImport = ruleSearch({ url: source.properties.url, space: target.properties.space });

  it('keeps what the body’s rules accept, trimmed, and drops the rest', () => {
    expect(newImport({ url: ' https://docs.example.com ', space: 'space-1', tab: 'x' })).toEqual({
      url: 'https://docs.example.com',
      space: 'space-1',
    });
    expect(newImport({ url: 'ftp://docs.example.com', space: 'x'.repeat(256) })).toEqual({});
  });

  it('checks a path parameter’s shape', () => {
    const join = ruleSearch({ domain: listOrganizationsByEmailDomainPathRules.emailDomain });
    expect(join({ domain: 'acme.test' })).toEqual({ domain: 'acme.test' });
    expect(join({ domain: 'not a domain' })).toEqual({});
  });
});
