import { describe, expect, it } from 'vitest';
import { admin, filteredScenarios, readScenarios, writeScenarios } from './scenario.ts';

const target = { path: '/v1/things/thing_a', invalid: '/v1/things/x', missing: '/v1/things/none' };

describe('readScenarios', () => {
  it('sends the success as `ok`, no token for 401, `forbidden` for 403, the admin for 400 and 404', () => {
    expect(readScenarios(target, 'demo-reader', 'demo-guest', '204')).toEqual({
      '204': { path: target.path, token: 'demo-reader' },
      '400': { path: target.invalid, token: admin },
      '401': { path: target.path },
      '403': { path: target.path, token: 'demo-guest' },
      '404': { path: target.missing, token: admin },
    });
  });

  it('declares no 404 for a target without a missing path', () => {
    const scenarios = readScenarios({ path: target.path, invalid: target.invalid }, admin, 'x');
    expect(Object.keys(scenarios)).toEqual(['200', '400', '401', '403']);
  });
});

describe('writeScenarios', () => {
  const cases = { ok: { a: 1 }, invalid: { a: -1 }, body: { a: 2 }, forbidden: 'demo-reader' };

  it('sends `body` without a token, as `forbidden` and to the missing path', () => {
    expect(writeScenarios(target, cases)).toEqual({
      '200': { path: target.path, token: admin, json: { a: 1 } },
      '400': { path: target.path, token: admin, json: { a: -1 } },
      '401': { path: target.path, json: { a: 2 } },
      '403': { path: target.path, token: 'demo-reader', json: { a: 2 } },
      '404': { path: target.missing, token: admin, json: { a: 2 } },
    });
  });

  it('sends a `missing` body to the path itself, and `by` for the success', () => {
    const scenarios = writeScenarios(target.path, {
      ...cases,
      by: 'demo-editor',
      status: '201',
      missing: { parent: 'none' },
    });
    expect(scenarios['201']).toEqual({ path: target.path, token: 'demo-editor', json: { a: 1 } });
    expect(scenarios['404']).toEqual({ path: target.path, token: admin, json: { parent: 'none' } });
  });

  it('refuses a write with nowhere to find nothing', () => {
    expect(() => writeScenarios(target.path, cases)).toThrow(/404/);
  });
});

describe('filteredScenarios', () => {
  it('reads the list with the query for 200 and answers the rest as readScenarios', () => {
    expect(filteredScenarios(target, 'status=open', 'demo-reader', 'demo-guest')).toEqual({
      ...readScenarios(target, 'demo-reader', 'demo-guest'),
      '200': { path: `${target.path}?status=open`, token: 'demo-reader' },
    });
  });
});
