import { moduleContract } from '@bayan/shared';
import { defineModule } from '../../lib/module/define-module.js';
import { EventsRepository } from './events.repository.js';
import { eventsRoutes } from './events.routes.js';
import { EventsService } from './events.service.js';
import * as tables from './events.table.js';

declare module '../../lib/module/define-module.js' {
  interface ServiceRegistry {
    events: EventsService;
  }
}

/** The audit log's screens; the writing side is the audit writer every module is given (events.audit.ts). */
export const eventsModule = defineModule({
  name: 'events',
  contract: moduleContract('events'),
  tables,
  repositories: (db, counts) => ({ events: new EventsRepository(db, counts) }),
  needs: ['users'],
  service: (deps, services) => new EventsService({ ...deps, ...services }),
  routes: eventsRoutes,
  statistics: async (events, period, viewer) => ({ events: await events.dashboardFigures(period, viewer) }),
});
