import { defineConfig } from 'vite';

/**
 * The console's server (`npm run serve`) as one plain JavaScript file, dist-server/serve.js,
 * built by `npm run build` after the app: the server's code and the platform in a box's (the
 * contract, the seeds, the rules) are bundled, and the packages stay imports, resolved from
 * node_modules at run time. So the production image runs it with `node` and the production
 * dependencies only, without TypeScript's tools (docs/decisions/0034).
 */
export default defineConfig({
  // The app's public/ folder is the app's; the server reads the built copy in dist/.
  publicDir: false,
  build: {
    ssr: 'src/serve/serve-cli.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    // Readable stack traces in the server's log are worth more than a few kilobytes.
    minify: false,
    rolldownOptions: { output: { entryFileNames: 'serve.js' } },
  },
});
