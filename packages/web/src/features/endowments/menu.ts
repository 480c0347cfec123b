import type { FeatureMenu } from '../../lib/feature/feature';
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';
import { menuItem, rolesOf } from '../../lib/menu-entries';
import { ENDOWMENTS_ROUTES } from '@bayan/shared';

/**
 * The feature's dashboard menu entries: loaded with the dashboard shell (app/feature-menus.ts),
 * never on the public pages (issue 14). One section with one icon: its entries bring none, so the
 * dashboard's first load stays within its budget.
 */
export const endowmentsMenu: FeatureMenu = [
  {
    group: 'account',
    item: {
      id: 'endowments-section',
      title: 'menu.endowments',
      type: 'collapse',
      icon: VolunteerActivismOutlined,
      roles: rolesOf(ENDOWMENTS_ROUTES['endowments.list']),
      children: [
        menuItem('endowments', 'menu.endowmentsMine', 'endowments', undefined),
        menuItem('endowmentsSupervising', 'menu.endowmentsSupervising', 'endowments/supervising', undefined),
        menuItem('endowmentsWitnessing', 'menu.endowmentsWitnessing', 'endowments/witnessing', undefined),
        menuItem('endowmentsWallet', 'menu.endowmentsWallet', 'endowments/wallet', undefined),
      ],
    },
  },
];
