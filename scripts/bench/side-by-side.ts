import autocannon from 'autocannon';

/** One autocannon run: requests per second against one URL, and how many went wrong. */
export interface LoadRun {
  perSecond: number;
  errors: number;
}

export interface LoadTarget {
  url: string;
  method?: 'GET' | 'PATCH' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string;
}

/** 10 connections, as the issue measured; long enough for a steady rate, short enough to repeat. */
const connections = 10;
const durationSeconds = 2;

export async function loadOnce(target: LoadTarget, seconds = durationSeconds): Promise<LoadRun> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections,
    duration: seconds,
  });
  return {
    perSecond: result.requests.average,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** A ratio as the bench prints it: the median of the rounds and their spread. */
export interface Ratio {
  median: number;
  min: number;
  max: number;
  /** Median requests per second of each side, for the record. */
  a: number;
  b: number;
  errors: number;
}

/**
 * Throughput of `a` over throughput of `b`, measured side by side: the two are loaded in
 * alternating rounds (a, b, b, a, …) so whatever else the machine does weighs on both, and
 * each round gives one ratio. The figure is the median of those ratios, with their spread;
 * never one absolute time.
 */
export async function compareThroughput(a: LoadTarget, b: LoadTarget, rounds = 5): Promise<Ratio> {
  // Warm both paths so JIT compilation does not count against either.
  await loadOnce(a, 1);
  await loadOnce(b, 1);
  const ratios: number[] = [];
  const aRates: number[] = [];
  const bRates: number[] = [];
  let errors = 0;
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? [a, b] : [b, a];
    const runs = new Map<LoadTarget, LoadRun>();
    for (const target of order) runs.set(target, await loadOnce(target));
    const ra = runs.get(a);
    const rb = runs.get(b);
    if (!ra || !rb) continue;
    errors += ra.errors + rb.errors;
    aRates.push(ra.perSecond);
    bRates.push(rb.perSecond);
    ratios.push(rb.perSecond > 0 ? ra.perSecond / rb.perSecond : 0);
  }
  return {
    median: median(ratios),
    min: Math.min(...ratios),
    max: Math.max(...ratios),
    a: median(aRates),
    b: median(bRates),
    errors,
  };
}

export function formatRatio(ratio: Ratio): string {
  return `${ratio.median.toFixed(2)}x (${ratio.min.toFixed(2)}–${ratio.max.toFixed(2)})`;
}
