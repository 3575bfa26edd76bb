import type { ScenarioTable } from './scenario.ts';

/**
 * Every area's scenarios, found by file name: each file of this folder but `scenario.ts` exports
 * its table as `<name>Scenarios` (decision 0039). Only the tests read them, and Vitest resolves
 * the glob, so no index is written out.
 */
const tables = import.meta.glob<Record<string, unknown>>(
  ['./*.ts', '!./index.ts', '!./scenario.ts', '!./*.test.ts'],
  {
    eager: true,
  },
);

function scenariosOf(modules: Record<string, Record<string, unknown>>): ScenarioTable {
  const all: ScenarioTable = {};
  for (const [file, exported] of Object.entries(modules)) {
    const names = Object.keys(exported).filter((name) => name.endsWith('Scenarios'));
    if (names.length !== 1) throw new Error(`${file} must export one table named <area>Scenarios.`);
    const table = exported[names[0] as string] as ScenarioTable;
    for (const operationId of Object.keys(table) as Array<keyof ScenarioTable>) {
      if (all[operationId]) throw new Error(`${file} repeats the scenarios of ${operationId}.`);
      Object.assign(all, { [operationId]: table[operationId] });
    }
  }
  return all;
}

export const scenarios: ScenarioTable = scenariosOf(tables);
