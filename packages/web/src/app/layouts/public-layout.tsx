import { Suspense } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import { LoadingBar } from '../../components/feedback/loading-bar';
import { PageLoader } from '../../components/page-loader';
import { PageTransition } from './page-transition';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { ScrollToTop } from './scroll-to-top';
import { SkipLink } from './skip-link';

export const MAIN_ID = 'main-content';

/** Header, main and footer landmarks around the public pages; `animated` adds the 0.8 s transition. */
export function PublicLayout({ animated }: { animated: boolean }) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <ScrollToTop />
      <LoadingBar />
      <SkipLink target={MAIN_ID} />
      <PublicHeader />
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <PageTransition animated={animated}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </PageTransition>
      </Box>
      <PublicFooter />
    </Box>
  );
}
