import type { Doctor, Etablissement } from '@bayan/shared';

/** schema.org's day names, Sunday first as the clinics' weekend days count them (0 = Sunday). */
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** A clinic as schema.org's `MedicalClinic`, with its opening hours on its open days (issue 30). */
export function medicalClinic(clinic: Etablissement, language: 'ar' | 'en'): object {
  const open = DAYS.filter((_, day) => !clinic.weekendDays.includes(day));
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    name: language === 'ar' ? clinic.nameAr : clinic.nameEn,
    ...(clinic.description ? { description: clinic.description } : {}),
    ...(clinic.address ? { address: clinic.address } : {}),
    ...(clinic.phone ? { telephone: clinic.phone } : {}),
    openingHoursSpecification: open.length
      ? [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: open.map((day) => `https://schema.org/${day}`),
            opens: clinic.startHour,
            closes: clinic.endHour === '24:00' ? '23:59' : clinic.endHour,
          },
        ]
      : [],
  };
}

/** A doctor as schema.org's `Physician`, rated when patients have rated them (issue 30). */
export function physician(doctor: Doctor, language: 'ar' | 'en'): object {
  const name = (ref: { nameAr: string; nameEn: string }) => (language === 'ar' ? ref.nameAr : ref.nameEn);
  return {
    '@context': 'https://schema.org',
    '@type': 'Physician',
    name: doctor.name,
    ...(doctor.bio ? { description: doctor.bio } : {}),
    ...(doctor.speciality ? { medicalSpecialty: name(doctor.speciality) } : {}),
    ...(doctor.photoUrl ? { image: doctor.photoUrl } : {}),
    worksFor: { '@type': 'MedicalClinic', name: name(doctor.etablissement) },
    ...(doctor.ratingCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(doctor.rating * 10) / 10,
            ratingCount: doctor.ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** A doctor's page in a search result: who they are, where, and the start of their biography. */
export function doctorSummary(doctor: Doctor, language: 'ar' | 'en'): string {
  const name = (ref: { nameAr: string; nameEn: string }) => (language === 'ar' ? ref.nameAr : ref.nameEn);
  const parts = [doctor.name, doctor.speciality && name(doctor.speciality), name(doctor.etablissement)];
  const head = parts.filter(Boolean).join(' · ');
  return doctor.bio ? `${head}. ${doctor.bio.slice(0, 200)}` : head;
}
