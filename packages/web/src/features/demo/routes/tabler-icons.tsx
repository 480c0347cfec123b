import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { useTranslation } from 'react-i18next';
import { mirrorInRtl, visuallyHidden } from '../../../components/mirror';
import { OUTLINE_ICONS, type OutlineIconName } from '../components/outline-icons';
import { DemoPage } from '../components/demo-page';

const NAMES = Object.keys(OUTLINE_ICONS) as OutlineIconName[];

/** `/dashboard/icons/tabler-icons`: line icons in the Tabler manner, and the way to the full set. */
export default function TablerIconsRoute() {
  const { t } = useTranslation('dashboard');
  return (
    <DemoPage title={t('demo.tabler.title')} intro={t('demo.tabler.intro')}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        }}
      >
        {NAMES.map((name) => (
          <Stack
            component="li"
            key={name}
            spacing={1}
            sx={{ alignItems: 'center', paddingBlock: 2, borderRadius: 2, border: 1, borderColor: 'divider' }}
          >
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
          </Stack>
        ))}
      </Box>
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
