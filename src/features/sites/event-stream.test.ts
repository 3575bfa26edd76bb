import { describe, expect, it } from 'vitest';
import { applyDocumentEvent, readEventStream, type AIResponseEvent } from './event-stream';

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

describe('readEventStream with a signal', () => {
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
    const events: AIResponseEvent[] = [];
    const reading = readEventStream(
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

function paragraph(text: string) {
  return {
    object: 'block' as const,
    type: 'paragraph',
    nodes: [{ object: 'text' as const, leaves: [{ object: 'leaf' as const, text, marks: [] }] }],
  };
}

describe('applyDocumentEvent', () => {
  const event = (operation: 'insert' | 'update', ...texts: string[]) => ({
    type: 'response_document' as const,
    messageId: 'm',
    operation,
    blocks: texts.map(paragraph),
  });

  it('appends inserted blocks and replaces the last ones on update', () => {
    let blocks = applyDocumentEvent([], event('insert', 'Here is'));
    blocks = applyDocumentEvent(blocks, event('update', 'Here is what'));
    blocks = applyDocumentEvent(blocks, event('insert', 'Deploy'));
    blocks = applyDocumentEvent(blocks, event('update', 'Deploy with one command.'));
    expect(blocks).toEqual([paragraph('Here is what'), paragraph('Deploy with one command.')]);
  });

  it('treats an update before any block as an insert', () => {
    expect(applyDocumentEvent([], event('update', 'Hi'))).toEqual([paragraph('Hi')]);
  });
});
