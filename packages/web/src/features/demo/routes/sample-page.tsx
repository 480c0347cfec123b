import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DemoPage } from '../components/demo-page';

/** `/dashboard/sample-page`: the frame every dashboard screen shares, with nothing else in it. */
export default function SamplePageRoute() {
  const { t } = useTranslation('dashboard');
  return (
    <DemoPage title={t('demo.sample.title')} intro={t('demo.sample.intro')}>
      <Typography component="h2" variant="h6" sx={{ marginBlockEnd: 1 }}>
        {t('demo.sample.cardTitle')}
      </Typography>
      <Typography>{t('demo.sample.body')}</Typography>
    </DemoPage>
  );
}
