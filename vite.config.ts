import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

export default defineConfig({
  // The router plugin must come before react() so split route chunks get the React transform.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders in their own chunks too: otherwise every route's loader, and every feature's
      // query options it imports, is in the entry chunk that the first page waits for.
      codeSplittingOptions: {
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
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    manifest: true,
    sourcemap: false,
    // The demo backend (MSW, Ajv, the contract and the seeds) is one lazy chunk that only the
    // demo loads; the budget that matters is the initial JS, which `npm run bench` checks.
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      output: {
        // The libraries every page runs in one chunk: fewer, larger files compress better than
        // the dozens of small shared chunks the splitter makes of them (docs/decisions/0023).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|react-query|query-core|store|react-store))[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
});
