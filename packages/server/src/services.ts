import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createPubSub } from './db/pubsub.js';
import { repositories, transactor, type Repositories, type Transact } from './db/repositories.js';
import { Background } from './lib/background/background.js';
import type { Clock } from './lib/clock.js';
import { CountCache } from './lib/list/count-cache.js';
import { AuthService } from './modules/auth/auth.service.js';
import { TokenSigner } from './modules/auth/tokens.js';
import { DashboardService } from './modules/dashboard/dashboard.service.js';
import { EventsService } from './modules/events/events.service.js';
import { NamesService } from './modules/names/names.service.js';
import { NotificationsService } from './modules/notifications/notifications.service.js';
import { smtpTransport } from './modules/outbox/email-transport.js';
import { OutboxService } from './modules/outbox/outbox.service.js';
import { SettingsService } from './modules/settings/settings.service.js';
import { UsersService } from './modules/users/users.service.js';
import { localFileStore } from './lib/files/file-store.js';

export type AppConfig = Config & { jwtSecret: string };

/** What every service is built from: repositories, transactions, the clock, the config, the outbox and after-reply work. */
export interface ServiceDeps {
  repos: Repositories;
  transact: Transact;
  clock: Clock;
  config: AppConfig;
  outbox: OutboxService;
  background: Background;
}

/** Wires repositories into services once per app; modules reach each other only through these. */
export function createServices(database: Database, config: AppConfig, clock: Clock) {
  const counts = new CountCache();
  const repos = repositories(database.db, counts);
  const background = new Background();
  const outbox = new OutboxService(
    repos.outbox,
    clock,
    background,
    config.smtp ? smtpTransport(config.smtp.url, config.smtp.from) : undefined,
  );
  const deps: ServiceDeps = { repos, transact: transactor(database.db, counts), clock, config, outbox, background };
  const users = new UsersService(deps, localFileStore(config.dataDir));
  const pubsub = createPubSub(database);
  const settings = new SettingsService(deps);
  return {
    background,
    outbox,
    names: new NamesService(deps),
    events: new EventsService(deps),
    notifications: new NotificationsService(deps, pubsub),
    pubsub,
    settings,
    dashboard: new DashboardService(deps),
    users,
    auth: new AuthService(deps, new TokenSigner(config.jwtSecret), settings),
  };
}

export type Services = ReturnType<typeof createServices>;
