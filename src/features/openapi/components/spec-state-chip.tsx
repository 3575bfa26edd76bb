import { StatusBadge } from '@/components/ui/status-badge';
import type { OpenAPISpec } from '../api/openapi-queries';
import { specState } from '../spec-state';

/** "Processing…", "Up to date · checked 2 h ago" or "Error: could not parse". */
export function SpecStateChip(props: {
  spec: Pick<OpenAPISpec, 'processingState' | 'lastProcessErrorCode' | 'lastProcessedAt'>;
  now: number;
}) {
  const state = specState(props.spec, props.now);
  return <StatusBadge tone={state.tone}>{state.label}</StatusBadge>;
}
