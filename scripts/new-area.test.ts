import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { areaConventions } from './area-indexes.ts';
import { areaFiles, areaNames } from './new-area-files.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const core = 'src/backend/core/';

// Cheap: the whole proof (scaffold, generate, typecheck, run its tests) takes minutes; this
// checks that each file the scaffold writes is where a convention finds it.
describe('npm run new-area', () => {
  const names = areaNames('release-notes');
  const files = areaFiles(names);
  const fileAt = (path: string) => {
    const text = files[path];
    if (text === undefined) throw new Error(`the scaffold writes no ${path}`);
    return text;
  };

  it('names an area in each of the forms the code uses', () => {
    expect(names).toEqual({
      kebab: 'release-notes',
      camel: 'releaseNotes',
      pascal: 'ReleaseNotes',
      title: 'Release notes',
    });
    expect(() => areaNames('Release Notes')).toThrow(/kebab case/);
  });

  it('writes only new files, each named for the area', () => {
    for (const path of Object.keys(files)) {
      expect(path).toMatch(/release-notes/);
      expect(existsSync(`${root}${path}`), path).toBe(false);
    }
  });

  it('puts the handler, the state slice and the seed step where the backend’s indexes look', () => {
    for (const [key, path] of [
      ['operations', `${core}handlers/release-notes.ts`],
      ['slices', `${core}store/slices/release-notes.ts`],
      ['seedSteps', `${core}store/seed-release-notes.ts`],
    ] as const) {
      const { folder, fileName, exported } = areaConventions[key];
      expect(path.startsWith(`${core}${folder}`), path).toBe(true);
      expect(fileName.test(path.slice(`${core}${folder}`.length)), path).toBe(true);
      expect(exported.exec(fileAt(path))?.[1], path).toBeTruthy();
    }
    expect(fileAt(`${core}contract-scenarios/release-notes.ts`)).toMatch(
      /^export const releaseNotesScenarios: ScenarioTable/m,
    );
  });

  it('gives every status of its operation a scenario, and its route a navigation entry', () => {
    const contract = parse(fileAt('src/api/areas/release-notes.yaml')) as {
      paths: Record<string, { get: { operationId: string; responses: Record<string, unknown> } }>;
    };
    const [operation] = Object.values(contract.paths).map((path) => path.get);
    expect(operation?.operationId).toBe('listReleaseNotesEntries');
    const scenarios = fileAt(`${core}contract-scenarios/release-notes.ts`);
    expect(scenarios).toContain('listReleaseNotesEntries: listScenarios(');
    // listScenarios answers each of these (contract-scenarios/scenario.ts).
    expect(
      Object.keys(operation?.responses ?? {}).filter((status) => status !== 'default'),
    ).toEqual(['200', '400', '401', '403', '404']);
    expect(fileAt('src/routes/_app/orgs/$orgId/release-notes.tsx')).toMatch(
      /nav: \{ group: 'content', order: \d+, label: 'Release notes' \}/,
    );
  });
});
