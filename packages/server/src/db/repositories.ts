import type { CountCache } from '../lib/list/count-cache.js';
import { JobsRepository } from '../lib/jobs/jobs.repository.js';
import { DashboardRepository } from '../modules/dashboard/dashboard.repository.js';
import { ThrottleRepository } from '../lib/throttle/throttle.repository.js';
import { EventsRepository } from '../modules/events/events.repository.js';
import { NamesRepository } from '../modules/names/names.repository.js';
import { NotificationsRepository } from '../modules/notifications/notifications.repository.js';
import { OutboxRepository } from '../modules/outbox/outbox.repository.js';
import { SettingsRepository } from '../modules/settings/settings.repository.js';
import { SessionsRepository } from '../modules/sessions/sessions.repository.js';
import { UsersRepository } from '../modules/users/users.repository.js';
import { VerificationRepository } from '../modules/verification/verification.repository.js';
import type { Db } from './client.js';

/** Every repository, bound to one connection or one transaction. */
export function repositories(db: Db, counts: CountCache) {
  return {
    users: new UsersRepository(db, counts),
    sessions: new SessionsRepository(db),
    verification: new VerificationRepository(db),
    outbox: new OutboxRepository(db, counts),
    events: new EventsRepository(db, counts),
    throttles: new ThrottleRepository(db),
    names: new NamesRepository(db, counts),
    notifications: new NotificationsRepository(db),
    settings: new SettingsRepository(db, counts),
    dashboard: new DashboardRepository(db),
    jobs: new JobsRepository(db),
  };
}

export type Repositories = ReturnType<typeof repositories>;

/**
 * Runs `work` in one database transaction with repositories bound to it: a change and its audit
 * event commit together or not at all.
 */
export type Transact = <T>(work: (repos: Repositories) => Promise<T>) => Promise<T>;

export function transactor(db: Db, counts: CountCache): Transact {
  return (work) => db.transaction((tx) => work(repositories(tx as unknown as Db, counts)));
}
