import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getContrastRatio, rgbToHex, useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { DemoPage } from '../components/demo-page';

const PALETTES = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
const SHADES = ['light', 'main', 'dark'] as const;

/** Black or white, whichever stands out more on `background` (at least 4.5:1 for any colour). */
const readableOn = (background: string) =>
  getContrastRatio(background, '#000') >= getContrastRatio(background, '#fff') ? '#000' : '#fff';

/** `/dashboard/utils/util-color`: the theme's palette, each shade with its value. */
export default function ColorRoute() {
  const { t } = useTranslation('dashboard');
  const { palette } = useTheme();
  return (
    <DemoPage title={t('demo.color.title')} intro={t('demo.color.intro')}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
        {PALETTES.map((name) => (
          <Stack key={name} component="section" aria-labelledby={`palette-${name}`} spacing={1}>
            <Typography id={`palette-${name}`} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t(`demo.color.names.${name}`)}
            </Typography>
            {SHADES.map((shade) => {
              const colour = palette[name][shade];
              return (
                <Box key={shade} sx={{ bgcolor: colour, color: readableOn(colour), borderRadius: 2, padding: 1.5 }}>
                  <Typography sx={{ fontWeight: 500 }}>{t(`demo.color.${shade}`)}</Typography>
                  <Typography variant="body2" component="code" dir="ltr" sx={{ fontFamily: 'monospace' }}>
                    {rgbToHex(colour)}
                  </Typography>
                </Box>
              );
            })}
          </Stack>
        ))}
      </Box>
    </DemoPage>
  );
}
