import { describe, expect, it } from 'vitest';
import { readEventStream, readJsonEventStream, type EventSourceMessage } from './event-stream';

function streamOf(pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

describe('readJsonEventStream', () => {
  it('hands over each event once complete, even when split across chunks', async () => {
    const events: unknown[] = [];
    await readJsonEventStream(
      streamOf([
        'event: response_start\ndata: {"type":"response_start","messageId":"m"}\n\nevent: resp',
        'onse_finish\ndata: {"type":"response_finish",',
        '"messageId":"m","responseId":"r"}\n\n',
      ]),
      (event) => events.push(event),
    );
    expect(events).toEqual([
      { type: 'response_start', messageId: 'm' },
      { type: 'response_finish', messageId: 'm', responseId: 'r' },
    ]);
  });

  it('skips comments and keep-alives, and rejects a body that is not JSON', async () => {
    const events: unknown[] = [];
    await readJsonEventStream(streamOf([': ping\n\ndata:\n\ndata: {"a":1}\r\n\r\n']), (event) =>
      events.push(event),
    );
    expect(events).toEqual([{ a: 1 }]);
    await expect(
      readJsonEventStream(streamOf(['data: {nope\n\n']), () => undefined),
    ).rejects.toThrow(SyntaxError);
  });

  it('refuses a response without a body', async () => {
    await expect(readJsonEventStream(null, () => undefined)).rejects.toThrow(/empty answer/);
  });
});

describe('readEventStream', () => {
  it('gives the event name and joins multi-line data; an unfinished event at the end is dropped', async () => {
    const messages: EventSourceMessage[] = [];
    await readEventStream(streamOf(['event: note\ndata: one\ndata: two\n\ndata: cut']), (message) =>
      messages.push(message),
    );
    expect(messages).toEqual([{ event: 'note', id: undefined, data: 'one\ntwo' }]);
  });

  it('stops at once when aborted, handing over nothing more', async () => {
    const encoder = new TextEncoder();
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('data: {"type":"response_start","messageId":"m"}\n\n'));
        // Nothing more comes until the reader cancels: a model still thinking.
      },
      cancel() {
        cancelled = true;
      },
    });
    const controller = new AbortController();
    const events: unknown[] = [];
    const reading = readJsonEventStream(
      stream,
      (event) => {
        events.push(event);
        controller.abort();
      },
      controller.signal,
    );
    await expect(reading).rejects.toThrow(/abort/i);
    expect(events).toEqual([{ type: 'response_start', messageId: 'm' }]);
    expect(cancelled).toBe(true);
  });
});
