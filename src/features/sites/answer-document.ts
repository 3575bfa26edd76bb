import type { components, SiteAIResponseDocument as DocumentEvent } from '@/api/schema.gen';

/** One event of a site's streamed AI answer (read by `readJsonEventStream`, lib/event-stream). */
export type AIResponseEvent = components['schemas']['SiteAIResponseEvent'];

export type AnswerBlock = components['schemas']['DocumentTopLevelBlock'];

/**
 * The answer so far after one `response_document` event: `insert` adds its blocks at the end;
 * `update` replaces the last blocks (as many as it carries) with their newer, longer version.
 */
export function applyDocumentEvent(
  blocks: readonly AnswerBlock[],
  event: DocumentEvent,
): AnswerBlock[] {
  if (event.operation === 'insert') return [...blocks, ...event.blocks];
  return [...blocks.slice(0, Math.max(0, blocks.length - event.blocks.length)), ...event.blocks];
}
