import LocalHospitalOutlined from '@mui/icons-material/LocalHospitalOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { RouterLink } from '../../../components/router-link';

/** The clinic's public pages, in the header's order. */
export const CLINIC_LINKS = [
  { path: '/doctors', label: 'doctors' },
  { path: '/specialities', label: 'specialities' },
  { path: '/about', label: 'about' },
] as const;

const isAt = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * The clinic's entries of the public header: links in the bar from 900 px, a menu button below
 * (the header's other buttons and the language switch keep their room at 320 px).
 */
export default function ClinicNav() {
  const { t } = useTranslation('clinicSiteNav');
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const current = (path: string) => (isAt(pathname, path) ? ('page' as const) : undefined);
  return (
    <>
      <Stack
        component="nav"
        aria-label={t('menu')}
        direction="row"
        spacing={0.5}
        sx={{ display: { xs: 'none', md: 'flex' } }}
      >
        {CLINIC_LINKS.map(({ path, label }) => (
          <Button
            key={path}
            href={path}
            color="inherit"
            aria-current={current(path)}
            sx={{ whiteSpace: 'nowrap', fontWeight: current(path) ? 700 : 500 }}
          >
            {t(label)}
          </Button>
        ))}
      </Stack>
      <IconButton
        aria-label={t('menu')}
        aria-haspopup="true"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? 'clinic-nav-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
        sx={{ display: { md: 'none' } }}
      >
        <LocalHospitalOutlined />
      </IconButton>
      <Menu id="clinic-nav-menu" anchorEl={anchor} open={anchor !== null} onClose={close}>
        {CLINIC_LINKS.map(({ path, label }) => (
          <MenuItem
            key={path}
            component={RouterLink}
            href={path}
            selected={current(path) !== undefined}
            aria-current={current(path)}
            onClick={close}
          >
            {t(label)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
