import type { Doctor, Etablissement } from '@bayan/shared';
import type { MedicalClinic, Physician, WithContext } from 'schema-dts';

/** schema.org's day names, Sunday first as the clinics' weekend days count them (0 = Sunday). */
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/*
 * schema.org's types (schema-dts, Google's typings) check these at compile time; e2e
 * structured-data.test.ts validates the served JSON-LD against the types' JSON Schemas.
 */

/** A time zone's offset from UTC today, as ISO 8601 writes it (`+03:00` for Asia/Riyadh). */
function offsetOf(timeZone: string): string {
  const name = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = name?.replace(/^GMT/, '') ?? '';
  return offset === '' ? 'Z' : offset;
}

/** A clinic as schema.org's `MedicalClinic`, with its opening hours on its open days (issue 30). */
export function medicalClinic(clinic: Etablissement, language: 'ar' | 'en'): WithContext<MedicalClinic> {
  const open = DAYS.filter((_, day) => !clinic.weekendDays.includes(day));
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    name: language === 'ar' ? clinic.nameAr : clinic.nameEn,
    ...(clinic.description ? { description: clinic.description } : {}),
    ...(clinic.address ? { address: clinic.address } : {}),
    ...(clinic.phone ? { telephone: clinic.phone } : {}),
    // Times as schema.org's Time with the clinic's offset (hh:mm:ss+hh:mm); open until midnight closes at 23:59:59.
    ...(open.length
      ? {
          openingHoursSpecification: {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: open,
            opens: `${clinic.startHour}:00${offsetOf(clinic.timeZone)}`,
            closes: `${clinic.endHour === '24:00' ? '23:59:59' : `${clinic.endHour}:00`}${offsetOf(clinic.timeZone)}`,
          },
        }
      : {}),
  };
}

/**
 * A doctor as schema.org's `Physician`, rated when patients have rated them (issue 30). The
 * speciality is what the doctor knows about: `medicalSpecialty` takes only schema.org's own list
 * (MedicalSpecialty), and a clinic names its specialities in its own words.
 */
export function physician(doctor: Doctor, language: 'ar' | 'en'): WithContext<Physician> {
  const name = (ref: { nameAr: string; nameEn: string }) => (language === 'ar' ? ref.nameAr : ref.nameEn);
  return {
    '@context': 'https://schema.org',
    '@type': 'Physician',
    name: doctor.name,
    ...(doctor.bio ? { description: doctor.bio } : {}),
    ...(doctor.speciality ? { knowsAbout: name(doctor.speciality) } : {}),
    ...(doctor.photoUrl ? { image: doctor.photoUrl } : {}),
    // A Physician is a doctor's practice (an organisation): the clinic it is part of.
    parentOrganization: { '@type': 'MedicalClinic', name: name(doctor.etablissement) },
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
