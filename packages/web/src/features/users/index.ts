import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';
import { menuItem, rolesOf } from '../../lib/menu-entries';

/** Users and their accounts (spec §6). */
export const usersFeature = defineFeature({
  name: 'users',
  shellNamespaces: () => import('./namespaces'),
  dashboardRoutes: [{ path: 'users', entry: 'users', page: lazyPage(() => import('./routes/users')) }],
  menu: [
    {
      group: 'management',
      item: menuItem('users', 'menu.users', 'users', PeopleOutlined, { roles: rolesOf('users.list') }),
    },
  ],
});
