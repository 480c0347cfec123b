import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import GestureOutlined from '@mui/icons-material/GestureOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import InterestsOutlined from '@mui/icons-material/InterestsOutlined';
import LayersOutlined from '@mui/icons-material/LayersOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import TextFieldsOutlined from '@mui/icons-material/TextFieldsOutlined';
import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';
import { menuItem } from '../../lib/menu-entries';
import type { MenuItem } from '../../lib/menu-tree';

const demo: Partial<MenuItem> = { chip: { label: 'menu.demo', color: 'default' } };

/** Spec §3: the template's sample pages (typography, colours, shadows, icon sets), marked as demos. */
export const demoFeature = defineFeature({
  name: 'demo',
  dashboardRoutes: [
    {
      path: 'utils/util-typography',
      entry: 'util-typography',
      page: lazyPage(() => import('./routes/util-typography')),
    },
    { path: 'utils/util-color', entry: 'util-color', page: lazyPage(() => import('./routes/util-color')) },
    { path: 'utils/util-shadow', entry: 'util-shadow', page: lazyPage(() => import('./routes/util-shadow')) },
    { path: 'icons/tabler-icons', entry: 'tabler-icons', page: lazyPage(() => import('./routes/tabler-icons')) },
    { path: 'icons/material-icons', entry: 'material-icons', page: lazyPage(() => import('./routes/material-icons')) },
    { path: 'sample-page', entry: 'sample-page', page: lazyPage(() => import('./routes/sample-page')) },
  ],
  menu: [
    {
      group: 'system',
      item: {
        id: 'utilities',
        title: 'menu.utilities',
        type: 'collapse',
        icon: PaletteOutlined,
        children: [
          menuItem('util-typography', 'menu.typography', 'utils/util-typography', TextFieldsOutlined, demo),
          menuItem('util-color', 'menu.color', 'utils/util-color', PaletteOutlined, demo),
          menuItem('util-shadow', 'menu.shadow', 'utils/util-shadow', LayersOutlined, demo),
        ],
      },
    },
    {
      group: 'system',
      item: {
        id: 'icons',
        title: 'menu.icons',
        type: 'collapse',
        icon: InterestsOutlined,
        children: [
          menuItem('tabler-icons', 'menu.tablerIcons', 'icons/tabler-icons', GestureOutlined, demo),
          menuItem('material-icons', 'menu.materialIcons', 'icons/material-icons', CategoryOutlined, demo),
        ],
      },
    },
    { group: 'system', item: menuItem('sample-page', 'menu.samplePage', 'sample-page', InsertDriveFileOutlined, demo) },
  ],
});
