import { profileSchema } from '@bayan/shared';
import { describe, expect, it } from 'vitest';
import { isProfile } from './profile-guard';

const valid = {
  pubkey: 'AAAAAAAAAAAAAAAAAAAAAA',
  name: 'سارة العتيبي',
  firstName: 'سارة',
  lastName: 'العتيبي',
  fatherName: null,
  grandfatherName: null,
  email: 'sara@example.com',
  phone: '+966501234567',
  idNumber: null,
  gender: 'FEMALE',
  birthday: '1994-08-10',
  role: 'PATIENT',
  status: 'ACTIVE',
  hasFile: false,
  is_email_confirmed: true,
  is_phone_confirmed: false,
  must_change_password: false,
};

const ADDRESS = {
  buildingNumber: '2121',
  street: 'طريق الملك فهد',
  district: 'العليا',
  secondaryDistrict: null,
  city: 'الرياض',
  postalCode: '12214',
  additionalNumber: '7432',
  shortAddress: null,
  country: 'المملكة العربية السعودية',
  latitude: 24.7,
  longitude: 46.68,
};

describe('isProfile', () => {
  const cases: [string, unknown][] = [
    ['a complete profile', valid],
    ['one that must confirm its phone', { ...valid, must_verify_phone: true }],
    ['one with every optional text empty', { ...valid, email: null, phone: null, gender: null, birthday: null }],
    ['an unknown role', { ...valid, role: 'ROOT' }],
    ['an unknown status', { ...valid, status: 'GONE' }],
    ['an unknown gender', { ...valid, gender: 'OTHER' }],
    ['a missing pubkey', { ...valid, pubkey: undefined }],
    ['a missing father name (not null)', { ...valid, fatherName: undefined }],
    ['a flag written as text', { ...valid, hasFile: 'false' }],
    ['a must_verify_phone written as text', { ...valid, must_verify_phone: 'yes' }],
    ['one with a national address', { ...valid, nationalAddress: ADDRESS }],
    ['one with no national address', { ...valid, nationalAddress: null }],
    [
      'a national address with a part written as a number',
      { ...valid, nationalAddress: { ...ADDRESS, postalCode: 12214 } },
    ],
    ['a national address with a part missing', { ...valid, nationalAddress: { ...ADDRESS, city: undefined } }],
    // Stored by a release before issue 33: read again from the server rather than trusted.
    ['a national address without the country', { ...valid, nationalAddress: { ...ADDRESS, country: undefined } }],
    ['a numeric phone', { ...valid, phone: 966501234567 }],
    ['null', null],
    ['an array', [valid]],
  ];
  it.each(cases)('agrees with the shared schema on %s', (_, value) => {
    expect(isProfile(value)).toBe(profileSchema.safeParse(value).success);
  });

  it('checks exactly the fields of the schema', () => {
    const withoutOne = Object.keys(profileSchema.shape).map((field) => ({ ...valid, [field]: Symbol('wrong') }));
    for (const profile of withoutOne) expect(isProfile(profile)).toBe(false);
  });
});
