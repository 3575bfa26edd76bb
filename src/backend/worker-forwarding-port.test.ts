import { describe, expect, it } from 'vitest';
import { portOf } from './worker-forwarding.ts';

describe('portOf', () => {
  it('posts through the target and hands listeners the data of its messages until stopped', async () => {
    const { port1, port2 } = new MessageChannel();
    const received: unknown[] = [];
    const stop = portOf(port2).listen((message) => received.push(message));
    port2.start();
    const arrived = new Promise((resolve) => port2.addEventListener('message', resolve));
    portOf(port1).post({ type: 'abort', id: 7 });
    await arrived;
    expect(received).toEqual([{ type: 'abort', id: 7 }]);
    stop();
    const after = new Promise((resolve) => port2.addEventListener('message', resolve));
    portOf(port1).post({ type: 'abort', id: 8 });
    await after;
    expect(received).toEqual([{ type: 'abort', id: 7 }]);
    port1.close();
    port2.close();
  });
});
