import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { mirrorInRtl } from '../../../components/mirror';
import { useLanguage } from '../../../i18n/use-language';
import { useSpecialities } from '../api/directory';
import { CardGrid } from '../components/card-grid';
import { LoadError } from '../components/load-error';
import { LoadingCards } from '../components/loading-cards';
import { LinkCard } from '../components/site-card';

/** The specialities, each a link to its doctors. */
export function SpecialityList() {
  const { t } = useTranslation('clinicSite');
  const { language } = useLanguage();
  const query = useSpecialities();
  if (query.isPending) return <LoadingCards count={4} height={64} />;
  if (query.isError) return <LoadError message={query.error.message} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <Typography role="status">{t('specialities.noSpecialities')}</Typography>;
  return (
    <CardGrid min="14rem">
      {query.data.map((speciality) => {
        const name = language === 'ar' ? speciality.nameAr : speciality.nameEn;
        return (
          <li key={speciality.pubkey}>
            <LinkCard
              href={`/doctors?speciality=${speciality.pubkey}`}
              label={t('specialities.doctorsOf', { name })}
              sx={{ justifyContent: 'space-between', gap: 1 }}
            >
              <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
              <ChevronRightRounded aria-hidden color="primary" sx={mirrorInRtl} />
            </LinkCard>
          </li>
        );
      })}
    </CardGrid>
  );
}
