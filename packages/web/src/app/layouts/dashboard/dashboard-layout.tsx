import { Suspense, useCallback, useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { LoadingBar } from '../../../components/feedback/loading-bar';
import { PageLoader } from '../../../components/page-loader';
import { useDashboardProfile } from '../../../hooks/use-profile-query';
import { MAIN_ID } from '../public-layout';
import { ScrollToTop } from '../scroll-to-top';
import { SkipLink } from '../skip-link';
import { StableGutter } from '../stable-gutter';
import { DashboardBreadcrumbs } from './dashboard-breadcrumbs';
import { PageTrailProvider } from '../../../lib/feature/page-trail';
import { DRAWER_WIDTH, HEADER_HEIGHT, WIDE_CONTENT_OFFSET } from './shell-sizes';
import { SideDrawer } from './side-drawer';
import { TopBar } from './top-bar';

/**
 * Spec §2: the dashboard shell. The drawer stays beside the content on wide screens (≥ lg) and
 * slides over it below, closing after a menu click there. Its two states are kept apart, so
 * closing it on a phone does not hide it when the window grows.
 */
export function DashboardLayout() {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const [wideOpen, setWideOpen] = useState(true);
  const [narrowOpen, setNarrowOpen] = useState(false);
  // One function for every render: the menu is memoised on it.
  const closeNarrow = useCallback(() => setNarrowOpen(false), []);
  const profile = useDashboardProfile();

  if (!profile) return <PageLoader />;
  if (profile.must_change_password) return <Navigate to="/force-password" replace />;
  if (profile.must_verify_phone) return <Navigate to="/phone-verification" replace />;
  if (profile.must_enrol_totp) return <Navigate to="/two-factor-setup" replace />;
  const open = wide ? wideOpen : narrowOpen;
  const toggle = () => (wide ? setWideOpen((shown) => !shown) : setNarrowOpen((shown) => !shown));

  // The page's own place (usePageTrail) is read by the breadcrumbs and the side menu alike.
  return (
    <PageTrailProvider>
      <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
        <StableGutter />
        <ScrollToTop />
        <LoadingBar />
        <SkipLink target={MAIN_ID} />
        <TopBar profile={profile} drawerOpen={open} onToggleDrawer={toggle} />
        <SideDrawer wide={wide} open={open} role={profile.role} onClose={closeNarrow} onNavigate={closeNarrow} />
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          sx={(theme) => ({
            outline: 'none',
            marginInlineStart: wide && open ? `${DRAWER_WIDTH}px` : 0,
            paddingBlockStart: {
              xs: `${HEADER_HEIGHT.xs + 16}px`,
              sm: `${HEADER_HEIGHT.sm + 20}px`,
              lg: `${WIDE_CONTENT_OFFSET}px`,
            },
            paddingBlockEnd: 4,
            paddingInline: { xs: 2, sm: 3 },
            transition: theme.transitions.create('margin', { duration: theme.transitions.duration.standard }),
          })}
        >
          <DashboardBreadcrumbs />
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </PageTrailProvider>
  );
}
