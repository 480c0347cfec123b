import type { FeatureMenu } from '../../lib/feature/feature';
import ApiOutlined from '@mui/icons-material/ApiOutlined';
import { withBase } from '../../config/base-path';
import { menuItem } from '../../lib/menu-entries';

/** The feature's dashboard menu entries: loaded with the dashboard shell (app/feature-menus.ts), never on the public pages (issue 14). */
export const apiDocsMenu: FeatureMenu = [
  {
    group: 'system',
    item: menuItem('api-docs', 'menu.apiDocs', withBase('/api/docs'), ApiOutlined, {
      external: true,
      target: '_blank',
    }),
  },
];
