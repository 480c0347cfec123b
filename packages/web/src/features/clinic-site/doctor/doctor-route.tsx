import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { mirrorInRtl } from '../../../components/mirror';
import { StatusMessage } from '../../../components/status-message';
import { useFormat } from '../../../hooks/use-format';
import { useToken } from '../../../hooks/use-token';
import { isMissing } from '../../../lib/api-client';
import { bookingLink } from '../../../lib/booking-link';
import { reservationLink } from '../../../lib/reservation-link';
import { loginThenTo, registerThenTo } from '../../../lib/return-to';
import { useDoctor } from '../api/doctors';
import { LoadError } from '../components/load-error';
import { SitePage } from '../components/site-page';
import { DoctorProfile } from './doctor-profile';
import { FreeSlots, type SlotChoice } from './free-slots';
import { LoginPrompt } from './login-prompt';
import { DoctorReviews } from '../reviews/doctor-reviews';
import { usePageHead } from '../../../lib/page-head';
import { useLanguage } from '../../../i18n/use-language';
import { doctorSummary, physician } from '../structured-data';

/**
 * `/doctors/:pubkey`: who the doctor is and when they can see a patient. A time picked goes to
 * the booking wizard's confirm step; a visitor logs in first and comes back to it.
 */
export default function DoctorRoute() {
  const { t } = useTranslation('clinicSite');
  const format = useFormat();
  const { pubkey = '' } = useParams();
  const token = useToken();
  const navigate = useNavigate();
  const doctor = useDoctor(pubkey);
  const [pending, setPending] = useState<{ link: string; start: string; when: string } | null>(null);
  const { language } = useLanguage();
  usePageHead(
    doctor.data
      ? { description: doctorSummary(doctor.data, language), structuredData: [physician(doctor.data, language)] }
      : {},
  );

  const back = (
    <Button href="/doctors" startIcon={<ArrowBackRounded sx={mirrorInRtl} />} sx={{ marginBlockEnd: 2 }}>
      {t('doctor.back')}
    </Button>
  );
  if (doctor.isPending)
    return (
      <SitePage title={t('doctors.title')} before={back} busy>
        <Skeleton variant="rounded" height={160} />
      </SitePage>
    );
  if (doctor.isError) {
    const missing = isMissing(doctor.error);
    return (
      <SitePage title={t('doctors.title')} before={back}>
        {missing ? (
          <StatusMessage icon={<PersonSearchOutlined fontSize="inherit" />} title={t('doctor.notFound')} body="" />
        ) : (
          <LoadError message={doctor.error.message} onRetry={() => void doctor.refetch()} />
        )}
      </SitePage>
    );
  }

  const choose = ({ slot, type, timeZone }: SlotChoice) => {
    const link = bookingLink({ doctor: pubkey, type: type.id, start: slot.start });
    if (token) return void navigate(link);
    setPending({
      link,
      start: slot.start,
      when: t('doctor.when', format.bothCalendars(new Date(slot.start), timeZone)),
    });
  };

  return (
    <SitePage title={doctor.data.name} before={back}>
      <Stack spacing={4}>
        <DoctorProfile doctor={doctor.data} />
        <section aria-labelledby="free-slots">
          <Typography id="free-slots" variant="h2" sx={{ fontSize: '1.5rem', marginBlockEnd: 2 }}>
            {t('doctor.slots')}
          </Typography>
          <FreeSlots doctor={pubkey} onChoose={choose} />
          {!token && (
            <Button
              href={reservationLink({ clinic: doctor.data.etablissement.pubkey, doctor: pubkey })}
              sx={{ marginBlockStart: 2 }}
            >
              {t('doctor.reservation')}
            </Button>
          )}
        </section>
        <DoctorReviews doctorPubkey={pubkey} />
      </Stack>
      <LoginPrompt
        choice={pending && { when: pending.when, doctor: doctor.data.name }}
        links={{
          login: loginThenTo(pending?.link ?? ''),
          register: registerThenTo(pending?.link ?? ''),
          reservation: reservationLink({
            clinic: doctor.data.etablissement.pubkey,
            doctor: pubkey,
            start: pending?.start,
          }),
        }}
        onClose={() => setPending(null)}
      />
    </SitePage>
  );
}
