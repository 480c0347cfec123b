import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';
import { menuItem, rolesOf } from '../../lib/menu-entries';

/** The audit log (spec §6). */
export const eventsFeature = defineFeature({
  name: 'events',
  shellNamespaces: () => import('./namespaces'),
  dashboardRoutes: [{ path: 'events', entry: 'events', page: lazyPage(() => import('./routes/events')) }],
  menu: [
    {
      group: 'management',
      item: menuItem('events', 'menu.events', 'events', HistoryOutlined, { roles: rolesOf('events.list') }),
    },
  ],
});
