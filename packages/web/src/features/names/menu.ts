import type { FeatureMenu } from '../../lib/feature/feature';
import FormatListNumberedOutlined from '@mui/icons-material/FormatListNumberedOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import { menuItem, rolesOf } from '../../lib/menu-entries';
import { NAMES_ROUTES } from '@bayan/shared';

/** The feature's dashboard menu entries: loaded with the dashboard shell (app/feature-menus.ts), never on the public pages (issue 14). */
export const namesMenu: FeatureMenu = [
  {
    group: 'management',
    item: {
      id: 'names-section',
      title: 'menu.names',
      type: 'collapse',
      icon: MenuBookOutlined,
      roles: rolesOf(NAMES_ROUTES['names.create']),
      children: [
        menuItem('names', 'menu.namesAdmin', 'names', FormatListNumberedOutlined),
        menuItem('landing', 'menu.landing', 'landing', PublicOutlined),
      ],
    },
  },
];
