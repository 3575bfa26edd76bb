import { createParser, type EventSourceMessage } from 'eventsource-parser';

export type { EventSourceMessage };

/**
 * Reads a `text/event-stream` body message by message as it arrives (parsed by
 * eventsource-parser, so comments, `id:`, `retry:`, CR/LF line ends and multi-line `data:` are
 * handled as the standard says), so an answer is shown while it streams. An aborted `signal`
 * cancels the stream at once, whatever the fetch does with its own abort, and rejects with an
 * `AbortError`, so no message is handed over after the reader stopped. An event the server left
 * unfinished when the stream ended is dropped, as a browser's EventSource drops it.
 */
export async function readEventStream(
  stream: ReadableStream<Uint8Array> | null,
  onMessage: (message: EventSourceMessage) => void,
  signal?: AbortSignal,
): Promise<void> {
  if (!stream) throw new Error('The server sent an empty answer.');
  const reader = stream.getReader();
  const stop = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', stop, { once: true });
  // A handler that throws (bad JSON) is rethrown after the chunk, not inside the parser.
  const messages: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (message) => messages.push(message) });
  const decoder = new TextDecoder();
  let finished = false;
  try {
    for (;;) {
      signal?.throwIfAborted();
      const { value, done } = await reader.read();
      signal?.throwIfAborted();
      parser.feed(done ? decoder.decode() : decoder.decode(value, { stream: true }));
      for (const message of messages.splice(0)) {
        signal?.throwIfAborted();
        onMessage(message);
      }
      if (done) {
        finished = true;
        return;
      }
    }
  } finally {
    signal?.removeEventListener('abort', stop);
    if (!finished) stop();
  }
}

/**
 * The same, for the usual stream whose every event's `data` is one JSON object: each is parsed
 * and handed over typed. Messages without data (keep-alives) are skipped.
 */
export function readJsonEventStream<T>(
  stream: ReadableStream<Uint8Array> | null,
  onEvent: (event: T) => void,
  signal?: AbortSignal,
): Promise<void> {
  return readEventStream(
    stream,
    (message) => {
      if (message.data.trim() !== '') onEvent(JSON.parse(message.data) as T);
    },
    signal,
  );
}
