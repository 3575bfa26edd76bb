import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

/**
 * The indexes through which the backend finds each area's parts by file name (decision 0039):
 * the handlers (`core/handlers/<area>.ts`, exporting `<name>Operations`), the state slices
 * (`core/store/slices/<area>.ts`, exporting `<name>Slice`) and the seed steps
 * (`core/store/seed-<area>.ts`, exporting `<name>Seed`). The backend also runs in Node without
 * Vite (the API server), where `import.meta.glob` does not exist, so the lists are written out
 * by `npm run generate` and a test keeps them in step with the files.
 */

const core = fileURLToPath(new URL('../src/backend/core/', import.meta.url));

export const areaIndexPaths = {
  operations: `${core}handlers/operations.gen.ts`,
  slices: `${core}store/slices.gen.ts`,
  seedSteps: `${core}store/seed-steps.gen.ts`,
};

/** What each index looks for: the folder, the files' names there, and the export each names. */
export const areaConventions = {
  operations: {
    folder: 'handlers/',
    fileName: /\.ts$/,
    exported: /^export const (\w+Operations)\b/m,
  },
  slices: {
    folder: 'store/slices/',
    fileName: /\.ts$/,
    exported: /^export const (\w+Slice) = stateSlice\(/m,
  },
  seedSteps: {
    folder: 'store/',
    fileName: /^seed-.+\.ts$/,
    exported: /^export const (\w+Seed): SeedStep\b/m,
  },
};

const banner =
  '// Written by `npm run generate` (scripts/area-indexes.ts) from the file names: do not edit.';

interface Found {
  /** The file's name without `.ts`. */
  file: string;
  /** The export the convention asks for. */
  name: string;
}

/** The files of `folder` (not tests, not generated) whose names match, with their export. */
async function exportsOf(folder: string, fileName: RegExp, exported: RegExp): Promise<Found[]> {
  const names = (await readdir(folder))
    .filter((name) => fileName.test(name) && !/\.(test|gen)\.ts$/.test(name))
    .sort();
  const found: Found[] = [];
  for (const name of names) {
    const text = await readFile(`${folder}${name}`, 'utf8');
    const match = exported.exec(text);
    if (match?.[1]) found.push({ file: name.slice(0, -'.ts'.length), name: match[1] });
  }
  return found;
}

function imports(found: readonly Found[], folder: string): string {
  return found.map(({ file, name }) => `import { ${name} } from '${folder}${file}.ts';`).join('\n');
}

async function formatted(text: string, path: string): Promise<string> {
  const options = await resolveConfig(path);
  return format(text, { ...options, filepath: path });
}

async function operationsIndex(): Promise<string> {
  const { folder, fileName, exported } = areaConventions.operations;
  const handlers = await exportsOf(`${core}${folder}`, fileName, exported);
  return `${banner}
import type { OperationDefinition } from '../http/operation.ts';
${imports(handlers, './')}

/**
 * Every area's handlers, by file name. Their order does not matter: the route table tries a
 * path's literal segments before parameters (src/backend/http/route-table.ts).
 */
export const operationDefinitions: readonly OperationDefinition[] = [
${handlers.map(({ name }) => `  ...${name},`).join('\n')}
];
`;
}

async function slicesIndex(): Promise<string> {
  const { folder, fileName, exported } = areaConventions.slices;
  const slices = await exportsOf(`${core}${folder}`, fileName, exported);
  return `${banner}
${imports(slices, './slices/')}
import type { SliceLists } from './state-slice.ts';

${slices.map(({ file }) => `export * from './slices/${file}.ts';`).join('\n')}

/** Every area's slice of the state, by file name. */
export const stateSlices = {
${slices.map(({ file, name }) => `  '${file}': ${name},`).join('\n')}
};

/** The lists of every slice, as the state holds them. */
export type SlicesState = ${slices.map(({ name }) => `SliceLists<typeof ${name}>`).join(' & ')};
`;
}

async function seedStepsIndex(): Promise<string> {
  const { folder, fileName, exported } = areaConventions.seedSteps;
  const steps = await exportsOf(`${core}${folder}`, fileName, exported);
  return `${banner}
${imports(steps, './')}
import type { SeedStep } from './seed-step.ts';

/** Every area's seed step, by file name; \`orderedSeedSteps\` puts them in the order they ask. */
export const seedSteps: readonly SeedStep[] = [${steps.map(({ name }) => name).join(', ')}];
`;
}

/** The three indexes, formatted as the repository's files are. */
export async function buildAreaIndexes(): Promise<Record<keyof typeof areaIndexPaths, string>> {
  return {
    operations: await formatted(await operationsIndex(), areaIndexPaths.operations),
    slices: await formatted(await slicesIndex(), areaIndexPaths.slices),
    seedSteps: await formatted(await seedStepsIndex(), areaIndexPaths.seedSteps),
  };
}
