import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../hooks/use-format';
import { DemoPage } from '../components/demo-page';

const LEVELS = Array.from({ length: 25 }, (_, level) => level);

/** `/dashboard/utils/util-shadow`: the 25 elevation levels of the theme. */
export default function ShadowRoute() {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  return (
    <DemoPage title={t('demo.shadow.title')} intro={t('demo.shadow.intro')}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', padding: 1 }}>
        {LEVELS.map((level) => (
          <Paper key={level} elevation={level} sx={{ paddingBlock: 3, textAlign: 'center' }}>
            <Typography sx={{ fontWeight: 500 }}>{t('demo.shadow.level', { number: format.number(level) })}</Typography>
          </Paper>
        ))}
      </Box>
    </DemoPage>
  );
}
