// Node-only entry point (`npm run serve`, built into dist-server/serve.js by
// vite.serve.config.ts); the app program is typed for the browser.
/// <reference types="node" />
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  apiOptionSpecs,
  apiUsage,
  checkApiOptions,
  closeOnSignals,
  failUsage,
  parseCommandLine,
  platformLines,
} from '../backend/cli-options.ts';
import { normalizeOrigin } from '../backend/server-guards.ts';
import { startConsoleServer } from './console-server.ts';

const usage = `Usage: npm run serve -- --port 8080 --upstream https://api.example.test [--host 127.0.0.1] [--dist dist]
       npm run serve -- --port 8080 ${apiUsage}`;

const specs = {
  ...apiOptionSpecs,
  upstream: { type: 'string' },
  dist: { type: 'string', default: 'dist' },
} as const;
const values = parseCommandLine(
  () => parseArgs({ options: specs, strict: true, allowPositionals: false }),
  usage,
);
const options = checkApiOptions(values, usage);
const { upstream } = values;
if (upstream !== undefined) {
  if (!normalizeOrigin(upstream))
    failUsage(
      `--upstream must be an origin such as https://api.example.test, got '${upstream}'.`,
      usage,
    );
  // The platform in a box's options mean nothing when another platform answers: say so,
  // rather than let someone believe their --data is kept.
  const given = parseArgs({ options: specs, strict: true, tokens: true }).tokens.flatMap((token) =>
    token.kind === 'option' ? [token.name] : [],
  );
  const local = given.filter((name) =>
    ['seed', 'data', 'public-url', 'trust-origin'].includes(name),
  );
  if (local.length > 0) failUsage(`--${local.join(', --')} only apply without --upstream.`, usage);
}
const distDir = resolve(values.dist);

const server = await startConsoleServer({
  port: options.port,
  host: options.host,
  distDir,
  ...(upstream !== undefined ? { upstream } : {}),
  api: {
    seed: options.seed,
    ...(options.dataFile !== undefined ? { dataFile: options.dataFile } : {}),
    ...(options.publicUrl !== undefined ? { publicUrl: options.publicUrl } : {}),
    trustedOrigins: options.trustedOrigins,
  },
  log: process.stdout,
}).catch((error: unknown) => {
  console.error(
    `Could not start the console's server: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});

console.log(
  [
    `Folio console ready at ${server.url} (files from ${distDir})`,
    ...(server.api
      ? [
          `API: the platform in a box, in this process, at ${server.url}/v1`,
          ...platformLines(options, server.api.listener.backend.store.seed, {
            url: server.url,
            publicUrl: server.api.publicUrl,
          }),
        ]
      : [`API: ${server.url}/v1 is forwarded to ${upstream}`]),
  ].join('\n'),
);
closeOnSignals(() => server.close());
