/**
 * A `text/event-stream` success body (the AI response). Handlers return one; the operation
 * pipeline writes each event as `event: <type>` plus one `data:` line of JSON. The local backend
 * has the whole answer at once, so it sends every event in one body; clients read it as a
 * stream all the same, exactly as they read the platform's.
 */
export class EventStreamBody {
  readonly events: readonly { type: string }[];

  constructor(events: readonly { type: string }[]) {
    this.events = events;
  }

  toText(): string {
    return this.events
      .map((event) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`)
      .join('');
  }
}
