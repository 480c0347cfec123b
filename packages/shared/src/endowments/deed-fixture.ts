import type { EndowmentDraft, PersonDraft } from './deed-draft.js';

/*
 * A complete charity deed that passes every submit rule (deed-review.test.ts proves it): the base
 * of the rule tests, the API tests and the demo, each breaking one thing at a time. The ID numbers
 * pass Luhn, the mobiles are in ranges in service, the IBAN is the notes' valid vector.
 */

const address = {
  buildingNumber: '8228',
  street: 'طريق الملك فهد',
  district: 'العليا',
  city: 'الرياض',
  postalCode: '12214',
  additionalNumber: '2121',
  shortAddress: 'RAHA3443',
};

const person = (key: string, first: string, idNumber: string, phone: string, birthday: string): PersonDraft => ({
  key,
  kind: 'person',
  firstName: first,
  fatherName: 'عبدالله',
  grandfatherName: 'محمد',
  lastName: 'القحطاني',
  idType: 'NID',
  idNumber,
  birthday,
  gender: 'MALE',
  phone,
  email: '',
});

export const VALID_CHARITY_DEED = {
  type: 'charity',
  gregorianDate: '2025-06-26',
  hijriDate: '1447-01-01',
  introduction: 'أوقفت ما يلي وقفاً صحيحاً شرعياً لا يباع ولا يوهب ولا يورث.',
  notes: '',
  supervisionMode: null,
  ultimateBeneficiary: '',
  endower: {
    ...person('endower', 'خالد', '1012345672', '0501234567', '1980-05-10'),
    email: 'khalid@example.com',
    nationalAddress: address,
  },
  assets: [
    {
      key: 'a1',
      type: 'real_estate',
      ratio: '100',
      landNumber: '15/أ',
      block: '2231',
      deedNumber: '310115004321',
      deedHistory: '1440-03-12',
      totalSpace: '625',
      city: 'الرياض',
    },
    {
      key: 'a2',
      type: 'current_account',
      ratio: '50',
      bankName: 'مصرف الراجحي',
      ibanNumber: 'SA0380000000608010167519',
    },
  ],
  supervisors: [person('s1', 'سعد', '1023456781', '0551234567', '1975-01-01')],
  witnesses: [
    person('w1', 'فهد', '1034567899', '0561234567', '1990-02-02'),
    person('w2', 'ماجد', '1045678909', '0541234567', '1992-03-03'),
  ],
  beneficiaries: [
    { key: 'b1', kind: 'entity', firstName: 'جمعية البر بالرياض', ratio: '60' },
    { key: 'b2', kind: 'class', firstName: 'فقراء حي العليا', ratio: '40' },
  ],
  expenses: [
    { key: 'e1', label: 'صيانة العقار وعمارته', kind: 'PERCENT', value: '10' },
    { key: 'e2', label: 'أتعاب المحاسب القانوني', kind: 'AMOUNT', value: '2500' },
  ],
  reward: { kind: 'PERCENT', value: '5' },
} satisfies EndowmentDraft;
