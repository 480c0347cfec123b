import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MyDoctor } from '@bayan/shared';
import { ListHeader } from '../../../components/data-table/list-header';
import { RouterLink } from '../../../components/router-link';
import { useFormat } from '../../../hooks/use-format';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useLanguage } from '../../../i18n/use-language';
import { useMyDoctors } from './ratings';
import { DoctorAvatar } from '../../../components/doctor-avatar';
import { RatingSummary } from './rating-summary';

/** The booking wizard with this doctor chosen: it opens at the consultation types. */
export const bookAgainLink = (doctor: string) => `/dashboard/book-appointment?${new URLSearchParams({ doctor })}`;

function DoctorCard({ doctor }: { doctor: MyDoctor }) {
  const { t } = useTranslation(['ratings', 'clinic']);
  const { language } = useLanguage();
  const format = useFormat();
  const speciality = doctor.speciality && (language === 'ar' ? doctor.speciality.nameAr : doctor.speciality.nameEn);
  const when = t('clinic:when', format.bothCalendars(new Date(doctor.lastVisit), doctor.timeZone));
  return (
    <Card variant="outlined" component="article" aria-label={doctor.name} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', marginBlockEnd: 2 }}>
          <DoctorAvatar doctor={doctor} size={56} decorative />
          <div>
            <Typography variant="h6" component="h2">
              {doctor.name}
            </Typography>
            {speciality && <Typography sx={{ color: 'text.secondary' }}>{speciality}</Typography>}
          </div>
        </Stack>
        <Stack spacing={1}>
          <RatingSummary rating={doctor.rating} count={doctor.ratingCount} />
          <Typography variant="body2">{t('myDoctors.lastVisit', { when })}</Typography>
        </Stack>
      </CardContent>
      <CardActions sx={{ paddingInline: 2, paddingBlockEnd: 2 }}>
        <Button
          variant="contained"
          component={RouterLink}
          href={bookAgainLink(doctor.pubkey)}
          aria-label={t('myDoctors.bookAgainWith', { doctor: doctor.name })}
        >
          {t('myDoctors.bookAgain')}
        </Button>
      </CardActions>
    </Card>
  );
}

/** `/dashboard/my-doctors` (spec §2, a patient): the doctors seen, the latest visit first, each to book again. */
export default function MyDoctorsRoute() {
  const { t } = useTranslation(['ratings', 'dashboard']);
  usePageTitle(t('dashboard:menu.myDoctors'));
  const query = useMyDoctors();
  const doctors = query.data?.data;
  return (
    <Stack spacing={3} sx={{ paddingBlock: { xs: 2, md: 3 } }}>
      <ListHeader title={t('dashboard:menu.myDoctors')} intro={t('myDoctors.intro')} />
      {query.isError ? (
        <Alert severity="error">{t('myDoctors.error')}</Alert>
      ) : !doctors ? (
        <Skeleton variant="rounded" height={180} aria-hidden />
      ) : doctors.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('myDoctors.empty')}</Typography>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {doctors.map((doctor) => (
            <Grid key={doctor.pubkey} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              <DoctorCard doctor={doctor} />
            </Grid>
          ))}
        </Grid>
      )}
    </Stack>
  );
}
