import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { firstPathChunks } from './scripts/first-path-chunks.ts';
import { lucideIconModules } from './scripts/lucide-icon-modules.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const firstPath = firstPathChunks(root);

export default defineConfig({
  // The router plugin must come before react() so split route chunks get the React transform.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders in their own chunks too: otherwise every route's loader, and every feature's
      // query options it imports, is in the entry chunk that the first page waits for. The
      // shell's and the overview's routes, which every signed-in page shows, stay in the entry.
      codeSplittingOptions: {
        splitBehavior: firstPath.splitBehavior,
        defaultBehavior: [
          ['loader'],
          ['component'],
          ['pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/route-tree.gen.ts',
    }),
    react(),
    // Each icon imported from its own module: the start screen's chunk follows the imports
    // (scripts/first-path-chunks.ts), and through the package's index every icon looks reachable.
    lucideIconModules(root),
    firstPath.plugin,
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // TanStack Form's devtools reporting, which nothing here listens to: a no-op instead.
      {
        find: /^@tanstack\/devtools-event-client$/,
        replacement: fileURLToPath(
          new URL('./src/lib/no-devtools-event-client.ts', import.meta.url),
        ),
      },
    ],
  },
  build: {
    manifest: true,
    // No table of every lazy chunk's imports in the entry (`__vite__mapDeps`, 3.3 KB gzip and
    // growing with each route): a route's chunk fetches its imports itself once it arrives, one
    // step later, and the router fetches it on hover already (defaultPreload 'intent'). CSS of
    // lazy chunks is still loaded with them. docs/decisions/0023.
    modulePreload: false,
    sourcemap: false,
    // The demo backend (MSW, Ajv, the contract and the seeds) is one lazy chunk that only the
    // demo loads; the budget that matters is the initial JS, which `npm run bench` checks.
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      output: {
        // The first paint in three files (framework, entry, start screen): fewer, larger files
        // compress better than the dozens of small shared chunks the splitter makes
        // (docs/decisions/0023, 0038).
        codeSplitting: { groups: firstPath.groups },
      },
    },
  },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
});
