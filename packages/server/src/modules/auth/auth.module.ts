import { moduleContract } from '@bayan/shared';
import { defineModule } from '../../lib/module/define-module.js';
import { ThrottleRepository } from '../../lib/throttle/throttle.repository.js';
import * as throttleTables from '../../lib/throttle/throttle.table.js';
import { authRoutes } from './auth.routes.js';
import { AuthService } from './auth.service.js';
import { PasskeysRepository } from './passkeys/passkeys.repository.js';
import * as passkeyTables from './passkeys/passkeys.table.js';
import { TotpRepository } from './totp/totp.repository.js';
import * as totpTables from './totp/totp.table.js';

declare module '../../lib/module/define-module.js' {
  interface ServiceRegistry {
    auth: AuthService;
  }
}

/** Login, sign-up, passwords, confirmations (PRODUCT.md §5): flows over accounts, sessions and codes. */
export const authModule = defineModule({
  name: 'auth',
  contract: moduleContract('auth'),
  tables: { ...throttleTables, ...totpTables, ...passkeyTables },
  repositories: (db) => ({
    throttles: new ThrottleRepository(db),
    totp: new TotpRepository(db),
    passkeys: new PasskeysRepository(db),
  }),
  needs: ['users', 'sessions', 'verification', 'settings', 'outbox'],
  service: (deps, services) => new AuthService({ ...deps, ...services }),
  routes: authRoutes,
});
