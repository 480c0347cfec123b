import OutboxOutlined from '@mui/icons-material/OutboxOutlined';
import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';
import { menuItem, rolesOf } from '../../lib/menu-entries';

/** The messages the platform sent (or would have sent) by email and SMS. */
export const outboxFeature = defineFeature({
  name: 'outbox',
  dashboardRoutes: [{ path: 'outbox', entry: 'outbox', page: lazyPage(() => import('./routes/outbox')) }],
  menu: [
    {
      group: 'system',
      item: menuItem('outbox', 'menu.outbox', 'outbox', OutboxOutlined, { roles: rolesOf('outbox.list') }),
    },
  ],
});
