import { openApiTextProblem } from '../../../api/openapi-document-text.ts';
import type {
  OpenAPISpecErrorRecord,
  OpenAPISpecRecord,
  OpenAPISpecVersionRecord,
} from '../store/state.ts';

/**
 * Processing of OpenAPI specifications on the backend clock (decision 0014). A processing is
 * asked for by every create and replace, and repeats every 6 hours after that: each one is
 * `pending` for 2 s, in `progress` for 3 s, then `complete`. Nothing is scheduled: the state
 * follows from `processRequestedAt` and the clock, and `settleSpec` writes down the outcome of
 * every processing that ended, from stored timestamps only, so settling late or twice gives the
 * same result.
 *
 * There is no network here, so the URL decides the outcome, and demos and tests can show each:
 * - a host under `timeout.test` ends with FETCH_TIMEOUT, under `unreachable.test` FETCH_ERROR;
 * - a path with segments containing `invalid` ends with PARSE_ERROR, one error per such segment
 *   (at most three);
 * - anything else is a valid document. Its content is the same at every fetch, except under a
 *   path containing `nightly`, whose document changes every day at 00:00 UTC.
 * A document given as text needs no fetch: it parses when `openApiTextProblem` finds nothing
 * wrong (PARSE_ERROR with that reason otherwise), and it stays the same until it is replaced.
 * A processing asked for by a person always adds a version when it succeeds; a refresh adds one
 * only when the document differs from the last version's (`contentHash`).
 */

export const pendingMs = 2_000;
export const processingMs = 5_000;
export const refreshIntervalMs = 6 * 60 * 60 * 1000;

export type ProcessingState = 'pending' | 'progress' | 'complete';

export function processingState(spec: OpenAPISpecRecord, now: Date): ProcessingState {
  const since = now.getTime() - Date.parse(spec.processRequestedAt);
  const intoCycle = since < 0 ? processingMs : since % refreshIntervalMs;
  return intoCycle < pendingMs ? 'pending' : intoCycle < processingMs ? 'progress' : 'complete';
}

export type FetchOutcome =
  | { ok: true; contentHash: string }
  | {
      ok: false;
      code: NonNullable<OpenAPISpecRecord['lastProcessErrorCode']>;
      errors: OpenAPISpecErrorRecord[];
    };

/** FNV-1a, 32 bits: enough to tell two simulated documents apart, and deterministic. */
export function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

const parseErrors: OpenAPISpecErrorRecord[] = [
  {
    code: 'INVALID_REFERENCE',
    message:
      "paths./invoices.get.responses.200: the $ref '#/components/schemas/Invoice' does not resolve.",
  },
  {
    code: 'MISSING_PROPERTY',
    message: "info: the required property 'version' is missing.",
  },
  {
    code: 'INVALID_TYPE',
    message: "components.schemas.Amount.type: 'money' is not a JSON Schema type.",
  },
];

function isUnder(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

function changesDaily(url: URL): boolean {
  return url.pathname.toLowerCase().includes('nightly');
}

/** The source could not be fetched: one error, whose code is also the outcome's. */
function fetchFailure(code: 'FETCH_TIMEOUT' | 'FETCH_ERROR', message: string): FetchOutcome {
  return { ok: false, code, errors: [{ code, message }] };
}

/** What parsing a document given as text gives. */
export function textOutcome(text: string): FetchOutcome {
  const problem = openApiTextProblem(text);
  if (problem !== undefined)
    return { ok: false, code: 'PARSE_ERROR', errors: [{ code: 'PARSE_ERROR', message: problem }] };
  return { ok: true, contentHash: contentHash(text) };
}

/** What processing the spec's source at `at` (ms) gives: its text, or fetching its URL. */
function sourceOutcome(spec: OpenAPISpecRecord, at: number): FetchOutcome {
  return spec.sourceURL !== undefined
    ? fetchOutcome(spec.sourceURL, at)
    : textOutcome(spec.sourceText ?? '');
}

/** What fetching and parsing `sourceURL` at `at` (ms) gives. */
export function fetchOutcome(sourceURL: string, at: number): FetchOutcome {
  const url = new URL(sourceURL);
  const host = url.hostname.toLowerCase();
  if (isUnder(host, 'timeout.test'))
    return fetchFailure(
      'FETCH_TIMEOUT',
      `${host} did not answer within 30 seconds; check that the address is reachable from the internet.`,
    );
  if (isUnder(host, 'unreachable.test'))
    return fetchFailure(
      'FETCH_ERROR',
      `Could not connect to ${host}; check the address and that the server is up.`,
    );
  const invalid = url.pathname
    .split('/')
    .filter((segment) => segment.toLowerCase().includes('invalid')).length;
  if (invalid > 0)
    return {
      ok: false,
      code: 'PARSE_ERROR',
      errors: parseErrors.slice(0, Math.min(invalid, parseErrors.length)).map((e) => ({ ...e })),
    };
  const day = changesDaily(url) ? `@${new Date(at).toISOString().slice(0, 10)}` : '';
  return { ok: true, contentHash: contentHash(`${url.href}${day}`) };
}

function versionId(spec: OpenAPISpecRecord, number: number): string {
  return `${spec.id.replace(/^openapi_/, 'openapiv_')}_${number}`;
}

/** Applies the outcome of processing number `cycle` (0 = asked for by a person), ended at `at`. */
function applyProcessing(spec: OpenAPISpecRecord, cycle: number, at: number): void {
  const endedAt = new Date(at).toISOString();
  const outcome = sourceOutcome(spec, at);
  spec.lastProcessedAt = endedAt;
  if (!outcome.ok) {
    // A failure keeps the last good version: only the error is new.
    if (spec.lastProcessErrorCode !== outcome.code) spec.updatedAt = endedAt;
    spec.lastProcessErrorCode = outcome.code;
    spec.lastProcessedErrors = outcome.errors;
    return;
  }
  if (spec.lastProcessErrorCode !== undefined) spec.updatedAt = endedAt;
  delete spec.lastProcessErrorCode;
  delete spec.lastProcessedErrors;
  const last = spec.versions.at(-1);
  if (cycle > 0 && last?.contentHash === outcome.contentHash) return;
  const version: OpenAPISpecVersionRecord = {
    id: versionId(spec, spec.versions.length + 1),
    createdAt: endedAt,
    ...(spec.sourceURL !== undefined ? { sourceURL: spec.sourceURL } : {}),
    contentHash: outcome.contentHash,
  };
  spec.versions.push(version);
  spec.updatedAt = endedAt;
}

/** Writes down the outcome of every processing of the spec that ended by `now`. */
export function settleSpec(spec: OpenAPISpecRecord, now: Date): boolean {
  const requested = Date.parse(spec.processRequestedAt);
  const lastEnded = Math.floor((now.getTime() - requested - processingMs) / refreshIntervalMs);
  // The common case, on every request: nothing ended since the last settle.
  if (spec.processedCycles > lastEnded) return false;
  const daily = spec.sourceURL !== undefined && changesDaily(new URL(spec.sourceURL));
  while (spec.processedCycles <= lastEnded) {
    // Refreshes of a document that never changes all end the same way: only the last shows.
    const cycle = spec.processedCycles > 0 && !daily ? lastEnded : spec.processedCycles;
    applyProcessing(spec, cycle, requested + cycle * refreshIntervalMs + processingMs);
    spec.processedCycles = cycle + 1;
  }
  return true;
}

/** True when any spec changed. */
export function settleSpecs(specs: readonly OpenAPISpecRecord[], now: Date): boolean {
  let changed = false;
  for (const spec of specs) if (settleSpec(spec, now)) changed = true;
  return changed;
}

/** Starts processing over: after a create or a replace. */
export function requestProcessing(spec: OpenAPISpecRecord, now: Date): void {
  spec.processRequestedAt = now.toISOString();
  spec.processedCycles = 0;
}
