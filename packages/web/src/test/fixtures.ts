import { appointmentColor, type Appointment, type Name, type Profile, type Role, type User } from '@bayan/shared';
import { writeProfile } from '../lib/session';

const CREATED = '2026-11-01T09:00:00.000Z';

/** A name as the API answers it (spec §3 Name). */
export function aName(overrides: Partial<Name> = {}): Name {
  return {
    id: 1,
    name: 'الرَّحْمَنُ',
    transliteration: 'Ar-Rahman',
    meaningAr: 'ذو الرحمة الواسعة',
    meaningEn: 'The Most Merciful',
    description: '',
    order: 1,
    isActive: true,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

/** An account as the API answers it (spec §3 User). */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    pubkey: 'u-1',
    id: 1,
    firstName: 'هدى',
    fatherName: null,
    grandfatherName: null,
    lastName: 'الحربي',
    name: 'هدى الحربي',
    email: 'huda@example.com',
    phone: '+966512345678',
    idNumber: null,
    gender: 'FEMALE',
    birthday: null,
    role: 'USER',
    status: 'ACTIVE',
    isEmailVerified: true,
    isPhoneVerified: true,
    mustChangePassword: false,
    totpEnabled: false,
    etablissementPubkey: null,
    file: null,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

/** Signs in (the stored profile) as an account of `role`. */
export function signInAs(role: Role, overrides: Partial<Profile> = {}): Profile {
  const profile: Profile = {
    pubkey: `me-${role}`,
    name: 'أنا',
    firstName: 'أنا',
    fatherName: null,
    grandfatherName: null,
    lastName: 'نفسي',
    email: 'me@example.com',
    phone: null,
    idNumber: null,
    gender: null,
    birthday: null,
    role,
    status: 'ACTIVE',
    hasFile: false,
    is_email_confirmed: true,
    is_phone_confirmed: true,
    must_change_password: false,
    ...overrides,
  };
  writeProfile(profile);
  return profile;
}

/** An appointment as the API answers it: 30 minutes with Dr Samir in Riyadh, Pending. */
export function anAppointment(overrides: Partial<Appointment> = {}): Appointment {
  const start = overrides.start ?? '2026-03-11T06:00:00.000Z';
  const status = overrides.status ?? 'Pending';
  const consultationType = overrides.consultationType ?? 't-1';
  return {
    id: 'a-1',
    status,
    start,
    startDate: start,
    end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
    doctor: { pubkey: 'd-1', name: 'د. سمير' },
    patient: { pubkey: 'p-1', name: 'سارة' },
    etablissementPubkey: 'e-1',
    timeZone: 'Asia/Riyadh',
    consultationType,
    type: { pubkey: consultationType, nameAr: 'كشف', nameEn: 'Consultation' },
    priceHalalas: 15_000,
    durationMinutes: 30,
    duration: 30,
    color: appointmentColor(status),
    notes: null,
    rescheduledFrom: null,
    patientNoShows: 0,
    createdAt: CREATED,
    ...overrides,
  };
}
