import type { SvgIconComponent } from '@mui/icons-material';
import { ROLES, type ApiRoute, type Role } from '@bayan/shared';
import type { MenuItem, MenuText } from './menu-tree';

/**
 * Who may see a page: whoever may call the API route it is built on. One permission map
 * (PRODUCT §3) drives the server's checks, the menu and the page guards.
 */
export function rolesOf({ access }: Pick<ApiRoute, 'access'>): readonly Role[] {
  return access === 'public' || access === 'authenticated' ? ROLES : access;
}

type Extra = Partial<Omit<MenuItem, 'id' | 'title' | 'type'>>;

/** A link to a page of the dashboard (spec §3 type `item`); a relative `url` is below `/dashboard/`. */
export const menuItem = (
  id: string,
  title: MenuText,
  url: string,
  /** None for the entries of a collapse whose own icon says it all. */
  icon: SvgIconComponent | undefined,
  extra: Extra = {},
): MenuItem => ({
  id,
  title,
  type: 'item',
  url: url.startsWith('/') ? url : `/dashboard/${url}`,
  ...(icon ? { icon } : {}),
  ...extra,
});
