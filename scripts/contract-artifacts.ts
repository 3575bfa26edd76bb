import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import openapiTS, { astToString } from 'openapi-typescript';

/** Where the contract lives and where its generated companions go. */
export const contractPaths = {
  yaml: fileURLToPath(new URL('../src/api/openapi.yaml', import.meta.url)),
  json: fileURLToPath(new URL('../src/api/openapi.gen.json', import.meta.url)),
  types: fileURLToPath(new URL('../src/api/schema.gen.ts', import.meta.url)),
};

const banner = '// Generated from src/api/openapi.yaml by `npm run generate`. Do not edit.\n';

/**
 * Builds the JSON copy of the contract (read by the backend's validators, in the browser and
 * in Node alike) and the TypeScript types (read by the client and the backend). Both the
 * generator and the staleness test call this, so they cannot disagree.
 */
export async function buildContractArtifacts(): Promise<{ json: string; types: string }> {
  const document: unknown = parse(await readFile(contractPaths.yaml, 'utf8'));
  const json = JSON.stringify(document, null, 2) + '\n';
  const ast = await openapiTS(JSON.parse(json) as Parameters<typeof openapiTS>[0], {
    exportType: false,
  });
  return { json, types: banner + astToString(ast) };
}
