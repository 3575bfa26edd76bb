import type { OpenAPISpecErrorCode as ErrorCode } from '@/api/schema.gen';
import type { StatusTone } from '@/components/ui/status-badge';
import { formatAgo } from '@/lib/format';
import type { OpenAPISpec, OpenAPISpecVisibility } from './api/openapi-queries';

const failures: Record<ErrorCode, string> = {
  PARSE_ERROR: 'could not parse',
  FETCH_TIMEOUT: 'fetching timed out',
  FETCH_ERROR: 'could not fetch',
};

/** What went wrong with the last processing, in words ("could not parse"). */
export const failureWords = (code: ErrorCode) => failures[code];

/**
 * The state chip: "Processing…", "Up to date · checked 2 h ago" or "Error: could not parse",
 * counted on the backend's clock `now` (ms).
 */
export function specState(
  spec: Pick<OpenAPISpec, 'processingState' | 'lastProcessErrorCode' | 'lastProcessedAt'>,
  now: number,
): { label: string; tone: StatusTone } {
  if (spec.processingState !== 'complete') return { label: 'Processing…', tone: 'info' };
  if (spec.lastProcessErrorCode)
    return { label: `Error: ${failureWords(spec.lastProcessErrorCode)}`, tone: 'danger' };
  const checked = spec.lastProcessedAt ? ` · checked ${formatAgo(spec.lastProcessedAt, now)}` : '';
  return { label: `Up to date${checked}`, tone: 'on' };
}

const visibilities: Record<OpenAPISpecVisibility, { label: string; words: string }> = {
  private: { label: 'Private', words: 'Only members of the organization can read it.' },
  public: { label: 'Public', words: 'Anyone with the link can read it, without signing in.' },
};

export const visibilityLabel = (visibility: OpenAPISpecVisibility) =>
  visibilities[visibility].label;
/** Who can read a specification with this visibility, as a sentence. */
export const visibilityWords = (visibility: OpenAPISpecVisibility) =>
  visibilities[visibility].words;
