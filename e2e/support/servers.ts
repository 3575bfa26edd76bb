/** Ports of the servers Playwright starts (see playwright.config.ts). */
export const appPort = 4173;
export const apiPort = 4010;
export const appUrl = `http://127.0.0.1:${appPort}`;
export const apiUrl = `http://127.0.0.1:${apiPort}`;
