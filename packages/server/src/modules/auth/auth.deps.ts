import type { ModuleDeps, ServiceRegistry } from '../../lib/module/define-module.js';
import type { ThrottleRepository } from '../../lib/throttle/throttle.repository.js';
import type { PasskeysRepository } from './passkeys/passkeys.repository.js';
import type { TotpRepository } from './totp/totp.repository.js';

/** What the auth flows are built from: the throttles, and the services of the modules they drive. */
export type AuthDeps = ModuleDeps<{
  throttles: ThrottleRepository;
  totp: TotpRepository;
  passkeys: PasskeysRepository;
}> &
  Pick<ServiceRegistry, 'users' | 'sessions' | 'verification' | 'settings' | 'outbox'>;
