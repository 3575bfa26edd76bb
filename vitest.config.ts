import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lucideIconModules } from './scripts/lucide-icon-modules.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const testFile = /\.test\.tsx?$/;

const source = (path: string) => readFileSync(`${root}${path}`, 'utf8');

/**
 * Test files that need the DOM: a component test (`.tsx`), or a file that picks another
 * environment (`@vitest-environment`). They are not in `unit`, whose files share the Node
 * environment and skip the DOM setup.
 */
function needsDom(path: string): boolean {
  return path.endsWith('.tsx') || /@vitest-environment/.test(source(path));
}

/** A file that replaces modules (`vi.mock`): the replacement must not leak into the next file. */
function mocksModules(path: string): boolean {
  return /\bvi\.(?:do)?mock\(/.test(source(path));
}

const testFiles = ['src', 'scripts'].flatMap((folder) =>
  readdirSync(`${root}${folder}`, { recursive: true, encoding: 'utf8' })
    .filter((name) => testFile.test(name))
    .map((name) => `${folder}/${name.replaceAll('\\', '/')}`),
);
/** In a fresh worker each: the files that mock modules, and any `.ts` file that asks for a DOM. */
const isolated = testFiles.filter(
  (path) => mocksModules(path) || (needsDom(path) && !path.endsWith('.tsx')),
);
/** Component files: one shared DOM environment per worker. */
const components = testFiles.filter((path) => path.endsWith('.tsx') && !isolated.includes(path));

/**
 * Screens reach the in-browser demo backend through `@/lib/demo-backend`, which happy-dom
 * cannot run (no worker, no IndexedDB): component tests get a stand-in that gives the seed's
 * demo users (src/test/demo-backend-double.ts). Listed before the `@` alias, so it wins.
 */
const demoBackendDouble = {
  find: /^@\/lib\/demo-backend$/,
  replacement: `${root}src/test/demo-backend-double.ts`,
};

export default defineConfig({
  plugins: [react(), lucideIconModules(root)],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    testTimeout: 20_000,
    // A suite's setup too: the fuzz suite's server start and seed copy took over the default
    // 10 s once, at a load average of 17, with the component files beside it.
    hookTimeout: 30_000,
    // Both cores: Vitest's default leaves one for itself (one worker on this two-core machine),
    // and the main process has little to do once the modules are transformed. The two
    // projects share the workers, so the backend suites run beside the component tests.
    maxWorkers: 2,
    projects: [
      {
        // The backend, the rules and the helpers: plain modules that every test uses through
        // fresh objects (a backend, a state, a query client per test). They share one module
        // graph per worker instead of evaluating it again for every file, which was most of
        // the time of a small file; nor do they load the DOM matchers they never use.
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'eslint-rules/**/*.test.ts'],
          exclude: [...isolated, ...components],
          environment: 'node',
          isolate: false,
        },
      },
      {
        // Component tests: one happy-dom environment and one module graph per worker, shared
        // by the files it runs. A fresh worker per file loaded the whole app again for each of
        // them, most of the suite's processor time. What a screen leaves behind (the DOM, the
        // signed-in person, module caches, timers, storage) is reset at the start of each file
        // by `src/test/setup.ts`, and after each test by `renderRoute`'s cleanup.
        extends: true,
        resolve: { alias: [demoBackendDouble] },
        test: {
          name: 'components',
          include: components,
          environment: 'happy-dom',
          pool: 'threads',
          isolate: false,
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        // Files that replace modules (`vi.mock`): each in a fresh worker, so that the
        // replacement does not leak into the next file.
        extends: true,
        resolve: { alias: [demoBackendDouble] },
        test: {
          name: 'isolated',
          include: isolated,
          environment: 'happy-dom',
          // A worker thread per file starts faster than a child process, and nothing here
          // needs a process of its own (the fuzz suite's processor-time budget is in `unit`).
          pool: 'threads',
          setupFiles: ['src/test/setup.ts'],
        },
      },
    ],
  },
});
