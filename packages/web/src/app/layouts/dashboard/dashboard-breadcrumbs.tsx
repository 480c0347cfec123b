import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NavigateNextRounded from '@mui/icons-material/NavigateNextRounded';
import { useTranslation } from 'react-i18next';
import { mirrorInRtl } from '../../../components/mirror';
import { useMenuTrail } from './menu-trail';

/** Spec §9: more than this many crumbs collapse behind an ellipsis button. */
const MAX_CRUMBS = 8;

/**
 * Spec §2: the path to the page, starting at Dashboard, from the menu tree (collapses included,
 * groups left out: they title menu sections, not places). A page may opt out (`breadcrumbs: false`),
 * or name its own place (usePageTrail): then the trail is the entry it sits under, then the page.
 */
export function DashboardBreadcrumbs() {
  const { t } = useTranslation('dashboard');
  const { trail: found, own } = useMenuTrail();
  const trail = (found ?? []).filter((item) => item.type !== 'group');
  const page = own ? undefined : trail.at(-1);
  if (page?.breadcrumbs === false) return null;
  return (
    <Breadcrumbs
      aria-label={t('shell.breadcrumbs')}
      maxItems={MAX_CRUMBS}
      expandText={t('shell.showPath')}
      separator={<NavigateNextRounded fontSize="small" sx={mirrorInRtl} />}
      sx={{ marginBlockEnd: 2.5 }}
    >
      {page || own ? (
        <Link href="/dashboard" underline="hover" color="inherit">
          {t('menu.dashboard')}
        </Link>
      ) : (
        <Typography sx={{ color: 'text.primary' }}>{t('menu.dashboard')}</Typography>
      )}
      {trail.map((item) =>
        item === page ? (
          <Typography key={item.id} aria-current="page" sx={{ color: 'text.primary', fontWeight: 500 }}>
            {t(item.title)}
          </Typography>
        ) : (
          <Typography key={item.id}>{t(item.title)}</Typography>
        ),
      )}
      {own && (
        <Typography aria-current="page" sx={{ color: 'text.primary', fontWeight: 500 }}>
          {own.title}
        </Typography>
      )}
    </Breadcrumbs>
  );
}
