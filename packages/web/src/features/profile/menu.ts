import type { FeatureMenu } from '../../lib/feature/feature';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { menuItem, rolesOf } from '../../lib/menu-entries';
import { AUTH_ROUTES } from '@bayan/shared';

/** The feature's dashboard menu entries: loaded with the dashboard shell (app/feature-menus.ts), never on the public pages (issue 14). */
export const profileMenu: FeatureMenu = [
  {
    group: 'account',
    item: menuItem('profile', 'menu.profile', 'profile', PersonOutlined, {
      roles: rolesOf(AUTH_ROUTES['auth.profile']),
    }),
  },
];
