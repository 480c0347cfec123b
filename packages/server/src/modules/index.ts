import { authModule } from './auth/auth.module.js';
import { clinicModule } from './clinic/clinic.module.js';
import { dashboardModule } from './dashboard/dashboard.module.js';
import { endowmentsModule } from './endowments/endowments.module.js';
import { eventsModule } from './events/events.module.js';
import { filesModule } from './files/files.module.js';
import { healthModule } from './health/health.module.js';
import { jobsModule } from './jobs/jobs.module.js';
import { namesModule } from './names/names.module.js';
import { notificationsModule } from './notifications/notifications.module.js';
import { outboxModule } from './outbox/outbox.module.js';
import { sessionsModule } from './sessions/sessions.module.js';
import { settingsModule } from './settings/settings.module.js';
import { usersModule } from './users/users.module.js';
import { verificationModule } from './verification/verification.module.js';

/**
 * THE list of modules, one line each. A module comes after the modules it `needs` (checked at
 * start), so the dependencies form a DAG by construction. The app registers the routes, runs the
 * seeds and folds the dashboard's figures from this list; the migrations find the tables by name.
 */
export const MODULES = [
  healthModule,
  jobsModule,
  filesModule,
  outboxModule,
  settingsModule,
  sessionsModule,
  verificationModule,
  usersModule,
  eventsModule,
  notificationsModule,
  authModule,
  dashboardModule,
  namesModule,
  clinicModule,
  endowmentsModule,
] as const;
