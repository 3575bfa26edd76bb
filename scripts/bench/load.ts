import http from 'node:http';

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  perSecond: number;
}

/**
 * Sends GET requests with `concurrency` keep-alive connections until `durationMs` has passed
 * or `maxRequests` were sent, whichever comes first, so a run always ends by itself.
 */
export async function runLoad(options: {
  url: string;
  headers?: Record<string, string>;
  concurrency: number;
  durationMs: number;
  maxRequests: number;
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const target = new URL(options.url);
  const started = performance.now();
  const deadline = started + options.durationMs;
  let sent = 0;
  let done = 0;
  let errors = 0;

  const once = () =>
    new Promise<void>((resolve) => {
      const request = http.get(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          headers: options.headers,
        },
        (response) => {
          if (response.statusCode !== 200) errors += 1;
          response.resume();
          response.on('end', () => {
            done += 1;
            resolve();
          });
        },
      );
      request.on('error', () => {
        errors += 1;
        resolve();
      });
    });

  const worker = async () => {
    while (performance.now() < deadline && sent < options.maxRequests) {
      sent += 1;
      await once();
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  return { requests: done, errors, seconds, perSecond: done / seconds };
}
