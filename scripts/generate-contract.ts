import { writeFile } from 'node:fs/promises';
import { buildContractArtifacts, contractPaths } from './contract-artifacts.ts';

const { json, types, formRules } = await buildContractArtifacts();
await writeFile(contractPaths.json, json);
await writeFile(contractPaths.types, types);
await writeFile(contractPaths.formRules, formRules);
console.log(`wrote ${contractPaths.json}, ${contractPaths.types} and ${contractPaths.formRules}`);
