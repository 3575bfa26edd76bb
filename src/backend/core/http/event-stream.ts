/**
 * A `text/event-stream` success body (the AI response). Handlers return one; the operation
 * pipeline turns it into a byte stream that writes each event as `event: <type>` plus one
 * `data:` line of JSON. Events leave one at a time, `paceMs` apart, the way the platform's
 * model produces them, so a client that waits for the whole body instead of reading it as it
 * comes shows nothing until the end: the local backend exposes that bug instead of hiding it.
 */
export class EventStreamBody {
  readonly events: readonly { type: string }[];

  constructor(events: readonly { type: string }[]) {
    this.events = events;
  }

  static format(event: { type: string }): string {
    return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
  }

  /** The whole body at once (what the stream adds up to). */
  toText(): string {
    return this.events.map((event) => EventStreamBody.format(event)).join('');
  }

  /**
   * The body as a stream: the first event at once, each next one `paceMs` later. A reader that
   * cancels (the visitor stopped the answer, the connection closed) stops the timer.
   */
  toStream(paceMs: number): ReadableStream<Uint8Array> {
    const encoder = new TextEncoder();
    const events = [...this.events];
    let timer: ReturnType<typeof setTimeout> | undefined;
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = events.shift();
        if (!next) {
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(EventStreamBody.format(next)));
        if (events.length === 0) {
          controller.close();
          return;
        }
        // pull() is called again once this promise settles and the reader wants more.
        return new Promise<void>((resolve) => {
          timer = setTimeout(resolve, paceMs);
        });
      },
      cancel() {
        clearTimeout(timer);
        events.length = 0;
      },
    });
  }
}
