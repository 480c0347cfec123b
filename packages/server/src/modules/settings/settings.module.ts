import { moduleContract } from '@bayan/shared';
import { defineModule } from '../../lib/module/define-module.js';
import { SettingsRepository } from './settings.repository.js';
import { settingsRoutes } from './settings.routes.js';
import { DEMO_SETTINGS } from './settings.seed.js';
import { SettingsService } from './settings.service.js';
import * as tables from './settings.table.js';

declare module '../../lib/module/define-module.js' {
  interface ServiceRegistry {
    settings: SettingsService;
  }
}

/** The admin-editable settings and the public contact details. */
export const settingsModule = defineModule({
  name: 'settings',
  contract: moduleContract('settings'),
  tables,
  repositories: (db, counts) => ({ settings: new SettingsRepository(db, counts) }),
  service: (deps) => new SettingsService(deps),
  routes: settingsRoutes,
  seed: (settings, config) => settings.seedDefaults(config.demo ? DEMO_SETTINGS : {}),
});
