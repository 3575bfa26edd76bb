// Node-only (command lines and process signals); the app program is typed for the browser.
/// <reference types="node" />
import type { ParseArgsConfig } from 'node:util';
import { consoleOrigins, normalizeOrigin } from './server-guards.ts';
import { demoUsers, isSeedName, type SeedName, seedNames } from './core/index.ts';

/**
 * The command-line options of the platform in a box, shared by the two commands that start
 * it: `npm run api` (src/backend/server-cli.ts) and `npm run serve` without an upstream
 * (src/serve/serve-cli.ts), so both take, check and describe them the same way.
 */

type OptionSpecs = NonNullable<ParseArgsConfig['options']>;

export const apiUsage = `[--seed ${seedNames.join('|')}] [--data FILE] [--host 127.0.0.1]
       [--public-url https://api.example.test] [--trust-origin http://localhost:3000 ...]`;

export const apiOptionSpecs = {
  port: { type: 'string' },
  seed: { type: 'string', default: 'demo' },
  data: { type: 'string' },
  host: { type: 'string', default: '127.0.0.1' },
  'public-url': { type: 'string' },
  'trust-origin': { type: 'string', multiple: true, default: [] },
  help: { type: 'boolean', short: 'h' },
} as const satisfies OptionSpecs;

/** Prints the problem and the usage, and exits with status 2 (a wrong command line). */
export function failUsage(message: string, usage: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

/**
 * Runs a strict `parseArgs` (given as a function, so each command keeps its own option types);
 * a wrong option prints the usage and exits, `--help` prints it and exits.
 */
export function parseCommandLine<V extends { help?: boolean | undefined }>(
  parse: () => { values: V },
  usage: string,
): V {
  let values: V;
  try {
    ({ values } = parse());
  } catch (error) {
    failUsage(error instanceof Error ? error.message : String(error), usage);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  return values;
}

interface ApiOptionValues {
  port?: string;
  seed: string;
  data?: string;
  host: string;
  'public-url'?: string;
  'trust-origin': string[];
}

export interface ApiCommandOptions {
  port: number;
  host: string;
  seed: SeedName;
  dataFile: string | undefined;
  publicUrl: string | undefined;
  trustedOrigins: string[];
}

/** The options checked, each wrong one named with what it expects. */
export function checkApiOptions(values: ApiOptionValues, usage: string): ApiCommandOptions {
  const fail: (message: string) => never = (message) => failUsage(message, usage);
  if (values.port === undefined) fail('--port is required.');
  if (!/^\d{1,5}$/.test(values.port) || Number(values.port) > 65_535)
    fail(`--port must be a number from 0 to 65535, got '${values.port}'.`);
  if (!isSeedName(values.seed))
    fail(`--seed must be one of ${seedNames.join(', ')}, got '${values.seed}'.`);
  if (values.data !== undefined && values.data.trim() === '') fail('--data needs a file path.');
  if (values.host.trim() === '') fail('--host needs a host name or address.');
  const publicUrl = values['public-url'];
  if (publicUrl !== undefined && !normalizeOrigin(publicUrl))
    fail(`--public-url must be an origin such as https://api.example.test, got '${publicUrl}'.`);
  const trustedOrigins = values['trust-origin'];
  for (const origin of trustedOrigins)
    if (!normalizeOrigin(origin))
      fail(`--trust-origin must be an origin such as http://localhost:3000, got '${origin}'.`);
  return {
    port: Number(values.port),
    seed: values.seed,
    dataFile: values.data,
    host: values.host,
    publicUrl,
    trustedOrigins,
  };
}

/** What a started platform says about itself: its data, its control endpoints, its tokens. */
export function platformLines(
  options: ApiCommandOptions,
  seed: string,
  urls: { url: string; publicUrl: string },
): string[] {
  return [
    `Platform data: seed ${seed}${options.dataFile ? `, data ${options.dataFile}` : ''}`,
    ...(urls.publicUrl !== urls.url ? [`Answers give addresses under ${urls.publicUrl}`] : []),
    `Control endpoints (/_backend/*) accept pages from: ${[...consoleOrigins, ...options.trustedOrigins].join(', ')}`,
    'Demo tokens (Authorization: Bearer <token>):',
    ...demoUsers.map(
      (user) => `  ${user.token.padEnd(16)} ${user.displayName} – ${user.description}`,
    ),
  ];
}

/** Closes the server on SIGINT or SIGTERM, once, and exits when it has. */
export function closeOnSignals(close: () => Promise<void>): void {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`Received ${signal}, closing.`);
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}
