import type { FeatureMenu } from '../../lib/feature/feature';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { menuItem, rolesOf } from '../../lib/menu-entries';
import { SETTINGS_ROUTES } from '@bayan/shared';

/** The feature's dashboard menu entries: loaded with the dashboard shell (app/feature-menus.ts), never on the public pages (issue 14). */
export const settingsMenu: FeatureMenu = [
  {
    group: 'management',
    item: menuItem('settings', 'menu.settings', 'settings', SettingsOutlined, {
      roles: rolesOf(SETTINGS_ROUTES['settings.list']),
    }),
  },
];
