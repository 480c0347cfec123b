import { moduleContract } from '@bayan/shared';
import { defineModule } from '../../lib/module/define-module.js';
import { NamesRepository } from './names.repository.js';
import { namesRoutes } from './names.routes.js';
import { NamesService } from './names.service.js';
import { nameSitePages } from './names.site-pages.js';
import * as tables from './names.table.js';

declare module '../../lib/module/define-module.js' {
  interface ServiceRegistry {
    names: NamesService;
  }
}

/** The catalogue of the 99 names (PRODUCT.md §1), switched by BAYAN_MODULES. */
export const namesModule = defineModule({
  name: 'names',
  contract: moduleContract('names'),
  switch: 'names',
  tables,
  repositories: (db, counts) => ({ names: new NamesRepository(db, counts) }),
  service: (deps) => new NamesService(deps),
  routes: namesRoutes,
  seed: (names) => names.seedCatalogue(),
  statistics: async (names) => ({ names: await names.dashboardFigures() }),
  sitePages: nameSitePages,
});
