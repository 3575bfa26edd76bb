// Node-only entry point (`npm run api`); the app program is typed for the browser.
/// <reference types="node" />
import { parseArgs } from 'node:util';
import { consoleOrigins, normalizeOrigin } from './server-guards.ts';
import { startApiServer } from './server.ts';
import { demoUsers } from './store/seeds.ts';
import { isSeedName, seedNames } from './store/state.ts';

const usage = `Usage: npm run api -- --port 4010 [--seed ${seedNames.join('|')}] [--data FILE] [--host 127.0.0.1]
       [--public-url https://api.example.test] [--trust-origin http://localhost:3000 ...]`;

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

function readOptions() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        seed: { type: 'string', default: 'demo' },
        data: { type: 'string' },
        host: { type: 'string', default: '127.0.0.1' },
        'public-url': { type: 'string' },
        'trust-origin': { type: 'string', multiple: true, default: [] },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
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

const options = readOptions();
const server = await startApiServer({
  port: options.port,
  host: options.host,
  seed: options.seed,
  ...(options.dataFile !== undefined ? { dataFile: options.dataFile } : {}),
  ...(options.publicUrl !== undefined ? { publicUrl: options.publicUrl } : {}),
  trustedOrigins: options.trustedOrigins,
}).catch((error: unknown) => {
  console.error(
    `Could not start the API server: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});

const lines = [
  `Folio API ready at ${server.url} (seed ${server.backend.store.seed}${options.dataFile ? `, data ${options.dataFile}` : ''})`,
  ...(server.publicUrl !== server.url ? [`Answers give addresses under ${server.publicUrl}`] : []),
  `Control endpoints (/_backend/*) accept pages from: ${[...consoleOrigins, ...options.trustedOrigins].join(', ')}`,
  'Demo tokens (Authorization: Bearer <token>):',
  ...demoUsers.map(
    (user) => `  ${user.token.padEnd(16)} ${user.displayName} – ${user.description}`,
  ),
];
console.log(lines.join('\n'));

let closing = false;
function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`Received ${signal}, closing.`);
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
