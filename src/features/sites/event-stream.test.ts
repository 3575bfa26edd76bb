import { describe, expect, it } from 'vitest';
import { readEventStream, type AIResponseEvent } from './event-stream';

function streamOf(pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

describe('readEventStream', () => {
  it('hands over each event once complete, even when split across chunks', async () => {
    const events: AIResponseEvent[] = [];
    await readEventStream(
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
});
