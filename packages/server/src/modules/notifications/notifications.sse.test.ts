import { describe, expect, it } from 'vitest';
import { EventStreams } from './notifications.sse.js';

const collect = (stream: NodeJS.ReadableStream) => {
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return () => text;
};

describe('EventStreams', () => {
  it('frames events, sends heartbeats, and unsubscribes when the stream closes', async () => {
    const streams = new EventStreams({ heartbeatMs: 20, maxAgeMs: 60_000, maxPerOwner: 5 });
    let unsubscribed = 0;
    let send: ((event: string, data: unknown) => void) | undefined;
    const stream = await streams.open(1, async (s) => {
      send = s;
      return () => unsubscribed++;
    });
    const text = collect(stream);
    send!('notification', { id: 1, title: 'مرحبا' });
    await new Promise((resolve) => setTimeout(resolve, 70));
    expect(text()).toMatch(
      /^: connected\n\nevent: notification\ndata: \{"id":1,"title":"مرحبا"\}\n\n(: heartbeat\n\n){2,}$/,
    );
    expect(streams.size).toBe(1);
    stream.destroy();
    await new Promise((resolve) => setImmediate(resolve));
    expect(unsubscribed).toBe(1);
    expect(streams.size).toBe(0);
  });

  it('ends streams at their maximum age and all at once on shutdown', async () => {
    const streams = new EventStreams({ heartbeatMs: 60_000, maxAgeMs: 30, maxPerOwner: 5 });
    const aged = await streams.open(1, async () => () => undefined);
    collect(aged);
    await new Promise((resolve) => aged.once('end', resolve));
    const open = [
      await streams.open(1, async () => () => undefined),
      await streams.open(1, async () => () => undefined),
    ];
    open.forEach(collect);
    streams.endAll();
    await Promise.all(open.map((s) => new Promise((resolve) => s.once('end', resolve))));
    await new Promise((resolve) => setImmediate(resolve));
    expect(streams.size).toBe(0);
  });

  it('keeps at most maxPerOwner streams per owner open, ending the oldest', async () => {
    const streams = new EventStreams({ heartbeatMs: 60_000, maxAgeMs: 60_000, maxPerOwner: 2 });
    const ended: number[] = [];
    const open = async (owner: number, n: number) => {
      const stream = await streams.open(owner, async () => () => undefined);
      collect(stream);
      stream.once('end', () => ended.push(n));
      return stream;
    };
    await open(1, 1);
    await open(1, 2);
    await open(2, 3);
    await open(1, 4);
    await new Promise((resolve) => setImmediate(resolve));
    expect(ended).toEqual([1]);
    await open(1, 5);
    await new Promise((resolve) => setImmediate(resolve));
    expect(ended).toEqual([1, 2]);
    expect(streams.size).toBe(3);
    streams.endAll();
  });
});
