import { afterEach, expect, it } from 'vitest';
import type { Profile } from '@bayan/shared';
import { clearSession, saveSession, writeProfile } from './session';
import { readStored } from './storage';

const profile: Profile = {
  pubkey: 'pk-1',
  name: 'سارة العتيبي',
  firstName: 'سارة',
  fatherName: 'محمد',
  grandfatherName: null,
  lastName: 'العتيبي',
  email: 'sara@example.com',
  phone: '+966512345678',
  idNumber: '1000000008',
  gender: 'FEMALE',
  birthday: '1990-01-01',
  role: 'STAFF',
  status: 'ACTIVE',
  hasFile: false,
  etablissementPubkey: 'clinic-1',
  is_email_confirmed: true,
  is_phone_confirmed: false,
  must_change_password: false,
};

const storedUser = () => JSON.parse(readStored('user') ?? 'null') as unknown;

afterEach(() => localStorage.clear());

it('stores the spec’s `user` on login: the account’s public fields, no token nor personal identifier', () => {
  saveSession({ access_token: 'access-secret', refresh_token: 'refresh-secret', profile });
  expect(storedUser()).toEqual({
    pubkey: 'pk-1',
    firstName: 'سارة',
    lastName: 'العتيبي',
    gender: 'FEMALE',
    role: 'STAFF',
    status: 'ACTIVE',
    isEmailVerified: true,
    isPhoneVerified: false,
    etablissementPubkey: 'clinic-1',
  });
  for (const secret of [
    'access-secret',
    'refresh-secret',
    '1000000008',
    '1990-01-01',
    'sara@example.com',
    '+966512345678',
  ])
    expect(readStored('user')).not.toContain(secret);
});

it('follows a profile read, and goes on logout with the rest of the session', () => {
  saveSession({ access_token: 'a', refresh_token: 'r', profile });
  writeProfile({ ...profile, role: 'ADMIN', is_phone_confirmed: true });
  expect(storedUser()).toMatchObject({ role: 'ADMIN', isPhoneVerified: true });
  localStorage.setItem('lang', 'en');
  clearSession();
  expect(readStored('user')).toBeNull();
  expect(readStored('profile')).toBeNull();
  expect(readStored('lang')).toBe('en');
});
