// Node-only entry point (`npm run api`); the app program is typed for the browser.
/// <reference types="node" />
import { parseArgs } from 'node:util';
import {
  apiOptionSpecs,
  apiUsage,
  checkApiOptions,
  closeOnSignals,
  parseCommandLine,
  platformLines,
} from './cli-options.ts';
import { startApiServer } from './server.ts';

const usage = `Usage: npm run api -- --port 4010 ${apiUsage}`;

const options = checkApiOptions(
  parseCommandLine(
    () => parseArgs({ options: apiOptionSpecs, strict: true, allowPositionals: false }),
    usage,
  ),
  usage,
);
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

console.log(
  [
    `Folio API ready at ${server.url}`,
    ...platformLines(options, server.backend.store.seed, server),
  ].join('\n'),
);
closeOnSignals(() => server.close());
