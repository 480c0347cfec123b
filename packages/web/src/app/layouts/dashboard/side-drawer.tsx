import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useTranslation } from 'react-i18next';
import type { Role } from '@bayan/shared';
import { MENU } from '../../menu';
import { visibleMenu } from '../../../lib/menu-tree';
import { MenuItems } from './menu-items';
import { DRAWER_ID, DRAWER_WIDTH, HEADER_HEIGHT } from './shell-sizes';

interface SideDrawerProps {
  wide: boolean;
  open: boolean;
  role: Role;
  onClose: () => void;
  onNavigate: () => void;
}

const below = { xs: `${HEADER_HEIGHT.xs}px`, sm: `${HEADER_HEIGHT.sm}px` };

/**
 * Spec §2/§4: persistent beside the content on wide screens, temporary (over it, closed by
 * Escape, a click outside or a menu click) below. Anchored at the start edge: the left in
 * English, the right in Arabic, as the theme direction says. Either way it hangs below the top
 * bar, whose toggle stays in reach to close it.
 */
export function SideDrawer({ wide, open, role, onClose, onNavigate }: SideDrawerProps) {
  const { t } = useTranslation('dashboard');
  const items = useMemo(() => visibleMenu(MENU, role), [role]);
  return (
    <Drawer
      id={DRAWER_ID}
      variant={wide ? 'persistent' : 'temporary'}
      anchor="left"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      slotProps={{
        paper: {
          // Over the content, the drawer is a dialog and needs a name; beside it, it is not one.
          ...(!wide && { 'aria-label': t('menu.label') }),
          sx: {
            width: DRAWER_WIDTH,
            insetBlockStart: below,
            height: { xs: `calc(100% - ${below.xs})`, sm: `calc(100% - ${below.sm})` },
          },
        },
      }}
    >
      <Box component="nav" aria-label={t('menu.label')} sx={{ paddingInline: 1.5, paddingBlockEnd: 3 }}>
        <MenuItems items={items} level={0} onNavigate={wide ? undefined : onNavigate} />
      </Box>
    </Drawer>
  );
}
