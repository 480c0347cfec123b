import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useClinics } from '../api/directory';
import { CardGrid } from '../components/card-grid';
import { LoadError } from '../components/load-error';
import { LoadingCards } from '../components/loading-cards';
import { SitePage } from '../components/site-page';
import { ClinicCard } from './clinic-card';
import { usePageHead } from '../../../lib/page-head';
import { useLanguage } from '../../../i18n/use-language';
import { medicalClinic } from '../structured-data';

/** `/about`: the clinics, with their address, phone and working hours. */
export default function AboutRoute() {
  const { t } = useTranslation('clinicSite');
  const clinics = useClinics();
  const { language } = useLanguage();
  usePageHead({ structuredData: clinics.data?.map((clinic) => medicalClinic(clinic, language)) ?? [] });
  let content;
  if (clinics.isPending) content = <LoadingCards count={2} height={220} />;
  else if (clinics.isError)
    content = <LoadError message={clinics.error.message} onRetry={() => void clinics.refetch()} />;
  else if (clinics.data.length === 0) content = <Typography role="status">{t('about.empty')}</Typography>;
  else
    content = (
      <CardGrid min="20rem">
        {clinics.data.map((clinic) => (
          <li key={clinic.pubkey}>
            <ClinicCard clinic={clinic} />
          </li>
        ))}
      </CardGrid>
    );
  return (
    <SitePage title={t('about.title')} intro={t('about.intro')} busy={clinics.isPending}>
      {content}
    </SitePage>
  );
}
