import { writeFile } from 'node:fs/promises';
import { buildContractArtifacts, contractPaths } from './contract-artifacts.ts';

const { json, types } = await buildContractArtifacts();
await writeFile(contractPaths.json, json);
await writeFile(contractPaths.types, types);
console.log(`wrote ${contractPaths.json} and ${contractPaths.types}`);
