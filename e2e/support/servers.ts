/**
 * Ports of the servers Playwright starts (see playwright.config.ts). E2E_APP_PORT and
 * E2E_API_PORT move them, so two suites can run side by side on one machine.
 */
export const appPort = Number(process.env.E2E_APP_PORT ?? 4173);
export const apiPort = Number(process.env.E2E_API_PORT ?? 4010);
export const appUrl = `http://127.0.0.1:${appPort}`;
export const apiUrl = `http://127.0.0.1:${apiPort}`;
