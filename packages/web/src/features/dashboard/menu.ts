import type { FeatureMenu } from '../../lib/feature/feature';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import { menuItem, rolesOf } from '../../lib/menu-entries';
import { AUTH_ROUTES } from '@bayan/shared';

/** The feature's dashboard menu entries: loaded with the dashboard shell (app/feature-menus.ts), never on the public pages (issue 14). */
export const dashboardMenu: FeatureMenu = [
  {
    group: 'dashboard',
    item: menuItem('home', 'menu.home', '/dashboard', DashboardOutlined, {
      roles: rolesOf(AUTH_ROUTES['auth.profile']),
      breadcrumbs: false,
    }),
  },
];
