import { PassThrough } from 'node:stream';

export interface EventStreamOptions {
  /** A comment this often keeps proxies and load balancers from closing an idle stream. */
  heartbeatMs: number;
  /**
   * The stream ends after this long and the client reconnects with a fresh access token, so a
   * revoked session stops receiving within an access token's lifetime.
   */
  maxAgeMs: number;
  /**
   * Streams one owner (an account) may hold open in this process: opening one more ends its
   * oldest, so a leaked token or a runaway client cannot pile up connections and subscriptions.
   */
  maxPerOwner: number;
}

export const EVENT_STREAM_DEFAULTS: EventStreamOptions = {
  heartbeatMs: 25_000,
  maxAgeMs: 15 * 60_000,
  maxPerOwner: 5,
};

export type SendEvent = (event: string, data: unknown) => void;

/** Server-sent event streams (text/event-stream) open in this process; ended all at once when the app closes. */
export class EventStreams {
  private readonly streams = new Set<PassThrough>();
  /** Each owner's open streams, oldest first. */
  private readonly byOwner = new Map<number, PassThrough[]>();

  constructor(private readonly options: EventStreamOptions = EVENT_STREAM_DEFAULTS) {}

  /** Subscribes (awaited, so nothing sent after this resolves is missed), then opens the stream. */
  async open(owner: number, subscribe: (send: SendEvent) => Promise<() => void>): Promise<PassThrough> {
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
      this.forget(owner, stream);
    });
    this.streams.add(stream);
    const owned = [...(this.byOwner.get(owner) ?? []), stream];
    this.byOwner.set(owner, owned);
    for (const oldest of owned.slice(0, Math.max(0, owned.length - this.options.maxPerOwner))) oldest.end();
    // The first bytes flush the response headers, so the client knows it is connected.
    stream.write(': connected\n\n');
    return stream;
  }

  private forget(owner: number, stream: PassThrough): void {
    const owned = (this.byOwner.get(owner) ?? []).filter((s) => s !== stream);
    if (owned.length > 0) this.byOwner.set(owner, owned);
    else this.byOwner.delete(owner);
  }

  get size(): number {
    return this.streams.size;
  }

  endAll(): void {
    for (const stream of this.streams) stream.end();
  }
}
