import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchArgs, findChromium } from './scripts/chromium-path.mjs';
import {
  apiPort,
  apiUrl,
  appPort,
  appUrl,
  servedPlatformPort,
  servedPlatformUrl,
  servedPort,
  servedUrl,
} from './e2e/support/servers.ts';

const chromium = findChromium();

/**
 * `npm test` builds the app for its size check just before the journeys, and says so with
 * E2E_BUILT=1: dist/ is then this tree's build, and building it a second time would only cost
 * the run its time. Run alone, `npm run test:e2e` builds it.
 */
const buildApp = process.env['E2E_BUILT'] === '1' ? '' : 'npx vite build --logLevel warn && ';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: appUrl,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium?.source === 'playwright' ? undefined : chromium?.path,
      args: chromiumLaunchArgs,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      // The built app, as a person gets it; the demo backend runs in its service worker.
      command: `${buildApp}npx vite preview --port ${appPort} --strictPort --host 127.0.0.1`,
      url: appUrl,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      // The same backend as a real HTTP server, for the remote mode.
      // The app's origin may call its control endpoints (the default list has only port 4173).
      command: `npx tsx src/backend/server-cli.ts --port ${apiPort} --seed demo --trust-origin ${appUrl}`,
      url: `${apiUrl}/_backend/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // `npm run serve` as built, without an upstream: the platform in its own process, whose
      // answers carry no CORS headers. It is the upstream of the next one. (Playwright starts
      // these servers one after the other, so the app's build above is done by now.)
      command: `npx vite build --config vite.serve.config.ts --logLevel warn && node dist-server/serve.js --port ${servedPlatformPort}`,
      url: `${servedPlatformUrl}/_backend/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // `npm run serve --upstream`: the built console, forwarding /v1 to that platform.
      command: `node dist-server/serve.js --port ${servedPort} --upstream ${servedPlatformUrl}`,
      url: servedUrl,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
