import type { Name, User } from '@bayan/shared';

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
    lastName: 'الحربي',
    fatherName: null,
    familyName: null,
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
    etablissementPubkey: null,
    file: null,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}
