import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { createSvgIcon } from '@mui/material/utils';
import { useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { addCatalogues } from '../../../i18n/add-catalogues';
import namespaces from './nav-namespaces';

// The links' words come with them and are added before they render: none in the first load.
addCatalogues(namespaces);

/** Material's "menu" icon, drawn here: an icon module shared with other pages would be a chunk of its own. */
const MenuIcon = createSvgIcon(<path d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z" />, 'Menu');

/** The clinic's public pages, in the header's order. */
export const CLINIC_LINKS = [
  { path: '/doctors', label: 'doctors' },
  { path: '/specialities', label: 'specialities' },
  { path: '/promotions', label: 'promotions' },
  { path: '/campaigns', label: 'campaigns' },
  { path: '/about', label: 'about' },
  // The one journey built for a visitor without an account (finding 5).
  { path: '/reservation', label: 'reservation' },
] as const;

const isAt = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * The clinic's entries of the public header: links in the bar from 900 px; below, a disclosure
 * (HTML's details and summary) that shows them in a panel under the header, so the other buttons
 * and the language switch keep their room at 320 px. Both forms are in the page, the width
 * choosing by CSS, and the panel opens without JavaScript too: the server renders it without
 * knowing the width, and a visitor without scripts can still reach the clinic's pages (issue 30).
 */
export default function ClinicNav() {
  const { t } = useTranslation('clinicSiteNav');
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const current = (path: string) => (isAt(pathname, path) ? ('page' as const) : undefined);
  const links = (column: boolean) =>
    CLINIC_LINKS.map(({ path, label }) => (
      <Button
        key={path}
        href={path}
        color="inherit"
        aria-current={current(path)}
        onClick={() => setOpen(false)}
        sx={{
          whiteSpace: 'nowrap',
          fontWeight: current(path) ? 700 : 500,
          justifyContent: column ? 'flex-start' : 'center',
        }}
      >
        {t(label)}
      </Button>
    ));
  const escape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
  };
  return (
    <>
      <Stack
        component="nav"
        aria-label={t('menu')}
        direction="row"
        spacing={0.5}
        sx={{ display: { xs: 'none', md: 'flex' } }}
      >
        {links(false)}
      </Stack>
      <Box
        component="details"
        open={open}
        onToggle={(event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open)}
        onKeyDown={escape}
        sx={{ display: { md: 'none' } }}
      >
        <IconButton
          component="summary"
          size="small"
          aria-label={t('menu')}
          // The browser's own marker is the icon's place.
          sx={{ padding: 0.5, listStyle: 'none', '&::-webkit-details-marker': { display: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Paper
          component="nav"
          aria-label={t('menu')}
          elevation={4}
          sx={{ position: 'absolute', insetInline: 0, insetBlockStart: '100%', padding: 1 }}
        >
          <Stack>{links(true)}</Stack>
        </Paper>
      </Box>
    </>
  );
}
