import type { SvgIconComponent } from '@mui/icons-material';
import { allows, type Role } from '@bayan/shared';
import type dashboardCatalogue from '../i18n/locales/ar/dashboard.json';

/** A key of the dashboard catalogue's `menu` section. */
export type MenuText = `menu.${keyof (typeof dashboardCatalogue)['menu']}`;

export type MenuItemType = 'group' | 'collapse' | 'item';

/** Spec §3 "Menu item": one entry of the dashboard menu tree. */
export interface MenuItem {
  id: string;
  title: MenuText;
  type: MenuItemType;
  url?: string;
  icon?: SvgIconComponent;
  /** Who sees the entry (and may open its page); SUPERADMIN always may. Children inherit it. */
  roles?: readonly Role[];
  /** false: the page shows no breadcrumbs. */
  breadcrumbs?: boolean;
  caption?: MenuText;
  chip?: { label: MenuText; color: 'primary' | 'secondary' | 'default' };
  /** A link outside the app (a plain link, not a client-side route). */
  external?: boolean;
  target?: '_blank' | '_self';
  disabled?: boolean;
  children?: MenuItem[];
}

const permits = (item: MenuItem, role: Role) => !item.roles || allows(item.roles, role);

/** The tree as `role` sees it: hidden entries dropped, and groups left without entries too. */
export function visibleMenu(items: readonly MenuItem[], role: Role): MenuItem[] {
  return items.flatMap((item) => {
    if (!permits(item, role)) return [];
    if (!item.children) return [item];
    const children = visibleMenu(item.children, role);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}

/** The entries from the root down to the one `match` picks, or null. */
export function findTrail(items: readonly MenuItem[], match: (item: MenuItem) => boolean): MenuItem[] | null {
  for (const item of items) {
    if (match(item)) return [item];
    const below = item.children ? findTrail(item.children, match) : null;
    if (below) return [item, ...below];
  }
  return null;
}

/** Whether `role` may open the page of entry `id`: every entry above it must allow the role too. */
export function mayOpen(items: readonly MenuItem[], id: string, role: Role): boolean {
  const trail = findTrail(items, (item) => item.id === id);
  return trail !== null && trail.every((item) => permits(item, role));
}

/** The entry whose page is shown at `pathname`: the longest menu URL that is the path or a parent of it. */
export function activeTrail(items: readonly MenuItem[], pathname: string): MenuItem[] | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: MenuItem[] | null = null;
  const visit = (list: readonly MenuItem[], above: MenuItem[]) => {
    for (const item of list) {
      const trail = [...above, item];
      const url = item.type === 'item' && !item.external ? item.url : undefined;
      const hit = url !== undefined && (path === url || (url !== '/dashboard' && path.startsWith(`${url}/`)));
      if (hit && (!best || url.length > (best.at(-1)?.url?.length ?? 0))) best = trail;
      if (item.children) visit(item.children, trail);
    }
  };
  visit(items, []);
  return best;
}
