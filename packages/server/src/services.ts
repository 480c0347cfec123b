import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createPubSub } from './db/pubsub.js';
import { repositories, transactor, type Repositories, type Transact } from './db/repositories.js';
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
import { createJobs } from './lib/jobs/jobs.js';
import type { JobQueue } from './lib/jobs/queue.js';

export type AppConfig = Config & { jwtSecret: string };

/** What every service is built from: repositories, transactions, the clock, the config, the outbox and durable jobs. */
export interface ServiceDeps {
  repos: Repositories;
  transact: Transact;
  clock: Clock;
  config: AppConfig;
  outbox: OutboxService;
  jobs: JobQueue;
}

/** Wires repositories into services once per app; modules reach each other only through these. */
export function createServices(database: Database, config: AppConfig, clock: Clock) {
  const counts = new CountCache();
  const repos = repositories(database.db, counts);
  const transact = transactor(database.db, counts);
  const pubsub = createPubSub(database);
  const jobs = createJobs(repos.jobs, clock, pubsub, { concurrency: config.jobsConcurrency });
  const outbox = new OutboxService(
    repos.outbox,
    clock,
    { queue: jobs.queue, transact },
    config.smtp ? smtpTransport(config.smtp.url, config.smtp.from) : undefined,
  );
  const deps: ServiceDeps = { repos, transact, clock, config, outbox, jobs: jobs.queue };
  const users = new UsersService(deps, localFileStore(config.dataDir));
  const settings = new SettingsService(deps);
  return {
    jobs: jobs.queue,
    jobRunner: jobs.runner,
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
