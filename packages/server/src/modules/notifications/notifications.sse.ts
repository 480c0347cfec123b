import { PassThrough } from 'node:stream';

export interface EventStreamOptions {
  /** A comment this often keeps proxies and load balancers from closing an idle stream. */
  heartbeatMs: number;
  /**
   * The stream ends after this long and the client reconnects with a fresh access token, so a
   * revoked session stops receiving within an access token's lifetime.
   */
  maxAgeMs: number;
}

export const EVENT_STREAM_DEFAULTS: EventStreamOptions = { heartbeatMs: 25_000, maxAgeMs: 15 * 60_000 };

export type SendEvent = (event: string, data: unknown) => void;

/** Server-sent event streams (text/event-stream) open in this process; ended all at once when the app closes. */
export class EventStreams {
  private readonly streams = new Set<PassThrough>();

  constructor(private readonly options: EventStreamOptions = EVENT_STREAM_DEFAULTS) {}

  /** Subscribes (awaited, so nothing sent after this resolves is missed), then opens the stream. */
  async open(subscribe: (send: SendEvent) => Promise<() => void>): Promise<PassThrough> {
    const stream = new PassThrough();
    const unsubscribe = await subscribe((event, data) => {
      stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    });
    const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), this.options.heartbeatMs);
    const expiry = setTimeout(() => stream.end(), this.options.maxAgeMs);
    stream.once('close', () => {
      clearInterval(heartbeat);
      clearTimeout(expiry);
      unsubscribe();
      this.streams.delete(stream);
    });
    this.streams.add(stream);
    // The first bytes flush the response headers, so the client knows it is connected.
    stream.write(': connected\n\n');
    return stream;
  }

  get size(): number {
    return this.streams.size;
  }

  endAll(): void {
    for (const stream of this.streams) stream.end();
  }
}
