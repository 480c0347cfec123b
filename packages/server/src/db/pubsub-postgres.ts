import pg from 'pg';
import type { Database } from './client.js';
import type { Listener, PubSubHandler } from './pubsub.js';

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * One dedicated connection per process holds every LISTEN (a pooled connection would be handed
 * to other queries). If it drops, it is re-opened with back-off and the channels listened to
 * again; what was notified while it was down is lost, so clients re-read state on reconnect.
 */
export class PostgresListener implements Listener {
  private readonly handlers = new Map<string, Set<PubSubHandler>>();
  private connection: Promise<pg.Client> | undefined;
  private active: pg.Client | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryDelay = RECONNECT_MIN_MS;
  private closed = false;

  constructor(private readonly database: Extract<Database, { kind: 'postgres' }>) {}

  async listen(channel: string, handler: PubSubHandler): Promise<() => Promise<void>> {
    const set = this.handlers.get(channel) ?? new Set();
    this.handlers.set(channel, set.add(handler));
    try {
      // LISTEN is idempotent: issuing it on every call means this caller is listening once it resolves.
      await (await this.connect()).query(`LISTEN "${channel}"`);
    } catch (error) {
      set.delete(handler);
      throw error;
    }
    return async () => {
      if (!set.delete(handler) || set.size > 0) return;
      this.handlers.delete(channel);
      await this.active?.query(`UNLISTEN "${channel}"`).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    this.handlers.clear();
    const client = this.active;
    this.active = undefined;
    this.connection = undefined;
    await client?.end().catch(() => undefined);
  }

  private connect(): Promise<pg.Client> {
    if (this.closed) return Promise.reject(new Error('pubsub is closed'));
    this.connection ??= this.open();
    return this.connection;
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client(this.database.pool.options);
    this.active = client;
    client.on('notification', ({ channel, payload }) => {
      for (const handler of this.handlers.get(channel) ?? []) handler(payload ?? '');
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`LISTEN "${channel}"`);
    } catch (error) {
      this.lost(client, error as Error);
      throw error;
    }
    this.retryDelay = RECONNECT_MIN_MS;
    return client;
  }

  /** The listening connection failed or ended: drop it and, while anyone listens, open another later. */
  private lost(client: pg.Client, error?: Error): void {
    if (this.closed || this.active !== client) return;
    if (error) console.error('pubsub connection lost:', error.message);
    this.active = undefined;
    this.connection = undefined;
    void client.end().catch(() => undefined);
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      if (this.handlers.size > 0) this.connect().catch(() => undefined);
    }, this.retryDelay);
    this.retryTimer.unref();
    this.retryDelay = Math.min(this.retryDelay * 2, RECONNECT_MAX_MS);
  }
}
