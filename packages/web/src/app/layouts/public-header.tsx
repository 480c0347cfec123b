import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';
import { Logo } from '../../components/logo';
import { useMustEnrolTotp } from '../../hooks/use-must-enrol-totp';
import { useRegistrationOpen, useSiteName } from '../../hooks/use-public-settings';
import { useToken } from '../../hooks/use-token';
import { ACTIVE_FEATURES } from '../active-features';
import { useHomePath } from '../site-home';
import { LanguageSwitch } from './language-switch';

// Three buttons, the language switch and the site name share one line at 375 px; below 360 px
// the buttons' padding narrows so that a feature's header button (publicNav) fits at 320 px too.
const NAV_BUTTON = {
  whiteSpace: 'nowrap',
  fontSize: { xs: '0.8125rem', sm: '0.875rem' },
  paddingInline: { xs: 1.25, sm: 2 },
  '@media (max-width: 359.95px)': { paddingInline: 0.75, minWidth: 0 },
};

/**
 * The room a feature's header links take below 900 px, where they fold into a 32-px menu button
 * (lib/feature/feature.ts `publicNav`): kept from the first paint, so the button's arrival moves nothing
 * on a phone. From 900 px the links are drawn in the free room before the language switch.
 */
const MENU_BUTTON_ROOM = { display: { md: 'none' }, width: 32, height: 32, flexShrink: 0 } as const;

/**
 * Below 360 px the bar has no room to spare: its gaps narrow so that it still fits 320 px while the
 * webfont is loading, when the fallback face draws the buttons a few pixels wider (the first paint
 * can come before the 500 weight has arrived).
 */
const TOOLBAR = { gap: { xs: 1, sm: 1.5 }, '@media (max-width: 359.95px)': { gap: 0.5 } };

/** The active features' header links (a switched-off module's go with it). */
const NAV_WIDGETS = ACTIVE_FEATURES.flatMap((feature) =>
  (feature.publicNav ?? []).map((Widget, index) => ({ key: `${feature.name}-${index}`, Widget })),
);

/** The pages whose header carries no feature's links (features' `plainHeader`): a deed's public check. */
const PLAIN_PAGES = ACTIVE_FEATURES.flatMap((feature) =>
  feature.plainHeader ? (feature.publicRoutes ?? []).map((route) => `/${route.path}`) : [],
);

/** The header links' scripts, fetched before the first render (app/first-view.ts; the server links them). */
export const preloadHeaderLinks = (): Promise<unknown>[] => NAV_WIDGETS.map(({ Widget }) => Widget.preload());

/**
 * On a narrow phone the logo alone stands for the site (the link keeps its name): below 360 px the
 * name, the two buttons and the language switch do not fit; with a feature's links (their menu
 * button) the name would be cut to a few letters below 420 px. A long name an admin chose is cut.
 */
const SITE_NAME = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  [`@media (max-width: ${NAV_WIDGETS.length > 0 ? 419.95 : 359.95}px)`]: { display: 'none' },
};

/**
 * Spec §2: a link home; with a token a link to the dashboard, without one login and (while
 * registration is open) register. An account that must still link an authenticator app is led to
 * its setup instead: the dashboard would only send it there.
 */
export function PublicHeader() {
  const { t } = useTranslation();
  const token = useToken();
  const mustEnrol = useMustEnrolTotp();
  const siteName = useSiteName();
  const registrationOpen = useRegistrationOpen();
  const home = useHomePath() ?? '/home';
  const { pathname } = useLocation();
  const plain = PLAIN_PAGES.some((path) => matchPath(path, pathname));
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBlockEnd: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={TOOLBAR}>
          <Link
            href={home}
            aria-label={t('nav.home', { site: siteName })}
            underline="none"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, fontWeight: 700, fontSize: '1.25rem' }}
          >
            <Logo color="primary" />
            <Box component="span" sx={SITE_NAME}>
              {siteName}
            </Box>
          </Link>
          <Box sx={{ flex: 1 }} />
          {/* Drawn in the free room before the switch once fetched: nothing already shown moves. */}
          {!plain &&
            NAV_WIDGETS.map(({ key, Widget }) => (
              <Suspense key={key} fallback={<Box aria-hidden sx={MENU_BUTTON_ROOM} />}>
                <Widget />
              </Suspense>
            ))}
          <LanguageSwitch />
          <Stack component="nav" aria-label={t('nav.main')} direction="row" spacing={{ xs: 0.5, sm: 1 }}>
            {token ? (
              <Button variant="contained" href={mustEnrol ? '/two-factor-setup' : '/dashboard'} sx={NAV_BUTTON}>
                {t(mustEnrol ? 'nav.finishSignInSetup' : 'nav.dashboard')}
              </Button>
            ) : (
              <>
                <Button href="/login" sx={NAV_BUTTON}>
                  {t('nav.login')}
                </Button>
                {registrationOpen && (
                  <Button variant="contained" href="/register" sx={NAV_BUTTON}>
                    {t('nav.register')}
                  </Button>
                )}
              </>
            )}
          </Stack>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
