import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SitePage } from '../components/site-page';
import { ServiceList } from './service-list';
import { SpecialityList } from './speciality-list';

/** `/specialities`: what the doctors treat (each leading to its doctors) and the services with their prices. */
export default function SpecialitiesRoute() {
  const { t } = useTranslation('clinicSite');
  return (
    <SitePage title={t('specialities.title')} intro={t('specialities.intro')}>
      <Typography variant="h2" sx={{ fontSize: '1.5rem', marginBlockEnd: 2 }}>
        {t('specialities.specialities')}
      </Typography>
      <SpecialityList />
      <Typography variant="h2" sx={{ fontSize: '1.5rem', marginBlock: 4 }}>
        {t('specialities.services')}
      </Typography>
      <ServiceList />
    </SitePage>
  );
}
