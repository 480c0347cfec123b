import type { ModuleDeps, ServiceRegistry } from '../../lib/module/define-module.js';
import type { ThrottleRepository } from '../../lib/throttle/throttle.repository.js';
import type { UsersRepository } from './users.repository.js';

/**
 * What the users module is built from: its repository, the password-guess throttle (shared with
 * change-password) and the services of the modules it needs.
 */
export type UsersDeps = ModuleDeps<{ users: UsersRepository; throttles: ThrottleRepository }> &
  Pick<ServiceRegistry, 'sessions' | 'outbox' | 'verification'>;
