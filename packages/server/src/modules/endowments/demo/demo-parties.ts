import { idNumberCheckDigit, type PersonDraft } from '@bayan/shared';
import type { SeedAccount } from '../../users/users.service.js';
import { DEMO_PASSWORD } from '../../users/users.seed.js';

/** A national ID of the endowment demo's own range (11…; the demo clinic's patients hold 10…), Luhn-valid. */
const nationalId = (stem: string) => stem + idNumberCheckDigit(stem);

type Profile = NonNullable<SeedAccount['profile']>;

/** A demo party: an account with a complete profile (PRODUCT.md §8's create gate) and a verified mobile. */
interface DemoParty extends SeedAccount {
  fatherName: string;
  grandfatherName: string;
  phone: string;
  profile: Profile & { idNumber: string; birthday: string; gender: 'MALE' | 'FEMALE' };
}

const party = (account: Omit<DemoParty, 'password' | 'role'>): DemoParty => ({
  ...account,
  password: DEMO_PASSWORD,
  role: 'USER',
});

/** The demo endower (README): owns the four demo drafts. */
export const DEMO_ENDOWER = party({
  email: 'endower@bayan.local',
  firstName: 'عبدالرحمن',
  fatherName: 'صالح',
  grandfatherName: 'إبراهيم',
  lastName: 'الراشد',
  phone: '+966531200101',
  profile: {
    idNumber: nationalId('110384529'),
    birthday: '1968-03-14',
    gender: 'MALE',
    buildingNumber: '7421',
    street: 'شارع الأمير محمد بن عبدالعزيز',
    district: 'السليمانية',
    city: 'الرياض',
    postalCode: '12245',
    additionalNumber: '3187',
    shortAddress: 'RSLA7421',
    latitude: 24.703,
    longitude: 46.694,
  },
});

/** The supervisor (الناظر) the four drafts name. */
export const DEMO_SUPERVISOR = party({
  email: 'supervisor@bayan.local',
  firstName: 'ناصر',
  fatherName: 'فهد',
  grandfatherName: 'عبدالعزيز',
  lastName: 'الدوسري',
  phone: '+966541200102',
  profile: {
    idNumber: nationalId('110527364'),
    birthday: '1979-11-21',
    gender: 'MALE',
    buildingNumber: '3365',
    street: 'طريق الإمام سعود بن فيصل',
    district: 'الصحافة',
    city: 'الرياض',
    postalCode: '13315',
    additionalNumber: '6724',
    shortAddress: 'RSAA3365',
  },
});

/** The two witnesses the four drafts name: adults, none of them a party of another kind. */
export const DEMO_WITNESSES = [
  party({
    email: 'witness@bayan.local',
    firstName: 'محمد',
    fatherName: 'عبدالله',
    grandfatherName: 'سعد',
    lastName: 'الشهري',
    phone: '+966561200103',
    profile: {
      idNumber: nationalId('110648213'),
      birthday: '1985-01-09',
      gender: 'MALE',
      buildingNumber: '2289',
      street: 'شارع التحلية',
      district: 'الروضة',
      city: 'جدة',
      postalCode: '23435',
      additionalNumber: '4512',
      shortAddress: 'JERA2289',
    },
  }),
  party({
    email: 'witness2@bayan.local',
    firstName: 'فيصل',
    fatherName: 'أحمد',
    grandfatherName: 'علي',
    lastName: 'الزهراني',
    phone: '+966581200104',
    profile: {
      idNumber: nationalId('110759481'),
      birthday: '1988-09-17',
      gender: 'MALE',
      buildingNumber: '5107',
      street: 'شارع الملك عبدالعزيز',
      district: 'الخبر الشمالية',
      city: 'الخبر',
      postalCode: '34426',
      additionalNumber: '8831',
      shortAddress: 'KHNA5107',
    },
  }),
] as const;

/** Every account the endowment demo creates (when missing), in one list. */
export const DEMO_ENDOWMENT_ACCOUNTS: readonly DemoParty[] = [DEMO_ENDOWER, DEMO_SUPERVISOR, ...DEMO_WITNESSES];

/** The party as a deed names them: the account's own names, ID, birthday and contacts, so the deed matches it. */
export function personOf(account: DemoParty, key: string, withAddress = false): PersonDraft {
  const { profile } = account;
  const person: PersonDraft = {
    key,
    kind: 'person',
    firstName: account.firstName,
    fatherName: account.fatherName,
    grandfatherName: account.grandfatherName,
    lastName: account.lastName,
    idType: 'NID',
    idNumber: profile.idNumber,
    birthday: profile.birthday,
    gender: profile.gender,
    phone: account.phone,
    email: account.email,
  };
  if (withAddress)
    person.nationalAddress = {
      buildingNumber: profile.buildingNumber ?? '',
      street: profile.street ?? '',
      district: profile.district ?? '',
      city: profile.city ?? '',
      postalCode: profile.postalCode ?? '',
      additionalNumber: profile.additionalNumber ?? '',
      shortAddress: profile.shortAddress ?? '',
      latitude: profile.latitude ?? null,
      longitude: profile.longitude ?? null,
    };
  return person;
}

/** The four-part name as the introduction writes it: «عبدالرحمن بن صالح بن إبراهيم الراشد». */
export const fullNameOf = (account: DemoParty) =>
  `${account.firstName} بن ${account.fatherName} بن ${account.grandfatherName} ${account.lastName}`;
