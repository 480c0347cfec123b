import { useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@bayan/shared';
import { mirrorInRtl } from '../../../components/mirror';
import { RouterLink } from '../../../components/router-link';
import { useSignOut } from '../../../hooks/use-sign-out';

/**
 * Spec §2: a greeting with the user's name above the menu, then 'account_setting' (→ profile)
 * and 'logout'. The greeting sits outside the menu list: a menu holds only its items.
 */
export function ProfileMenu({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const { signOut, busy } = useSignOut();
  const close = () => setAnchor(null);
  // Popovers place themselves in physical terms: the menu hangs from the button's end edge.
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';
  return (
    <>
      <IconButton
        id={buttonId}
        aria-label={t('shell.accountMenu')}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ padding: 0.5 }}
      >
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: '1rem' }}>
          {[...profile.firstName][0]}
        </Avatar>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: end }}
        transformOrigin={{ vertical: 'top', horizontal: end }}
        slotProps={{ paper: { sx: { minWidth: 240, marginBlockStart: 1 } } }}
      >
        <Box sx={{ paddingInline: 2, paddingBlock: 1.5 }}>
          <Typography sx={{ fontWeight: 700 }}>{t('shell.greeting', { name: profile.name })}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t(`common:roles.${profile.role}`)}
          </Typography>
        </Box>
        <Divider />
        <MenuList id={menuId} autoFocusItem aria-labelledby={buttonId}>
          <MenuItem component={RouterLink} href="/dashboard/profile" onClick={close}>
            <ListItemIcon>
              <ManageAccountsOutlined fontSize="small" />
            </ListItemIcon>
            {t('shell.accountSetting')}
          </MenuItem>
          <MenuItem disabled={busy} onClick={signOut}>
            <ListItemIcon>
              <LogoutRounded fontSize="small" sx={mirrorInRtl} />
            </ListItemIcon>
            {t('common:actions.logout')}
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}
