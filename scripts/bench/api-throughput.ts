import { runLoad, type LoadResult } from './load.ts';
import { startProcess, stopProcess } from './processes.ts';

const token = 'demo-admin';
const load = { concurrency: 32, durationMs: 3_000, maxRequests: 200_000 };
const rounds = 3;
// Headers node:http writes by itself on both servers.
const transportHeaders = new Set(['date', 'connection', 'keep-alive', 'content-length']);

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Throughput of the local API server on GET /v1/orgs next to a bare node:http server that
 * answers the same bytes with the same headers. Each runs in its own process so the load
 * generator does not share their event loop, and the two are measured in alternating rounds
 * (the ratio is the median of the rounds) so that other work on the machine weighs on both.
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
    const sameHeaders: Record<string, string> = {};
    sample.headers.forEach((value, name) => {
      if (!transportHeaders.has(name)) sameHeaders[name] = value;
    });

    const bare = await startProcess(
      process.execPath,
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
      const warm = { headers, concurrency: 8, durationMs: 1_000, maxRequests: 5_000 };
      // Warm both paths so JIT compilation does not count against either.
      await runLoad({ url, ...warm });
      await runLoad({ url: bareUrl, ...warm });
      const ours: LoadResult[] = [];
      const baseline: LoadResult[] = [];
      for (let round = 0; round < rounds; round += 1) {
        ours.push(await runLoad({ url, headers, ...load }));
        baseline.push(await runLoad({ url: bareUrl, headers, ...load }));
      }
      return {
        oursPerSecond: median(ours.map((run) => run.perSecond)),
        baselinePerSecond: median(baseline.map((run) => run.perSecond)),
        errors: ours.reduce((sum, run) => sum + run.errors, 0),
        ratio: median(ours.map((run, index) => run.perSecond / (baseline[index]?.perSecond ?? 1))),
        bytes: bytes.length,
      };
    } finally {
      await stopProcess(bare);
    }
  } finally {
    await stopProcess(api);
  }
}
