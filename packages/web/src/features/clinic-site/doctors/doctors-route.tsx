import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFormat } from '../../../hooks/use-format';
import { useDoctors, type DoctorFilters } from '../api/doctors';
import { CardGrid } from '../components/card-grid';
import { LoadError } from '../components/load-error';
import { LoadingCards } from '../components/loading-cards';
import { SitePage } from '../components/site-page';
import { DoctorCard } from './doctor-card';
import { DoctorFilterFields } from './doctor-filters';

/** `/doctors?speciality=&etablissement=`: the doctors, best rated first, filtered by speciality and clinic. */
export default function DoctorsRoute() {
  const { t } = useTranslation('clinicSite');
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const filters: DoctorFilters = {
    speciality: params.get('speciality') ?? '',
    etablissement: params.get('etablissement') ?? '',
  };
  const doctors = useDoctors(filters);
  const filter = (next: DoctorFilters) =>
    setParams(Object.fromEntries(Object.entries(next).filter(([, chosen]) => chosen !== '')), { replace: true });

  let content;
  if (doctors.isPending) content = <LoadingCards count={6} height={120} />;
  else if (doctors.isError)
    content = <LoadError message={doctors.error.message} onRetry={() => void doctors.refetch()} />;
  else if (doctors.data.length === 0) content = <Typography role="status">{t('doctors.empty')}</Typography>;
  else
    content = (
      <>
        <Typography role="status" sx={{ color: 'text.secondary', marginBlockEnd: 1.5 }}>
          {t('doctors.count', { count: doctors.data.length, number: format.number(doctors.data.length) })}
        </Typography>
        <CardGrid min="19rem">
          {doctors.data.map((doctor) => (
            <li key={doctor.pubkey}>
              <DoctorCard doctor={doctor} />
            </li>
          ))}
        </CardGrid>
      </>
    );
  return (
    <SitePage title={t('doctors.title')} intro={t('doctors.intro')} busy={doctors.isPending}>
      <DoctorFilterFields value={filters} onChange={filter} />
      {content}
    </SitePage>
  );
}
