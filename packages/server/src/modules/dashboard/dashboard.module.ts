import { moduleContract } from '@bayan/shared';
import { defineModule } from '../../lib/module/define-module.js';
import { dashboardRoutes } from './dashboard.routes.js';
import { DashboardService } from './dashboard.service.js';

declare module '../../lib/module/define-module.js' {
  interface ServiceRegistry {
    dashboard: DashboardService;
  }
}

/** The home screen's figures: it owns no table and asks every module for its share. */
export const dashboardModule = defineModule({
  name: 'dashboard',
  contract: moduleContract('dashboard'),
  service: (deps) => new DashboardService(deps),
  routes: dashboardRoutes,
});
