import type { Config } from './config.js';
import { withAdvisoryLock } from './db/advisory-lock.js';
import type { Database } from './db/client.js';
import { isOn, type AnyModule, type ServiceRegistry } from './lib/module/define-module.js';
import { MODULES } from './modules/index.js';
import type { Services } from './services.js';
import { ADVISORY_LOCKS } from './db/advisory-locks.js';

/** Each switched-on module's seed, in the list's order. Idempotent: safe at every start, never overwrites an admin's change. */
export async function seed(database: Database, services: Services, config: Config): Promise<void> {
  await withAdvisoryLock(database, ADVISORY_LOCKS.seed, async () => {
    for (const module of MODULES as readonly AnyModule[]) {
      if (module.seed && isOn(module, config)) {
        await module.seed(services[module.name as keyof ServiceRegistry], config);
      }
    }
  });
}
