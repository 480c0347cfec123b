import type { ModuleDeps, ServiceRegistry } from '../../lib/module/define-module.js';
import type { ThrottleRepository } from '../../lib/throttle/throttle.repository.js';
import type { IdNumberHookRegistry } from './users.id-number-hooks.js';
import type { UsersRepository } from './users.repository.js';
import type { SecondFactorRegistry } from './users.second-factors.js';

/**
 * What the users module is built from: its repository, the password-guess and ID-number-probe
 * throttles, the services of the modules it needs, and the hooks other modules register on the
 * ID number (users.id-number-hooks.ts) and the lookup of second factors (users.second-factors.ts).
 */
export type UsersDeps = ModuleDeps<{ users: UsersRepository; throttles: ThrottleRepository }> &
  Pick<ServiceRegistry, 'sessions' | 'outbox' | 'verification'> & {
    idNumbers: IdNumberHookRegistry;
    secondFactors: SecondFactorRegistry;
  };
