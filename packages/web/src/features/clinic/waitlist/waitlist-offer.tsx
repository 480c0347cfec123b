import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import { useTranslation } from 'react-i18next';
import type { WaitlistEntry, WaitlistOffer } from '@bayan/shared';
import { StatusMessage } from '../../../components/status-message';
import { useFormat } from '../../../hooks/use-format';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError } from '../../../lib/api-client';
import { useMyWaitlist, useWaitlistAnswer } from './waitlist-api';
import { DetailsList } from '../../../components/details-list';

/** The seat held: doctor, type, its time in the clinic's zone in both calendars, and until when it is held. */
function OfferDetails({ offer }: { offer: WaitlistOffer }) {
  const { t } = useTranslation('waitlist');
  const { language } = useLanguage();
  const format = useFormat();
  const moment = format.bothCalendars(new Date(offer.start), offer.timeZone);
  const rows: [string, string][] = [
    [t('doctor'), offer.doctor.name],
    [t('type'), language === 'ar' ? offer.type.nameAr : offer.type.nameEn],
    [t('hijri'), moment.hijri],
    [t('gregorian'), moment.gregorian],
    [t('time'), moment.time],
    [t('heldUntil'), format.time(new Date(offer.holdExpiresAt), offer.timeZone)],
  ];
  return <DetailsList rows={rows} label={t('details')} />;
}

const APPOINTMENTS = { label: '', href: '/dashboard/my-appointments', variant: 'outlined' as const };

/** What the entry says now: the seat held for it with confirm and decline, or where it stands. */
function EntryPanel({ entry }: { entry: WaitlistEntry }) {
  const { t } = useTranslation('waitlist');
  const format = useFormat();
  const answer = useWaitlistAnswer(entry.id);
  const link = { ...APPOINTMENTS, label: t('myAppointments') };
  const day = (date: string) => format.bothCalendars(new Date(`${date}T12:00:00Z`)).gregorian;
  const refusal = answer.isError && (
    <Alert severity="error" role="alert">
      {answer.error instanceof ApiError ? answer.error.message : t('notFound')}
    </Alert>
  );
  if (answer.isSuccess) {
    const outcome = answer.data.status === 'BOOKED' ? 'confirmed' : answer.data.status === 'LEFT' ? 'left' : 'declined';
    return (
      <StatusMessage
        role="status"
        headingLevel="h1"
        icon={<EventAvailableOutlined fontSize="inherit" />}
        title={t(outcome)}
        body={outcome === 'left' ? '' : t(`${outcome}Body`)}
        action={link}
      />
    );
  }
  if (entry.offer) {
    return (
      <Stack spacing={3}>
        <Stack spacing={1}>
          <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
            {t('offerTitle')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('offerIntro')}</Typography>
        </Stack>
        <OfferDetails offer={entry.offer} />
        {refusal}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="contained" loading={answer.isPending} onClick={() => answer.mutate('confirm')}>
            {t('confirm')}
          </Button>
          <Button variant="outlined" disabled={answer.isPending} onClick={() => answer.mutate('decline')}>
            {t('decline')}
          </Button>
        </Stack>
      </Stack>
    );
  }
  if (entry.status === 'ACTIVE') {
    return (
      <Stack spacing={3}>
        <StatusMessage
          role="status"
          headingLevel="h1"
          icon={<HourglassEmptyOutlined fontSize="inherit" />}
          title={t('waitingTitle')}
          body={t('waitingBody', { from: day(entry.fromDate), to: day(entry.toDate) })}
        />
        {refusal}
        <Button
          variant="outlined"
          color="error"
          loading={answer.isPending}
          onClick={() => answer.mutate('leave')}
          sx={{ alignSelf: 'center' }}
        >
          {t('leave')}
        </Button>
      </Stack>
    );
  }
  const status = entry.status === 'OFFERED' ? 'EXPIRED' : entry.status;
  return (
    <StatusMessage
      role="status"
      headingLevel="h1"
      icon={<EventBusyOutlined fontSize="inherit" />}
      title={t(`statusTitle.${status}`)}
      body=""
      action={link}
    />
  );
}

/**
 * The offer page (`/dashboard/waitlist/:id`), where the SMS, email and inbox notice of a held seat
 * lead: the patient confirms it (a booking) or lets it go; otherwise the entry's state.
 */
export function WaitlistOfferPage({ id }: { id: string }) {
  const { t } = useTranslation('waitlist');
  const mine = useMyWaitlist();
  const entry = mine.data?.items.find((item) => item.id === id);
  if (mine.isPending) {
    return (
      <Stack sx={{ alignItems: 'center', paddingBlock: 6 }}>
        <CircularProgress aria-label={t('pageTitle')} />
      </Stack>
    );
  }
  if (!entry) {
    const icon = <SearchOffOutlined fontSize="inherit" />;
    return <StatusMessage role="alert" headingLevel="h1" icon={icon} title={t('pageTitle')} body={t('notFound')} />;
  }
  return <EntryPanel entry={entry} />;
}
