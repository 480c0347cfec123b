import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';
import { menuItem, rolesOf } from '../../lib/menu-entries';

/** The platform's settings (spec §6). */
export const settingsFeature = defineFeature({
  name: 'settings',
  shellNamespaces: () => import('./namespaces'),
  dashboardRoutes: [{ path: 'settings', entry: 'settings', page: lazyPage(() => import('./routes/settings')) }],
  menu: [
    {
      group: 'management',
      item: menuItem('settings', 'menu.settings', 'settings', SettingsOutlined, { roles: rolesOf('settings.list') }),
    },
  ],
});
