import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import { LoadingBar } from '../../components/feedback/loading-bar';
import { PageLoader } from '../../components/page-loader';
import { PageTransition } from './page-transition';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { ScrollToTop } from './scroll-to-top';
import { SkipLink } from './skip-link';
import { StableGutter } from './stable-gutter';

export const MAIN_ID = 'main-content';

function Main({ children }: { children: ReactNode }) {
  return (
    <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
      {children}
    </Box>
  );
}

/**
 * Header, main and footer landmarks around the public pages; `animated` adds the 0.8 s transition.
 * The footer waits with the page inside one Suspense: shown under a spinner, it would sit at the
 * foot of the first screen and then be pushed out of it when the page arrives (a layout shift).
 */
export function PublicLayout({ animated }: { animated: boolean }) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <StableGutter />
      <ScrollToTop />
      <LoadingBar />
      <SkipLink target={MAIN_ID} />
      <PublicHeader />
      <Suspense
        fallback={
          <Main>
            <PageLoader />
          </Main>
        }
      >
        <Main>
          <PageTransition animated={animated}>
            <Outlet />
          </PageTransition>
        </Main>
        <PublicFooter />
      </Suspense>
    </Box>
  );
}
