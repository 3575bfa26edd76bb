import type { components } from '@/api/schema.gen';

export type AIResponseEvent = components['schemas']['SiteAIResponseEvent'];

/**
 * Reads a `text/event-stream` body event by event as it arrives, so the answer is shown while
 * it streams. Each event's `data:` lines are one JSON object; other fields are ignored. An
 * aborted `signal` cancels the stream at once (whatever the fetch does with its own abort) and
 * rejects with an `AbortError`, so no event is handed over after the reader stopped.
 */
export async function readEventStream(
  stream: ReadableStream<Uint8Array>,
  onEvent: (event: AIResponseEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const reader = stream.getReader();
  const stop = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', stop, { once: true });
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      signal?.throwIfAborted();
      const { value, done } = await reader.read();
      signal?.throwIfAborted();
      if (value !== undefined) buffer += decoder.decode(value, { stream: true });
      const chunks = buffer.split(/\r?\n\r?\n/);
      buffer = done ? '' : (chunks.pop() ?? '');
      for (const chunk of chunks) {
        const event = parseEvent(chunk);
        if (event) onEvent(event);
      }
      if (done) return;
    }
  } finally {
    signal?.removeEventListener('abort', stop);
  }
}

export function parseEvent(chunk: string): AIResponseEvent | undefined {
  const data = chunk
    .split(/\r?\n/)
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).trimStart())
    .join('\n');
  if (data === '') return undefined;
  return JSON.parse(data) as AIResponseEvent;
}

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
