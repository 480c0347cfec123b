import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';
import { menuItem, rolesOf } from '../../lib/menu-entries';

/** The signed-in account's own details and password. */
export const profileFeature = defineFeature({
  name: 'profile',
  shellNamespaces: () => import('./namespaces'),
  dashboardRoutes: [{ path: 'profile', entry: 'profile', page: lazyPage(() => import('./routes/profile')) }],
  menu: [
    {
      group: 'account',
      item: menuItem('profile', 'menu.profile', 'profile', PersonOutlined, { roles: rolesOf('auth.profile') }),
    },
  ],
});
