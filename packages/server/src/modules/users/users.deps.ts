import type { ModuleDeps, ServiceRegistry } from '../../lib/module/define-module.js';
import type { UsersRepository } from './users.repository.js';

/** What the users module is built from: its repository and the services of the modules it needs. */
export type UsersDeps = ModuleDeps<{ users: UsersRepository }> & Pick<ServiceRegistry, 'sessions' | 'outbox'>;
