import { writeFile } from 'node:fs/promises';
import { areaIndexPaths, buildAreaIndexes } from './area-indexes.ts';
import { buildContractArtifacts, contractPaths } from './contract-artifacts.ts';

const { json, types, formRules, queryRules } = await buildContractArtifacts();
await writeFile(contractPaths.json, json);
await writeFile(contractPaths.types, types);
await writeFile(contractPaths.formRules, formRules);
await writeFile(contractPaths.queryRules, queryRules);
console.log(`wrote the contract's JSON, types, form rules and query rules in src/api/`);

// The backend's lists of each area's handlers, state slices and seed steps (decision 0039).
const indexes = await buildAreaIndexes();
for (const key of Object.keys(areaIndexPaths) as Array<keyof typeof areaIndexPaths>)
  await writeFile(areaIndexPaths[key], indexes[key]);
console.log('wrote the backend’s area indexes (handlers, state slices, seed steps)');
