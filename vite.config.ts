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
  },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
});
