import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  listFilters,
  maxSubjectLength,
  statusTabs,
  subjectProblem,
  validateListSearch,
} from './list-search';

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
      validateListSearch({ status: 'closed', creator: '', contributor: 'two words', page: 3 }),
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

describe('subjectProblem', () => {
  it('asks for a subject and refuses one over the limit, naming the count', () => {
    expect(subjectProblem('   ')).toMatch(/Give the change request a subject/);
    expect(subjectProblem('x'.repeat(101))).toMatch(/at most 100 characters \(it has 101\)/);
    expect(subjectProblem('x'.repeat(100))).toBeUndefined();
  });
});

describe('the contract', () => {
  const contract = JSON.parse(
    readFileSync(new URL('../../api/openapi.gen.json', import.meta.url), 'utf8'),
  ) as {
    components: {
      schemas: {
        ChangeRequestSubject: { maxLength: number };
        ChangeRequestStatus: { enum: string[] };
      };
    };
  };

  it('has the subject limit and the statuses the screens mirror', () => {
    expect(contract.components.schemas.ChangeRequestSubject.maxLength).toBe(maxSubjectLength);
    expect([...contract.components.schemas.ChangeRequestStatus.enum].sort()).toEqual(
      statusTabs.map((tab) => tab.status).sort(),
    );
  });
});
