import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApiServer, startBareServer, type RunningServer } from './api-server.ts';
import { compareThroughput, type Ratio } from './side-by-side.ts';

const auth = { authorization: 'Bearer demo-admin', accept: 'application/json' };
// Headers node:http writes by itself on both servers.
const transportHeaders = new Set(['date', 'connection', 'keep-alive', 'content-length']);

/**
 * The API server against a bare node:http server answering the same bytes with the same
 * headers: what the platform in a box costs over the least any server can do.
 */
export async function againstBare(
  server: RunningServer,
  pathname: string,
): Promise<Ratio & { bytes: number }> {
  const url = `${server.url}${pathname}`;
  const sample = await fetch(url, { headers: auth });
  if (sample.status !== 200) throw new Error(`GET ${pathname} answered ${sample.status}`);
  const body = Buffer.from(await sample.arrayBuffer());
  const headers: Record<string, string> = {};
  sample.headers.forEach((value, name) => {
    if (!transportHeaders.has(name)) headers[name] = value;
  });
  const bare = await startBareServer(body, headers);
  try {
    const ratio = await compareThroughput(
      { url, headers: auth },
      { url: `${bare.url}${pathname}`, headers: auth },
    );
    return { ...ratio, bytes: body.length };
  } finally {
    await bare.stop();
  }
}

/**
 * The last page that is full (as many items as the limit): the organization of about 20 has
 * 21 spaces, so its very last page of 20 holds one, and comparing a page of 20 with a page of
 * one would measure the page's size instead of its position.
 */
async function lastFullPage(
  server: RunningServer,
  pathname: string,
  limit: number,
): Promise<string> {
  let next = pathname;
  let full = pathname;
  for (let hops = 0; hops < 10_000; hops += 1) {
    const response = await fetch(`${server.url}${next}`, { headers: auth });
    const page = (await response.json()) as { items: unknown[]; next?: { page: string } };
    if (page.items.length === limit) full = next;
    if (!page.next) return full;
    const url = new URL(next, server.url);
    url.searchParams.set('page', page.next.page);
    next = url.pathname + url.search;
  }
  throw new Error(`${pathname} has no last page`);
}

/**
 * What a page of 20 spaces costs in an organization of 10,000 spaces against one of about
 * 20, on one server (the large seed holds both): a page must cost what it holds, not what the
 * organization holds. The figure is time per request, large over small.
 */
export async function pageCost(server: RunningServer) {
  const limit = 20;
  const large = `/v1/orgs/org_large/spaces?limit=${limit}`;
  const small = `/v1/orgs/org_acme/spaces?limit=${limit}`;
  const first = await compareThroughput(
    { url: `${server.url}${small}`, headers: auth },
    { url: `${server.url}${large}`, headers: auth },
  );
  const [largeLast, smallLast] = [
    await lastFullPage(server, large, limit),
    await lastFullPage(server, small, limit),
  ];
  const last = await compareThroughput(
    { url: `${server.url}${smallLast}`, headers: auth },
    { url: `${server.url}${largeLast}`, headers: auth },
  );
  return { first, last };
}

/**
 * A change answered by a server that saves to a file (`--data`): with the large state (about
 * 5 MB) against the demo state (under 100 KB). A write must cost what it changes, so the large
 * one keeps at least half the rate.
 */
export async function writeCost(): Promise<Ratio> {
  const folder = await mkdtemp(path.join(tmpdir(), 'folio-bench-'));
  const large = await startApiServer({ seed: 'large', data: path.join(folder, 'large.json') });
  const small = await startApiServer({ seed: 'demo', data: path.join(folder, 'demo.json') });
  try {
    const change = {
      method: 'PATCH' as const,
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Engineering Handbook' }),
    };
    return await compareThroughput(
      { url: `${large.url}/v1/spaces/space_handbook`, ...change },
      { url: `${small.url}/v1/spaces/space_handbook`, ...change },
      3,
    );
  } finally {
    await large.stop();
    await small.stop();
    await rm(folder, { recursive: true, force: true });
  }
}
