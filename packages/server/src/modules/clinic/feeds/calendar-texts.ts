import { APPOINTMENT_STATUS_LABELS, type CalendarFeedKind, type Language } from '@bayan/shared';
import { statusToApi } from '../appointments/appointment-status.js';
import type { AppointmentStatusValue } from '../appointments/appointments.table.js';

/** What an event says: only what its reader sees of the appointment in the app (no notes, no price). */
export interface EntryFacts {
  doctor: string;
  patient: string;
  type: Record<Language, string>;
  clinic: Record<Language, string>;
  address: string;
  status: AppointmentStatusValue;
}

export interface EntryTexts {
  summary: string;
  description: string;
  location: string;
}

const WORDS = {
  ar: { doctor: 'الطبيب', patient: 'المريض', type: 'نوع الموعد', status: 'الحالة', clinic: 'العيادة', comma: '، ' },
  en: {
    doctor: 'Doctor',
    patient: 'Patient',
    type: 'Appointment type',
    status: 'Status',
    clinic: 'Clinic',
    comma: ', ',
  },
} as const;

/**
 * The event's texts in one language: a doctor's event is titled by the patient they see, a
 * patient's by the doctor; both name the type, the state and the clinic, and the clinic's address is
 * the event's place.
 */
export function entryTexts(kind: CalendarFeedKind, lang: Language, facts: EntryFacts): EntryTexts {
  const words = WORDS[lang];
  const other = kind === 'doctor' ? facts.patient : facts.doctor;
  const lines: Array<[string, string]> = [
    [kind === 'doctor' ? words.patient : words.doctor, other],
    [words.type, facts.type[lang]],
    [words.status, APPOINTMENT_STATUS_LABELS[lang][statusToApi(facts.status)]],
    [words.clinic, facts.clinic[lang]],
  ];
  return {
    summary: `${other} — ${facts.type[lang]}`,
    description: lines.map(([label, value]) => `${label}: ${value}`).join('\n'),
    location: [facts.clinic[lang], facts.address].filter(Boolean).join(words.comma),
  };
}

/** Both languages, Arabic first, for an email's invitation (the email itself is in both). */
export function bilingualTexts(kind: CalendarFeedKind, facts: EntryFacts): EntryTexts {
  const ar = entryTexts(kind, 'ar', facts);
  const en = entryTexts(kind, 'en', facts);
  return {
    summary: `${ar.summary} | ${en.summary}`,
    description: `${ar.description}\n\n${en.description}`,
    location: ar.location,
  };
}
