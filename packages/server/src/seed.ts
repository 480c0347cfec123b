import type { Config } from './config.js';
import { withAdvisoryLock } from './db/advisory-lock.js';
import type { Database } from './db/client.js';
import { isOn, type AnyModule, type ServiceRegistry } from './lib/module/define-module.js';
import { MODULES } from './modules/index.js';
import type { Services } from './services.js';

/**
 * Any fixed number: API processes starting together on an empty database (systemd starting every
 * instance at boot) seed one at a time, each finding what the one before wrote, rather than both
 * creating the first SUPERADMIN and one of them stopping on the duplicate.
 */
const SEED_LOCK = 7_284_117;

/** Each switched-on module's seed, in the list's order. Idempotent: safe at every start, never overwrites an admin's change. */
export async function seed(database: Database, services: Services, config: Config): Promise<void> {
  await withAdvisoryLock(database, SEED_LOCK, async () => {
    for (const module of MODULES as readonly AnyModule[]) {
      if (module.seed && isOn(module, config)) {
        await module.seed(services[module.name as keyof ServiceRegistry], config);
      }
    }
  });
}
