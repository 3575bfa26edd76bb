import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lucideIconModules } from './scripts/lucide-icon-modules.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const testFile = /\.test\.tsx?$/;

/**
 * Test files that need a module graph of their own: a component test (`.tsx`), a file that
 * picks another environment (`@vitest-environment`, the DOM) or one that replaces modules
 * (`vi.mock`), whose replacement must not leak into the next file.
 */
function needsIsolation(path: string): boolean {
  if (path.endsWith('.tsx')) return true;
  const text = readFileSync(`${root}${path}`, 'utf8');
  return /@vitest-environment|\bvi\.(?:do)?mock\(/.test(text);
}

const testFiles = ['src', 'scripts'].flatMap((folder) =>
  readdirSync(`${root}${folder}`, { recursive: true, encoding: 'utf8' })
    .filter((name) => testFile.test(name))
    .map((name) => `${folder}/${name.replaceAll('\\', '/')}`),
);
const isolated = testFiles.filter(needsIsolation);

export default defineConfig({
  plugins: [react(), lucideIconModules(root)],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    testTimeout: 20_000,
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
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: isolated,
          environment: 'node',
          isolate: false,
        },
      },
      {
        // Component tests and anything that mocks modules: each file in a fresh worker, as
        // their screens keep state in modules (the session, the toasts) and in the DOM. The
        // DOM is the project's environment, not only each file's comment: modules are then
        // prepared for it from the setup file on (a toast found in 1 s, not 8).
        extends: true,
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
