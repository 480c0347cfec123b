import { moduleContract } from '@bayan/shared';
import { defineModule } from '../../lib/module/define-module.js';
import { NotificationsRepository } from './notifications.repository.js';
import { notificationsRoutes } from './notifications.routes.js';
import { NotificationsService } from './notifications.service.js';
import * as tables from './notifications.table.js';

declare module '../../lib/module/define-module.js' {
  interface ServiceRegistry {
    notifications: NotificationsService;
  }
}

/** Per-account inboxes, delivered live, and the admin's announcements. */
export const notificationsModule = defineModule({
  name: 'notifications',
  contract: moduleContract('notifications'),
  tables,
  repositories: (db) => ({ notifications: new NotificationsRepository(db) }),
  needs: ['users'],
  service: (deps, services) => new NotificationsService({ ...deps, ...services }),
  routes: notificationsRoutes,
});
