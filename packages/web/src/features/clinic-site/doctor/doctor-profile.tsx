import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Doctor } from '@bayan/shared';
import { DoctorAvatar } from '../../../components/doctor-avatar';
import { useLanguage } from '../../../i18n/use-language';
import { DoctorRating } from '../components/doctor-rating';

/** The doctor's photo, speciality, clinic, rating and biography (the name is the page's title). */
export function DoctorProfile({ doctor }: { doctor: Doctor }) {
  const { t } = useTranslation('clinicSite');
  const { language } = useLanguage();
  const name = (ref: { nameAr: string; nameEn: string }) => (language === 'ar' ? ref.nameAr : ref.nameEn);
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2.5} sx={{ alignItems: 'center' }}>
        <DoctorAvatar doctor={doctor} size={96} />
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          {doctor.speciality && (
            <Typography sx={{ color: 'primary.main', fontWeight: 600 }}>{name(doctor.speciality)}</Typography>
          )}
          <Typography sx={{ color: 'text.secondary' }}>{name(doctor.etablissement)}</Typography>
          <DoctorRating doctor={doctor} />
        </Stack>
      </Stack>
      <section aria-labelledby="doctor-bio">
        <Typography id="doctor-bio" variant="h2" sx={{ fontSize: '1.5rem', marginBlockEnd: 1 }}>
          {t('doctor.about')}
        </Typography>
        {/* The bio is written in one language whatever the reader's: its own direction places its punctuation. */}
        <Typography
          dir={doctor.bio ? 'auto' : undefined}
          sx={{ whiteSpace: 'pre-line', color: doctor.bio ? 'text.primary' : 'text.secondary' }}
        >
          {doctor.bio || t('doctor.noBio')}
        </Typography>
      </section>
    </Stack>
  );
}
