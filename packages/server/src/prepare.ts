import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import type { Clock } from './lib/clock.js';
import { localFileStore } from './lib/files/stores/folder-store.js';
import { openSharedFileStore } from './lib/files/stores/shared-store.js';
import { loadOrCreateSecret } from './secret.js';
import { seed } from './seed.js';
import { createServices, type Services } from './services.js';

export interface Prepared {
  services: Services;
  /** The file store every process reaches (PostgreSQL or S3), when there is one. */
  shared: Awaited<ReturnType<typeof openSharedFileStore>>;
}

/** What every start does before it serves: migrations, the JWT secret, the services and the modules' seeds. */
export async function prepare(database: Database, config: Config, clock: Clock): Promise<Prepared> {
  await migrateDatabase(database);
  const jwtSecret = config.jwtSecret ?? (await loadOrCreateSecret(config.dataDir));
  const shared = await openSharedFileStore(config.files, database);
  const services = createServices(database, { ...config, jwtSecret }, clock, shared ?? localFileStore(config.dataDir));
  await seed(database, services, config);
  return { services, shared };
}

/** In this order: a job still running may need the mail transport, the pubsub and the database. */
export async function closePrepared({ services, shared }: Prepared): Promise<void> {
  await services.jobRunner.stop();
  services.outbox.close();
  await services.pubsub.close();
  shared?.close();
}
