import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { useTranslation } from 'react-i18next';
import { mirrorInRtl, visuallyHidden } from '../../../components/mirror';
import { OUTLINE_ICONS, type OutlineIconName } from '../components/outline-icons';
import { DemoPage } from '../components/demo-page';
import { IconGrid, IconTile } from '../components/icon-grid';

const NAMES = Object.keys(OUTLINE_ICONS) as OutlineIconName[];

/** `/dashboard/icons/tabler-icons`: line icons in the Tabler manner, and the way to the full set. */
export default function TablerIconsRoute() {
  const { t } = useTranslation('dashboard');
  return (
    <DemoPage title={t('demo.tabler.title')} intro={t('demo.tabler.intro')}>
      <IconGrid minTile={120}>
        {NAMES.map((name) => (
          <IconTile key={name}>
            <Box component="svg" viewBox="0 0 24 24" aria-hidden sx={{ width: 32, height: 32, color: 'primary.main' }}>
              {OUTLINE_ICONS[name].map((path) => (
                <path
                  key={path}
                  d={path}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={2}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              ))}
            </Box>
            <Typography variant="body2">{t(`demo.tabler.names.${name}`)}</Typography>
          </IconTile>
        ))}
      </IconGrid>
      <Link
        href="https://tabler.io/icons"
        target="_blank"
        rel="noopener noreferrer"
        component="a"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, marginBlockStart: 3 }}
      >
        {t('demo.tabler.more')}
        <OpenInNewRounded fontSize="small" sx={mirrorInRtl} />
        <span style={visuallyHidden}> {t('shell.newTab')}</span>
      </Link>
    </DemoPage>
  );
}
