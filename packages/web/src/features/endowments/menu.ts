import type { FeatureMenu } from '../../app/feature';
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';
import { menuItem, rolesOf } from '../../lib/menu-entries';

/** The feature's dashboard menu entry: loaded with the dashboard shell (app/feature-menus.ts), never on the public pages (issue 14). */
export const endowmentsMenu: FeatureMenu = [
  {
    group: 'account',
    item: menuItem('endowments', 'menu.endowments', 'endowments', VolunteerActivismOutlined, {
      roles: rolesOf('endowments.list'),
    }),
  },
];
