import type { FeatureMenu } from '../../app/feature';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';
import { menuItem, rolesOf } from '../../lib/menu-entries';

const roles = rolesOf('endowments.list');

/** The feature's dashboard menu entries: loaded with the dashboard shell (app/feature-menus.ts), never on the public pages (issue 14). */
export const endowmentsMenu: FeatureMenu = [
  {
    group: 'account',
    item: menuItem('endowments', 'menu.endowments', 'endowments', VolunteerActivismOutlined, { roles }),
  },
  {
    group: 'account',
    item: menuItem('endowmentsSupervising', 'menu.endowmentsSupervising', 'endowments/supervising', HowToRegOutlined, {
      roles,
    }),
  },
  {
    group: 'account',
    item: menuItem('endowmentsWitnessing', 'menu.endowmentsWitnessing', 'endowments/witnessing', DrawOutlined, {
      roles,
    }),
  },
  {
    group: 'account',
    item: menuItem('endowmentsWallet', 'menu.endowmentsWallet', 'endowments/wallet', AccountBalanceWalletOutlined, {
      roles,
    }),
  },
];
