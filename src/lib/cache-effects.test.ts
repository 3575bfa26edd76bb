import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { scenarios } from '@/backend/core/contract-scenarios/index';
import type { Scenario } from '@/backend/core/contract-scenarios/scenario';
import { contractOperations, type ContractOperation } from '@/backend/core/http/contract';
import { seededBackend } from '@/backend/seeded-backend';
import { send } from '@/backend/test-request';
import { readKey } from './api-queries';
import { cacheEffectKeys } from './cache-effects';

/*
 * The cache effects declared in src/api/cache-effects.ts, checked against the backend: every
 * contract scenario's successful mutation runs on a fresh backend, and every read the contract
 * has (each GET's own successful scenario, with the mutation's path parameters where it names
 * the same ones) is read before and after it. A read whose answer changed must be made stale by
 * the mutation's declared effects, or the console would show it as it was.
 */

const operations = contractOperations();
const reads = operations.filter((operation) => operation.method === 'get');
const mutations = operations.filter(
  (operation) => operation.method !== 'get' && successOf(operation) !== undefined,
);

function successOf(operation: ContractOperation): Scenario | undefined {
  return scenarios[operation.operationId]?.[String(operation.successStatus)];
}

/** The values of `template`'s parameters in a concrete `path` (query left out). */
function paramsIn(template: string, path: string): Record<string, string> | undefined {
  const names: string[] = [];
  const pattern = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${pattern}$`).exec(path.split('?')[0] ?? '');
  if (!match) return undefined;
  return Object.fromEntries(
    names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]),
  );
}

interface Read {
  operation: ContractOperation;
  path: string;
  token: string | undefined;
  key: readonly unknown[];
}

/** Each read's own successful scenario, with `pathParams` put in where it names them. */
function readsFor(pathParams: Record<string, string>): Read[] {
  return reads.flatMap((operation) => {
    const scenario = successOf(operation);
    if (!scenario || scenario.setup) return [];
    const own = paramsIn(operation.path, scenario.path);
    if (!own) return [];
    const values = { ...own };
    for (const name of Object.keys(values))
      if (pathParams[name] !== undefined) values[name] = pathParams[name];
    const query = scenario.path.split('?')[1];
    const concrete = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(values[name] ?? ''),
    );
    const queryParams = Object.fromEntries(new URLSearchParams(query ?? ''));
    return [
      {
        operation,
        path: query ? `${concrete}?${query}` : concrete,
        token: scenario.token,
        key: readKey(operation.path as never, { path: values, query: queryParams } as never),
      },
    ];
  });
}

async function answers(backend: ReturnType<typeof seededBackend>, list: Read[]) {
  const texts: string[] = [];
  for (const read of list) {
    const response = await send(backend, 'GET', read.path, { token: read.token });
    texts.push(`${response.status} ${JSON.stringify(response.body)}`);
  }
  return texts;
}

describe('cache effects', () => {
  it.each(mutations.map((operation) => [operation.operationId, operation] as const))(
    '%s declares every read it changes',
    async (_id, operation) => {
      const scenario = successOf(operation);
      if (!scenario) return;
      const backend = seededBackend({ clock: 'frozen' });
      const { path, setup = [], ...request } = scenario;
      for (const { method, path: setupPath, ...step } of setup)
        expect((await send(backend, method, setupPath, step)).status).toBeLessThan(300);
      const pathParams = paramsIn(operation.path, path) ?? {};
      const list = readsFor(pathParams);
      const before = await answers(backend, list);
      const response = await send(backend, operation.method.toUpperCase(), path, request);
      expect(response.status).toBe(operation.successStatus);
      const after = await answers(backend, list);
      const declared = cacheEffectKeys(operation.method, operation.path, pathParams);
      const undeclared = list
        .filter((_, index) => before[index] !== after[index])
        .filter((read) => !declared.some((scope) => partialMatchKey(read.key, scope)))
        .map((read) => read.operation.path);
      // One read a line, so a failure lists in full what the declaration misses.
      expect([...new Set(undeclared)].join('\n')).toBe('');
    },
  );
});
