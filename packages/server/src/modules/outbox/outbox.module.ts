import { moduleContract } from '@bayan/shared';
import { defineModule } from '../../lib/module/define-module.js';
import { smtpTransport } from './email-transport.js';
import { OutboxRepository } from './outbox.repository.js';
import { outboxRoutes } from './outbox.routes.js';
import { OutboxService } from './outbox.service.js';
import * as tables from './outbox.table.js';
import { smsProvider } from './sms/sms-providers.js';
import { whatsapp } from './whatsapp/whatsapp.js';

declare module '../../lib/module/define-module.js' {
  interface ServiceRegistry {
    outbox: OutboxService;
  }
}

/** Every email, SMS and WhatsApp message, written before it is sent (and readable by a SUPERADMIN). */
export const outboxModule = defineModule({
  name: 'outbox',
  contract: moduleContract('outbox'),
  tables,
  repositories: (db, counts) => ({ outbox: new OutboxRepository(db, counts) }),
  service: ({ repos, clock, jobs, transact, audit, config }) => {
    const context = { publicUrl: config.publicUrl };
    return new OutboxService(
      repos.outbox,
      clock,
      { queue: jobs, transact, audit, publicOrigin: new URL(config.publicUrl).origin },
      {
        email: config.smtp ? smtpTransport(config.smtp.url, config.smtp.from) : undefined,
        sms: config.sms ? smsProvider(config.sms, context, clock) : undefined,
        whatsapp: config.whatsapp
          ? { provider: whatsapp(config.whatsapp, context), settings: config.whatsapp }
          : undefined,
      },
    );
  },
  routes: outboxRoutes,
});
