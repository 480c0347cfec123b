import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Doctor } from '@bayan/shared';
import { DoctorAvatar } from '../../../components/doctor-avatar';
import { useLanguage } from '../../../i18n/use-language';
import { DoctorRating } from '../components/doctor-rating';
import { LinkCard } from '../components/site-card';

/** A doctor in the list: photo, name (the link to their page), speciality, clinic and rating. */
export function DoctorCard({ doctor }: { doctor: Doctor }) {
  const { language } = useLanguage();
  const name = (ref: { nameAr: string; nameEn: string }) => (language === 'ar' ? ref.nameAr : ref.nameEn);
  return (
    <LinkCard href={`/doctors/${doctor.pubkey}`}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <DoctorAvatar doctor={doctor} size={72} decorative />
        <Stack spacing={0.25} sx={{ minWidth: 0 }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
            {doctor.name}
          </Typography>
          {doctor.speciality && <Typography sx={{ color: 'primary.main' }}>{name(doctor.speciality)}</Typography>}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {name(doctor.etablissement)}
          </Typography>
          <DoctorRating doctor={doctor} />
        </Stack>
      </Stack>
    </LinkCard>
  );
}
