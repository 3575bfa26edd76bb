import type { ChildProcess } from 'node:child_process';
import { freePort } from './ports.ts';
import { startProcess, stopProcess } from './processes.ts';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** The local API server in its own process, on a free port. */
export async function startApiServer(
  options: { seed?: 'demo' | 'empty' | 'large'; data?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const args = ['--import', 'tsx', 'src/backend/server-cli.ts', '--port', String(port)];
  args.push('--seed', options.seed ?? 'demo');
  if (options.data) args.push('--data', options.data);
  const child: ChildProcess = await startProcess(process.execPath, args, /http:\/\//, 120_000);
  return { url: `http://127.0.0.1:${port}`, stop: () => stopProcess(child) };
}

/**
 * The yardstick: a bare node:http server in its own process that answers every request with
 * the given bytes and headers and does no other work.
 */
export async function startBareServer(
  body: Buffer,
  headers: Record<string, string>,
): Promise<RunningServer> {
  const port = await freePort();
  const child = await startProcess(
    process.execPath,
    [
      'scripts/bench/bare-server.mjs',
      String(port),
      body.toString('base64'),
      JSON.stringify(headers),
    ],
    'ready',
  );
  return { url: `http://127.0.0.1:${port}`, stop: () => stopProcess(child) };
}
