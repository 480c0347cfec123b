import type { FeatureMenu } from '../../lib/feature/feature';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { menuItem, rolesOf } from '../../lib/menu-entries';
import { EVENTS_ROUTES } from '@bayan/shared';

/** The feature's dashboard menu entries: loaded with the dashboard shell (app/feature-menus.ts), never on the public pages (issue 14). */
export const eventsMenu: FeatureMenu = [
  {
    group: 'management',
    item: menuItem('events', 'menu.events', 'events', HistoryOutlined, {
      roles: rolesOf(EVENTS_ROUTES['events.list']),
    }),
  },
];
