import { moduleContract } from '@bayan/shared';
import { defineModule } from '../../lib/module/define-module.js';
import { smtpTransport } from './email-transport.js';
import { OutboxRepository } from './outbox.repository.js';
import { outboxRoutes } from './outbox.routes.js';
import { OutboxService } from './outbox.service.js';
import * as tables from './outbox.table.js';

declare module '../../lib/module/define-module.js' {
  interface ServiceRegistry {
    outbox: OutboxService;
  }
}

/** Every email and SMS, written before it is sent (and readable by a SUPERADMIN). */
export const outboxModule = defineModule({
  name: 'outbox',
  contract: moduleContract('outbox'),
  tables,
  repositories: (db, counts) => ({ outbox: new OutboxRepository(db, counts) }),
  service: ({ repos, clock, jobs, transact, config }) =>
    new OutboxService(
      repos.outbox,
      clock,
      { queue: jobs, transact },
      config.smtp ? smtpTransport(config.smtp.url, config.smtp.from) : undefined,
    ),
  routes: outboxRoutes,
});
