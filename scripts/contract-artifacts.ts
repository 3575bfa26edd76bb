import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildFormRules, buildQueryRules } from './form-rules.ts';

/** Where the contract lives and where its generated companions go. */
export const contractPaths = {
  yaml: fileURLToPath(new URL('../src/api/openapi.yaml', import.meta.url)),
  areas: fileURLToPath(new URL('../src/api/areas/', import.meta.url)),
  json: fileURLToPath(new URL('../src/api/openapi.gen.json', import.meta.url)),
  types: fileURLToPath(new URL('../src/api/schema.gen.ts', import.meta.url)),
  formRules: fileURLToPath(new URL('../src/api/form-rules.gen.ts', import.meta.url)),
  queryRules: fileURLToPath(new URL('../src/api/query-rules.gen.ts', import.meta.url)),
};

const banner = '// Generated from src/api/openapi.yaml by `npm run generate`. Do not edit.\n';

type YamlObject = Record<string, unknown>;

function isObject(value: unknown): value is YamlObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Adds `extra`'s keys to `target`, refusing to let one area redefine another's. */
function mergeSection(target: YamlObject, extra: unknown, where: string): void {
  if (extra === undefined || extra === null) return;
  if (!isObject(extra)) throw new Error(`${where} must be a mapping`);
  for (const [key, value] of Object.entries(extra)) {
    if (key in target) throw new Error(`${where}: "${key}" is defined twice`);
    target[key] = value;
  }
}

/**
 * The whole contract: `openapi.yaml` holds what every area shares (info, common parameters,
 * responses and schemas), and each `areas/<area>.yaml` adds its own `paths` and
 * `components`, so areas grow side by side without editing one file.
 */
export async function loadContract(): Promise<YamlObject> {
  const root: unknown = parse(await readFile(contractPaths.yaml, 'utf8'));
  if (!isObject(root) || !isObject(root['components'])) throw new Error('openapi.yaml: bad root');
  const paths: YamlObject = isObject(root['paths']) ? root['paths'] : {};
  const components = root['components'];
  const files = (await readdir(contractPaths.areas))
    .filter((name) => name.endsWith('.yaml'))
    .sort();
  for (const file of files) {
    const area: unknown = parse(await readFile(contractPaths.areas + file, 'utf8'));
    if (!isObject(area)) throw new Error(`areas/${file} must be a mapping`);
    mergeSection(paths, area['paths'], `areas/${file} paths`);
    const areaComponents = area['components'];
    if (areaComponents === undefined) continue;
    if (!isObject(areaComponents)) throw new Error(`areas/${file} components must be a mapping`);
    for (const [section, entries] of Object.entries(areaComponents)) {
      const existing = components[section];
      const target: YamlObject = isObject(existing) ? existing : {};
      components[section] = target;
      mergeSection(target, entries, `areas/${file} components.${section}`);
    }
  }
  root['paths'] = paths;
  return root;
}

/**
 * Builds the JSON copy of the contract (read by the backend's validators, in the browser and
 * in Node alike) and the TypeScript types (read by the client and the backend). Both the
 * generator and the staleness test call this, so they cannot disagree.
 */
export async function buildContractArtifacts(): Promise<{
  json: string;
  types: string;
  formRules: string;
  queryRules: string;
}> {
  const contract = await loadContract();
  const json = JSON.stringify(contract, null, 2) + '\n';
  const ast = await openapiTS(JSON.parse(json) as Parameters<typeof openapiTS>[0], {
    exportType: false,
    // Each schema also as a named type (`Space` for components['schemas']['Space']), so a
    // module imports the types it uses in one line instead of declaring an alias for each.
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
    rootTypesKeepCasing: true,
  });
  return {
    json,
    types: banner + astToString(ast),
    formRules: buildFormRules(contract, banner),
    queryRules: buildQueryRules(contract, banner),
  };
}
