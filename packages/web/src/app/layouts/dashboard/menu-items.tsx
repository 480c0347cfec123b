import { memo } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../../lib/menu-tree';
import { useMenuTrail } from './menu-trail';
import { NavCollapse } from './nav-collapse';
import { NavGroup } from './nav-group';
import { NavItem } from './nav-item';

export interface MenuLevelProps {
  items: readonly MenuItem[];
  level: number;
  /** Called after a click on an entry that opens a page (closes the drawer on small screens). */
  onNavigate?: () => void;
}

/** The ids of the entries leading to the page on screen: the selected item and its parents. */
export function useActiveIds(): ReadonlySet<string> {
  return new Set((useMenuTrail().trail ?? []).map((item) => item.id));
}

/**
 * Spec §3/§8: renders a menu level by entry type; an unknown type says so instead of failing.
 * Memoised: the shell re-renders when the account is re-read, and the menu need not (issue 14).
 */
export const MenuItems = memo(function MenuItems({ items, level, onNavigate }: MenuLevelProps) {
  const { t } = useTranslation('dashboard');
  const active = useActiveIds();
  return items.map((item) => {
    switch (item.type) {
      // Groups and collapses render their children through this component again (spec §3 nesting).
      case 'group':
        return (
          <NavGroup key={item.id} item={item}>
            <MenuItems items={item.children ?? []} level={level} onNavigate={onNavigate} />
          </NavGroup>
        );
      case 'collapse':
        return (
          <NavCollapse key={item.id} item={item} level={level} open={active.has(item.id)}>
            <MenuItems items={item.children ?? []} level={level + 1} onNavigate={onNavigate} />
          </NavCollapse>
        );
      case 'item':
        return (
          <NavItem key={item.id} item={item} level={level} selected={active.has(item.id)} onNavigate={onNavigate} />
        );
      default:
        return (
          <Typography key={item.id} role="alert" variant="body2" sx={{ color: 'error.main', padding: 2 }}>
            {t('menuError')}
          </Typography>
        );
    }
  });
});
