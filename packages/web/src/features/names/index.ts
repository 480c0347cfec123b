import FormatListNumberedOutlined from '@mui/icons-material/FormatListNumberedOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';
import ar from '../../i18n/locales/ar/names.json';
import en from '../../i18n/locales/en/names.json';
import { menuItem, rolesOf } from '../../lib/menu-entries';

/** The 99 names: the public landing (`/home`) and a name's page, and their administration. */
export const namesFeature = defineFeature({
  name: 'names',
  module: 'names',
  namespaces: { names: { ar, en } },
  publicRoutes: [
    { path: 'home', page: lazyPage(() => import('./routes/landing')) },
    { path: 'name/:id', page: lazyPage(() => import('./routes/name-detail')) },
  ],
  dashboardRoutes: [
    { path: 'landing', entry: 'landing', page: lazyPage(() => import('./routes/landing')) },
    { path: 'names', entry: 'names', page: lazyPage(() => import('./routes/names-admin')) },
  ],
  menu: [
    {
      group: 'management',
      item: {
        id: 'names-section',
        title: 'menu.names',
        type: 'collapse',
        icon: MenuBookOutlined,
        roles: rolesOf('names.create'),
        children: [
          menuItem('names', 'menu.namesAdmin', 'names', FormatListNumberedOutlined),
          menuItem('landing', 'menu.landing', 'landing', PublicOutlined),
        ],
      },
    },
  ],
});
