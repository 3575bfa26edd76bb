/**
 * Ports of the servers Playwright starts (see playwright.config.ts). E2E_APP_PORT and
 * E2E_API_PORT move them, so two suites can run side by side on one machine; the console's own
 * server (`npm run serve`) and the platform it forwards to take the two ports after the app's.
 */
export const appPort = Number(process.env.E2E_APP_PORT ?? 4173);
export const apiPort = Number(process.env.E2E_API_PORT ?? 4010);
export const servedPort = appPort + 1;
export const servedPlatformPort = appPort + 2;
export const appUrl = `http://127.0.0.1:${appPort}`;
export const apiUrl = `http://127.0.0.1:${apiPort}`;
export const servedUrl = `http://127.0.0.1:${servedPort}`;
export const servedPlatformUrl = `http://127.0.0.1:${servedPlatformPort}`;
