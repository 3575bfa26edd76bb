import type { components } from '@/api/schema.gen';

/** One event of a site's streamed AI answer (read by `readJsonEventStream`, lib/event-stream). */
export type AIResponseEvent = components['schemas']['SiteAIResponseEvent'];

type DocumentBlock = components['schemas']['DocumentBlock'];
type DocumentEvent = Extract<AIResponseEvent, { type: 'response_document' }>;

/**
 * The answer so far after one `response_document` event: `insert` adds its blocks at the end;
 * `update` replaces the last blocks (as many as it carries) with their newer, longer version.
 */
export function applyDocumentEvent(
  blocks: readonly DocumentBlock[],
  event: DocumentEvent,
): DocumentBlock[] {
  if (event.operation === 'insert') return [...blocks, ...event.blocks];
  return [...blocks.slice(0, Math.max(0, blocks.length - event.blocks.length)), ...event.blocks];
}
