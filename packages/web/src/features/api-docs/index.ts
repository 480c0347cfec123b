import ApiOutlined from '@mui/icons-material/ApiOutlined';
import { defineFeature } from '../../app/feature';
import { withBase } from '../../config/base-path';
import { menuItem } from '../../lib/menu-entries';

/** The server's OpenAPI reference, opened outside the app. */
export const apiDocsFeature = defineFeature({
  name: 'api-docs',
  menu: [
    {
      group: 'system',
      item: menuItem('api-docs', 'menu.apiDocs', withBase('/api/docs'), ApiOutlined, {
        external: true,
        target: '_blank',
      }),
    },
  ],
});
