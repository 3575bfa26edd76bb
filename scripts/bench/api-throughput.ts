import { runLoad } from './load.ts';
import { startProcess, stopProcess } from './processes.ts';

const token = 'demo-admin';
const load = { concurrency: 32, durationMs: 4_000, maxRequests: 200_000 };

/**
 * Throughput of the local API server on GET /v1/orgs next to a bare node:http server that
 * answers the same bytes. Both run in their own process so the load generator does not share
 * their event loop.
 */
export async function measureApiThroughput(ports: { api: number; bare: number }) {
  const api = await startProcess(
    process.execPath,
    ['--import', 'tsx', 'src/backend/server-cli.ts', '--port', String(ports.api), '--seed', 'demo'],
    /ready|listening|http:\/\//i,
  );
  const url = `http://127.0.0.1:${ports.api}/v1/orgs`;
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
  try {
    const sample = await fetch(url, { headers });
    if (sample.status !== 200) throw new Error(`GET /v1/orgs answered ${sample.status}`);
    const bytes = Buffer.from(await sample.arrayBuffer());
    const sameHeaders = {
      'content-type': sample.headers.get('content-type') ?? 'application/json',
    };

    // Warm both paths once so JIT compilation does not count against either.
    await runLoad({ url, headers, concurrency: 8, durationMs: 1_000, maxRequests: 5_000 });
    const ours = await runLoad({ url, headers, ...load });

    const bare = await startProcess(
      'node',
      [
        'scripts/bench/bare-server.mjs',
        String(ports.bare),
        bytes.toString('base64'),
        JSON.stringify(sameHeaders),
      ],
      'ready',
    );
    try {
      const bareUrl = `http://127.0.0.1:${ports.bare}/v1/orgs`;
      await runLoad({
        url: bareUrl,
        headers,
        concurrency: 8,
        durationMs: 1_000,
        maxRequests: 5_000,
      });
      const baseline = await runLoad({ url: bareUrl, headers, ...load });
      return { ours, baseline, ratio: ours.perSecond / baseline.perSecond, bytes: bytes.length };
    } finally {
      await stopProcess(bare);
    }
  } finally {
    await stopProcess(api);
  }
}
