import type { FeatureMenu } from '../../lib/feature/feature';
import OutboxOutlined from '@mui/icons-material/OutboxOutlined';
import { menuItem, rolesOf } from '../../lib/menu-entries';
import { OUTBOX_ROUTES } from '@bayan/shared';

/** The feature's dashboard menu entries: loaded with the dashboard shell (app/feature-menus.ts), never on the public pages (issue 14). */
export const outboxMenu: FeatureMenu = [
  {
    group: 'system',
    item: menuItem('outbox', 'menu.outbox', 'outbox', OutboxOutlined, { roles: rolesOf(OUTBOX_ROUTES['outbox.list']) }),
  },
];
