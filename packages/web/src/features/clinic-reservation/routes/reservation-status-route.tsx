import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useParams, useSearchParams } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { useFormat } from '../../../hooks/use-format';
import { usePublicReservation } from '../api/reservation-api';
import { CodeStep } from '../components/code-step';
import { ReservationCard } from '../components/reservation-card';
import { ReservationState } from '../components/reservation-state';
import { ReservationSummary } from '../components/reservation-summary';

/**
 * `/reservation/:id?token=`: the request's confirmation screen. Waiting for its code: the code
 * step; then its state (sent, accepted with the time, declined with the reason).
 */
export default function ReservationStatusRoute() {
  const { t } = useTranslation('reservation');
  const id = useParams().id ?? '';
  const token = useSearchParams()[0].get('token') ?? '';
  const query = usePublicReservation(id, token);
  const format = useFormat();
  const waiting = query.data?.status === 'UNVERIFIED';
  // Where the code went, so a visitor with two phones knows which to look at (finding 32).
  const intro = query.data && (
    <Trans
      t={t}
      i18nKey="code.introTo"
      values={{ phone: format.ltr(query.data.maskedPhone) }}
      components={{ number: <Box component="bdi" dir="ltr" sx={{ whiteSpace: 'nowrap' }} /> }}
    />
  );
  return (
    <ReservationCard title={waiting ? t('code.title') : t('statusTitle')} intro={waiting ? intro : undefined}>
      {query.isPending && token !== '' && (
        <Stack sx={{ alignItems: 'center' }}>
          <CircularProgress aria-label={t('statusTitle')} />
        </Stack>
      )}
      {(query.isError || token === '') && <Alert severity="error">{t('notFound')}</Alert>}
      {waiting && <CodeStep id={id} token={token} />}
      {query.data && !waiting && <ReservationState reservation={query.data} />}
      {query.data && <ReservationSummary reservation={query.data} />}
    </ReservationCard>
  );
}
