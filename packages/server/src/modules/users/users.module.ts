import { moduleContract } from '@bayan/shared';
import { defineModule } from '../../lib/module/define-module.js';
import { ThrottleRepository } from '../../lib/throttle/throttle.repository.js';
import { IdNumberHookRegistry } from './users.id-number-hooks.js';
import { usersRoutes } from './users.routes.js';
import { UsersRepository } from './users.repository.js';
import { SecondFactorRegistry } from './users.second-factors.js';
import { seedUsers } from './users.seed.js';
import { UsersService } from './users.service.js';
import * as tables from './users.table.js';

declare module '../../lib/module/define-module.js' {
  interface ServiceRegistry {
    users: UsersService;
  }
}

/** Accounts: the admin's users screens, the own-profile edit, and the accounts other modules look up. */
export const usersModule = defineModule({
  name: 'users',
  contract: moduleContract('users'),
  tables,
  repositories: (db, counts) => ({ users: new UsersRepository(db, counts), throttles: new ThrottleRepository(db) }),
  needs: ['sessions', 'outbox', 'verification'],
  service: (deps, services) =>
    new UsersService(
      { ...deps, ...services, idNumbers: new IdNumberHookRegistry(), secondFactors: new SecondFactorRegistry() },
      deps.files,
    ),
  routes: usersRoutes,
  seed: seedUsers,
  statistics: async (service, period, viewer) => {
    const users = await service.dashboardFigures(period, viewer);
    return { users, patients: users.byRole.PATIENT, doctors: users.byRole.DOCTOR };
  },
});
