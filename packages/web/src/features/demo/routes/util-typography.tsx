import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../hooks/use-format';
import { DemoPage } from '../components/demo-page';

const VARIANTS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
] as const;

/** `/dashboard/utils/util-typography`: every text style of the theme on one sample sentence. */
export default function TypographyRoute() {
  const { t } = useTranslation('dashboard');
  const theme = useTheme();
  const format = useFormat();
  return (
    <DemoPage title={t('demo.typography.title')} intro={t('demo.typography.intro')}>
      <Stack divider={<Divider flexItem />} spacing={2}>
        {VARIANTS.map((variant) => {
          const style = theme.typography[variant];
          const size = Number.parseFloat(String(style.fontSize)) * (String(style.fontSize).endsWith('rem') ? 16 : 1);
          return (
            <Stack key={variant} spacing={0.5}>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('demo.typography.variant', {
                  name: variant,
                  size: format.number(Math.round(size)),
                  weight: format.number(Number(style.fontWeight ?? 400)),
                })}
              </Typography>
              {/* Samples are not headings of this page: each keeps its look on a paragraph. */}
              <Typography variant={variant as TypographyProps['variant']} component="p">
                {t('demo.typography.sample')}
              </Typography>
            </Stack>
          );
        })}
      </Stack>
    </DemoPage>
  );
}
