import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const systemCandidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/**
 * The Chromium the end-to-end tests drive: $CHROMIUM_PATH when set, else a system Chromium,
 * else Playwright's own download. Returns undefined when none is installed yet.
 * @returns {{ path: string, source: string } | undefined}
 */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return { path: fromEnv, source: 'CHROMIUM_PATH' };
  const system = systemCandidates.find((candidate) => existsSync(candidate));
  if (system) return { path: system, source: 'system' };
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return { path: bundled, source: 'playwright' };
  } catch {
    // Playwright throws when its browser was never downloaded; that just means "none".
  }
  return undefined;
}

/** Flags for Chromium in containers and CI: no sandbox, GPU or background traffic. */
export const chromiumLaunchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
