import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';
import ar from '../../i18n/locales/ar/events.json';
import en from '../../i18n/locales/en/events.json';
import { menuItem, rolesOf } from '../../lib/menu-entries';

/** The audit log (spec §6). */
export const eventsFeature = defineFeature({
  name: 'events',
  namespaces: { events: { ar, en } },
  dashboardRoutes: [{ path: 'events', entry: 'events', page: lazyPage(() => import('./routes/events')) }],
  menu: [
    {
      group: 'management',
      item: menuItem('events', 'menu.events', 'events', HistoryOutlined, { roles: rolesOf('events.list') }),
    },
  ],
});
