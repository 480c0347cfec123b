import { Suspense } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import MenuOpenRounded from '@mui/icons-material/MenuOpenRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@bayan/shared';
import { Logo } from '../../../components/logo';
import { mirrorInRtl } from '../../../components/mirror';
import { useSiteName } from '../../../hooks/use-public-settings';
import { ACTIVE_FEATURES } from '../../active-features';
import { dashboardsOf } from '../../feature-dashboards';
import { LanguageSwitch } from '../language-switch';
import { DRAWER_ID, DRAWER_WIDTH, HEADER_HEIGHT } from './shell-sizes';

/** The features' widgets (the notification bell, the profile menu), in the features' order. */
const WIDGETS = dashboardsOf(ACTIVE_FEATURES).flatMap(({ name, dashboard }) =>
  (dashboard.topBar ?? []).map((Widget, index) => ({ key: `${name}-${index}`, Widget })),
);

interface TopBarProps {
  profile: Profile;
  drawerOpen: boolean;
  onToggleDrawer: () => void;
}

/** Spec §2: menu toggle, logo, language, notification bell and the profile menu. */
export function TopBar({ profile, drawerOpen, onToggleDrawer }: TopBarProps) {
  const { t } = useTranslation(['dashboard', 'common']);
  const siteName = useSiteName();
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{ borderBlockEnd: 1, borderColor: 'divider', zIndex: (theme) => theme.zIndex.drawer + 1 }}
    >
      <Toolbar sx={{ minHeight: { xs: HEADER_HEIGHT.xs, sm: HEADER_HEIGHT.sm }, gap: { xs: 0.5, sm: 1.5 } }}>
        <Link
          href="/dashboard"
          aria-label={t('shell.home', { site: siteName })}
          underline="none"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            fontWeight: 700,
            fontSize: '1.25rem',
            width: { lg: DRAWER_WIDTH - 40 },
          }}
        >
          <Logo color="primary" fontSize="large" />
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {siteName}
          </Box>
        </Link>
        <IconButton
          aria-label={drawerOpen ? t('shell.closeMenu') : t('shell.openMenu')}
          aria-expanded={drawerOpen}
          aria-controls={DRAWER_ID}
          onClick={onToggleDrawer}
          sx={{ bgcolor: 'action.hover' }}
        >
          {drawerOpen ? <MenuOpenRounded sx={mirrorInRtl} /> : <MenuRounded />}
        </IconButton>
        <Box sx={{ flex: 1 }} />
        <LanguageSwitch />
        <Suspense fallback={null}>
          {WIDGETS.map(({ key, Widget }) => (
            <Widget key={key} profile={profile} />
          ))}
        </Suspense>
      </Toolbar>
    </AppBar>
  );
}
