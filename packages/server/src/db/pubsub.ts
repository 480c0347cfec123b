import { sql } from 'drizzle-orm';
import type { Database, Db } from './client.js';
import { PostgresListener } from './pubsub-postgres.js';

export type PubSubHandler = (payload: string) => void;

/**
 * Messages between API processes through PostgreSQL LISTEN/NOTIFY (PRODUCT.md §2): a NOTIFY
 * reaches every process listening on the same database, and one sent inside a transaction is
 * delivered only when that transaction commits (never if it rolls back).
 */
export interface PubSub {
  /** Calls `handler` with each payload on `channel`; resolves once listening, to a function that stops. */
  listen(channel: string, handler: PubSubHandler): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

function checkChannel(channel: string): string {
  if (!CHANNEL.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  return channel;
}

/** NOTIFY for each payload, on `db`: a connection, or the transaction the payloads belong to. */
export async function notifyEach(db: Db, channel: string, payloads: string[]): Promise<void> {
  if (payloads.length === 0) return;
  await db.execute(
    sql`select pg_notify(${checkChannel(channel)}, p) from jsonb_array_elements_text(${JSON.stringify(payloads)}::jsonb) as p`,
  );
}

/** The receiving half: PGlite's own listen(), or a dedicated PostgreSQL connection. */
export interface Listener {
  listen(channel: string, handler: PubSubHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export function createPubSub(database: Database): PubSub {
  const listener = database.kind === 'pglite' ? pgliteListener(database) : new PostgresListener(database);
  return {
    listen: (channel, handler) => listener.listen(checkChannel(channel), handler),
    notify: (channel, payload) => notifyEach(database.db, channel, [payload]),
    close: () => listener.close(),
  };
}

/** PGlite is one in-process backend: its own listen() hears every NOTIFY on the instance. */
function pgliteListener(database: Extract<Database, { kind: 'pglite' }>): Listener {
  const stops = new Set<() => Promise<void>>();
  return {
    async listen(channel, handler) {
      const unlisten = await database.client.listen(channel, handler);
      const stop = async () => {
        if (stops.delete(stop)) await unlisten().catch(() => undefined);
      };
      stops.add(stop);
      return stop;
    },
    async close() {
      await Promise.all([...stops].map((stop) => stop()));
    },
  };
}
