import type { FeatureMenu } from '../../lib/feature/feature';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import GestureOutlined from '@mui/icons-material/GestureOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import InterestsOutlined from '@mui/icons-material/InterestsOutlined';
import LayersOutlined from '@mui/icons-material/LayersOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import TextFieldsOutlined from '@mui/icons-material/TextFieldsOutlined';
import { menuItem } from '../../lib/menu-entries';
import type { MenuItem } from '../../lib/menu-tree';

const demo: Partial<MenuItem> = { chip: { label: 'menu.demo', color: 'default' } };

/** The feature's dashboard menu entries: loaded with the dashboard shell (app/feature-menus.ts), never on the public pages (issue 14). */
export const demoMenu: FeatureMenu = [
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
        // No icon of its own: one more icon module would ride the dashboard's first load (issue 14).
        menuItem('form-inputs', 'menu.formInputs', 'utils/form-inputs', undefined, demo),
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
];
