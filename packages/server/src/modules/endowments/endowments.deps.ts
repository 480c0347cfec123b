import type { ThrottleRepository } from '../../lib/throttle/throttle.repository.js';
import type { ModuleDeps, ServiceRegistry } from '../../lib/module/define-module.js';
import type { AttachmentsRepository } from './attachments/attachments.repository.js';
import type { DeedsRepository } from './deeds/deeds.repository.js';
import type { PartsRepository } from './deeds/parts.repository.js';
import type { EndowmentsDemoRepository } from './demo/endowments-demo.repository.js';
import type { SigningRepository } from './signing/signing.repository.js';

export interface EndowmentsRepos {
  deeds: DeedsRepository;
  parts: PartsRepository;
  attachments: AttachmentsRepository;
  demo: EndowmentsDemoRepository;
  signing: SigningRepository;
  throttles: ThrottleRepository;
}

/**
 * The module's repositories, the accounts (profiles, ID-number matching), the app's file store,
 * and for signing: notices (notifications, outbox), phone codes (auth) and the reminder setting.
 */
export type EndowmentsDeps = ModuleDeps<EndowmentsRepos> &
  Pick<ServiceRegistry, 'users' | 'notifications' | 'outbox' | 'auth' | 'settings' | 'verification'>;
