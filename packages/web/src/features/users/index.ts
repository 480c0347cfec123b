import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';
import ar from '../../i18n/locales/ar/users.json';
import en from '../../i18n/locales/en/users.json';
import { menuItem, rolesOf } from '../../lib/menu-entries';

/** Users and their accounts (spec §6). */
export const usersFeature = defineFeature({
  name: 'users',
  namespaces: { users: { ar, en } },
  dashboardRoutes: [{ path: 'users', entry: 'users', page: lazyPage(() => import('./routes/users')) }],
  menu: [
    {
      group: 'management',
      item: menuItem('users', 'menu.users', 'users', PeopleOutlined, { roles: rolesOf('users.list') }),
    },
  ],
});
