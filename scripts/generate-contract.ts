import { writeFile } from 'node:fs/promises';
import { buildContractArtifacts, contractPaths } from './contract-artifacts.ts';

const { json, types, formRules, queryRules } = await buildContractArtifacts();
await writeFile(contractPaths.json, json);
await writeFile(contractPaths.types, types);
await writeFile(contractPaths.formRules, formRules);
await writeFile(contractPaths.queryRules, queryRules);
console.log(`wrote the contract's JSON, types, form rules and query rules in src/api/`);
