import type { MenuItem } from '../lib/menu-tree';
import { ACTIVE_FEATURES } from './active-features';
import { MENU_GROUPS, type Feature, type MenuGroup } from '../lib/feature/feature';
import { FEATURE_MENUS } from './feature-menus';

const SECTIONS: Record<MenuGroup, Pick<MenuItem, 'title' | 'caption' | 'roles'>> = {
  dashboard: { title: 'menu.dashboard' },
  clinic: { title: 'menu.clinic' },
  management: { title: 'menu.management' },
  account: { title: 'menu.account' },
  system: { title: 'menu.system', caption: 'menu.systemCaption', roles: ['SUPERADMIN'] },
};

/** Spec §3/§6: the features' entries gathered under the menu's sections; a section without entries is left out. */
export function menuOf(features: readonly Feature[]): MenuItem[] {
  const entries = features.flatMap((feature) => FEATURE_MENUS[feature.name as keyof typeof FEATURE_MENUS] ?? []);
  return MENU_GROUPS.flatMap((id) => {
    const children = entries.filter((entry) => entry.group === id).map((entry) => entry.item);
    return children.length > 0 ? [{ id, type: 'group' as const, ...SECTIONS[id], children }] : [];
  });
}

/** The dashboard menu: home and profile for every account, the rest by role (each entry's `roles`). */
export const MENU = menuOf(ACTIVE_FEATURES);
