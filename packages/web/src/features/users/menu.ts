import type { FeatureMenu } from '../../lib/feature/feature';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { menuItem, rolesOf } from '../../lib/menu-entries';
import { USERS_ROUTES } from '@bayan/shared';

/** The feature's dashboard menu entries: loaded with the dashboard shell (app/feature-menus.ts), never on the public pages (issue 14). */
export const usersMenu: FeatureMenu = [
  {
    group: 'management',
    item: menuItem('users', 'menu.users', 'users', PeopleOutlined, { roles: rolesOf(USERS_ROUTES['users.list']) }),
  },
];
