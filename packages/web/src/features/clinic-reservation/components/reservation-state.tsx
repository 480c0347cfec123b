import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PublicReservation } from '@bayan/shared';
import { useFormat } from '../../../hooks/use-format';
import { useLanguage } from '../../../i18n/use-language';

/** What became of a confirmed request: waiting for the clinic, accepted (its time), declined (the reason). */
export function ReservationState({ reservation }: { reservation: PublicReservation }) {
  const { t } = useTranslation('reservation');
  const format = useFormat();
  const { language } = useLanguage();
  const clinic = language === 'ar' ? reservation.etablissement.nameAr : reservation.etablissement.nameEn;
  const { appointment } = reservation;
  return (
    <Stack spacing={2}>
      {reservation.status === 'PENDING' && (
        <Alert severity="success" role="status">
          {reservation.message ?? t('state.pending')}
          <br />
          {t('state.pendingNext', { clinic })}
        </Alert>
      )}
      {reservation.status === 'ACCEPTED' && appointment && (
        <Alert severity="success" role="status">
          {t('state.accepted', {
            clinic,
            doctor: appointment.doctor.name,
            when: t('when', format.bothCalendars(new Date(appointment.start), appointment.timeZone)),
          })}
        </Alert>
      )}
      {reservation.status === 'DECLINED' && (
        <Alert severity="warning" role="status">
          {t('state.declined', { clinic })}
          <br />
          {t('state.reason', { reason: reservation.declineReason ?? '' })}
        </Alert>
      )}
      {reservation.status === 'EXPIRED' && (
        <Alert severity="info" role="status">
          {t('state.expired')}
        </Alert>
      )}
      {reservation.status === 'ACCEPTED' && (
        <Typography sx={{ color: 'text.secondary' }}>{t('state.account')}</Typography>
      )}
      {(reservation.status === 'DECLINED' || reservation.status === 'EXPIRED') && (
        <Button variant="outlined" href="/reservation">
          {t('state.again')}
        </Button>
      )}
    </Stack>
  );
}
