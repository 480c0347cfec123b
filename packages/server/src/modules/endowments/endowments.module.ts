import { moduleContract } from '@bayan/shared';
import { defineModule } from '../../lib/module/define-module.js';
import { ThrottleRepository } from '../../lib/throttle/throttle.repository.js';
import { AttachmentsRepository } from './attachments/attachments.repository.js';
import { DeedsRepository } from './deeds/deeds.repository.js';
import { PartsRepository } from './deeds/parts.repository.js';
import { EndowmentsDemoRepository } from './demo/endowments-demo.repository.js';
import { SigningRepository } from './signing/signing.repository.js';
import { endowmentsRoutes } from './endowments.routes.js';
import { EndowmentsService } from './endowments.service.js';
import * as tables from './endowments.tables.js';

declare module '../../lib/module/define-module.js' {
  interface ServiceRegistry {
    endowments: EndowmentsService;
  }
}

/**
 * Endowment deeds (PRODUCT.md §1, §8), switched by BAYAN_MODULES: issue 12 drafts them (autosave,
 * review, attachments, demo drafts); signing comes next. Files live in the app's store (`deps.files`).
 */
export const endowmentsModule = defineModule({
  name: 'endowments',
  contract: moduleContract('endowments'),
  switch: 'endowments',
  tables,
  repositories: (db) => ({
    deeds: new DeedsRepository(db),
    parts: new PartsRepository(db),
    attachments: new AttachmentsRepository(db),
    demo: new EndowmentsDemoRepository(db),
    signing: new SigningRepository(db),
    throttles: new ThrottleRepository(db),
  }),
  needs: ['users', 'notifications', 'outbox', 'verification', 'auth', 'settings'],
  service: (deps, services) => new EndowmentsService({ ...deps, ...services }),
  routes: endowmentsRoutes,
  auditSubjects: (endowments) => ({ endowment: (pubkeys) => endowments.subjects(pubkeys) }),
  // The demo endower's four drafts and their parties' accounts (test apps make their own deeds instead).
  seed: async (endowments, config) => {
    if (config.demoData) await endowments.seedDemo();
    await endowments.startReminders();
  },
});
