import { moduleContract } from '@bayan/shared';
import { localFileStore } from '../../lib/files/file-store.js';
import { defineModule } from '../../lib/module/define-module.js';
import { AttachmentsRepository } from './attachments/attachments.repository.js';
import { DeedsRepository } from './deeds/deeds.repository.js';
import { PartsRepository } from './deeds/parts.repository.js';
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
 * review, attachments); signing comes next. Files live in the users module's store (the data folder).
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
  }),
  needs: ['users'],
  service: (deps, services) =>
    new EndowmentsService({ ...deps, ...services, files: localFileStore(deps.config.dataDir) }),
  routes: endowmentsRoutes,
});
