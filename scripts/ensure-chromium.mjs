// Makes sure the end-to-end tests have a Chromium, saying what it does: the system's or
// Playwright's when present; otherwise Debian's package when running as root on Debian
// (Playwright's own download is not reachable everywhere), otherwise Playwright's download.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { findChromium } from './chromium-path.mjs';

const found = findChromium();
if (found) {
  console.log(`e2e: using Chromium at ${found.path} (${found.source})`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian =
  existsSync('/etc/debian_version') ||
  (existsSync('/etc/os-release') &&
    /ID(_LIKE)?=.*debian/.test(readFileSync('/etc/os-release', 'utf8')));

/** @param {string} command */
const run = (command) => {
  console.log(`e2e: ${command}`);
  execSync(command, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
};

if (isRoot && isDebian) {
  console.log('e2e: no Chromium found; installing Debian\'s "chromium" package with apt-get');
  run('apt-get update -qq');
  run('apt-get install -y -qq chromium fonts-liberation');
} else {
  console.log("e2e: no Chromium found; downloading Playwright's Chromium");
  run('npx playwright install chromium');
}

const installed = findChromium();
if (!installed) {
  console.error('e2e: could not find or install a Chromium; set CHROMIUM_PATH to one');
  process.exit(1);
}
console.log(`e2e: using Chromium at ${installed.path} (${installed.source})`);
