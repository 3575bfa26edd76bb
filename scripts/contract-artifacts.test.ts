import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { buildContractArtifacts, contractPaths } from './contract-artifacts.ts';

describe('generated contract files', () => {
  it('are in step with src/api/openapi.yaml (run `npm run generate` when this fails)', async () => {
    const fresh = await buildContractArtifacts();
    expect(await readFile(contractPaths.json, 'utf8')).toBe(fresh.json);
    expect(await readFile(contractPaths.types, 'utf8')).toBe(fresh.types);
    expect(await readFile(contractPaths.formRules, 'utf8')).toBe(fresh.formRules);
    expect(await readFile(contractPaths.queryRules, 'utf8')).toBe(fresh.queryRules);
  });
});
