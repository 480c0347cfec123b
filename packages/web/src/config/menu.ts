import type { SvgIconComponent } from '@mui/icons-material';
import ApiOutlined from '@mui/icons-material/ApiOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import FormatListNumberedOutlined from '@mui/icons-material/FormatListNumberedOutlined';
import GestureOutlined from '@mui/icons-material/GestureOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import InterestsOutlined from '@mui/icons-material/InterestsOutlined';
import LayersOutlined from '@mui/icons-material/LayersOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import OutboxOutlined from '@mui/icons-material/OutboxOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import TextFieldsOutlined from '@mui/icons-material/TextFieldsOutlined';
import { API_ROUTES, ROLES, type Role, type RouteKey } from '@bayan/shared';
import { withModules, type MenuItem, type MenuText } from '../lib/menu-tree';
import { withBase } from './base-path';
import { moduleOn } from './modules';

/**
 * Who may see a page: whoever may call the API route it is built on. One permission map
 * (PRODUCT §3) drives the server's checks, this menu and the page guards.
 */
function rolesOf(route: RouteKey): readonly Role[] {
  const { access } = API_ROUTES[route];
  return access === 'public' || access === 'authenticated' ? ROLES : access;
}

type Extra = Partial<Omit<MenuItem, 'id' | 'title' | 'type'>>;

/** A link to a page of the dashboard (spec §3 type `item`). */
const item = (id: string, title: MenuText, url: string, icon: SvgIconComponent, extra: Extra = {}): MenuItem => ({
  id,
  title,
  type: 'item',
  url: url.startsWith('/') ? url : `/dashboard/${url}`,
  icon,
  ...extra,
});
const demo: Extra = { chip: { label: 'menu.demo', color: 'default' } };

/**
 * Spec §3/§6: the dashboard menu. Home and profile for every account; the rest by role, and the
 * entries of a business module only while it is switched on (PRODUCT §1).
 */
export const MENU: MenuItem[] = withModules(
  [
    {
      id: 'dashboard',
      title: 'menu.dashboard',
      type: 'group',
      children: [
        item('home', 'menu.home', '/dashboard', DashboardOutlined, {
          roles: rolesOf('auth.profile'),
          breadcrumbs: false,
        }),
      ],
    },
    {
      id: 'management',
      title: 'menu.management',
      type: 'group',
      children: [
        {
          id: 'names-section',
          title: 'menu.names',
          type: 'collapse',
          icon: MenuBookOutlined,
          roles: rolesOf('names.create'),
          module: 'names',
          children: [
            item('names', 'menu.namesAdmin', 'names', FormatListNumberedOutlined),
            item('landing', 'menu.landing', 'landing', PublicOutlined),
          ],
        },
        item('users', 'menu.users', 'users', PeopleOutlined, { roles: rolesOf('users.list') }),
        item('events', 'menu.events', 'events', HistoryOutlined, { roles: rolesOf('events.list') }),
        item('settings', 'menu.settings', 'settings', SettingsOutlined, { roles: rolesOf('settings.list') }),
      ],
    },
    {
      id: 'account',
      title: 'menu.account',
      type: 'group',
      children: [item('profile', 'menu.profile', 'profile', PersonOutlined, { roles: rolesOf('auth.profile') })],
    },
    {
      id: 'system',
      title: 'menu.system',
      caption: 'menu.systemCaption',
      type: 'group',
      roles: ['SUPERADMIN'],
      children: [
        item('outbox', 'menu.outbox', 'outbox', OutboxOutlined, { roles: rolesOf('outbox.list') }),
        item('api-docs', 'menu.apiDocs', withBase('/api/docs'), ApiOutlined, { external: true, target: '_blank' }),
        {
          id: 'utilities',
          title: 'menu.utilities',
          type: 'collapse',
          icon: PaletteOutlined,
          children: [
            item('util-typography', 'menu.typography', 'utils/util-typography', TextFieldsOutlined, demo),
            item('util-color', 'menu.color', 'utils/util-color', PaletteOutlined, demo),
            item('util-shadow', 'menu.shadow', 'utils/util-shadow', LayersOutlined, demo),
          ],
        },
        {
          id: 'icons',
          title: 'menu.icons',
          type: 'collapse',
          icon: InterestsOutlined,
          children: [
            item('tabler-icons', 'menu.tablerIcons', 'icons/tabler-icons', GestureOutlined, demo),
            item('material-icons', 'menu.materialIcons', 'icons/material-icons', CategoryOutlined, demo),
          ],
        },
        item('sample-page', 'menu.samplePage', 'sample-page', InsertDriveFileOutlined, demo),
      ],
    },
  ],
  moduleOn,
);
