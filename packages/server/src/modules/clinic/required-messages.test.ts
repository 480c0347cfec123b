import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Spec §5's catalogue messages in the validation details, in the caller's language: a clinic,
 * doctor, speciality, date, time or email left out, an email that is not one, an empty text.
 */

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer('admin@bayan.local');
}, 180_000);
afterAll(() => t.close());

const MESSAGES = {
  etablissement: { ar: 'العيادة مطلوبة.', en: 'Etablissement is required.' },
  doctor: { ar: 'الطبيب مطلوب.', en: 'Doctor is required.' },
  speciality: { ar: 'التخصص مطلوب.', en: 'Speciality is required.' },
  date: { ar: 'التاريخ مطلوب.', en: 'Date is required.' },
  time: { ar: 'الوقت مطلوب.', en: 'Time is required.' },
  email: { ar: 'البريد الإلكتروني مطلوب.', en: 'Email is required.' },
  validEmail: { ar: 'أدخل بريداً إلكترونياً صحيحاً.', en: 'Please enter a valid email address.' },
  text: { ar: 'أدخل نصاً.', en: 'Please enter text.' },
} as const;
type Said = keyof typeof MESSAGES;

/** Each call, its body, and the message each field's detail must carry. */
const CASES: [string, string, object, Record<string, Said>][] = [
  [
    'a visitor’s reservation',
    '/api/auth/appointment-reservation',
    { name: '  ', etablissementPubkey: '', preferredDay: '' },
    { 'body.name': 'text', 'body.etablissementPubkey': 'etablissement', 'body.preferredDay': 'date' },
  ],
  [
    'a reservation declined',
    '/api/reservations/aaaaaaaaaaaaaaaaaaaaaa/decline',
    { reason: ' ' },
    { 'body.reason': 'text' },
  ],
  [
    'a reservation accepted',
    '/api/reservations/aaaaaaaaaaaaaaaaaaaaaa/accept',
    {},
    { 'body.doctorPubkey': 'doctor', 'body.start': 'time' },
  ],
  ['a booking', '/api/appointments', {}, { 'body.doctorPubkey': 'doctor', 'body.start': 'time' }],
  [
    'an agenda',
    '/api/agendas',
    { startDate: '' },
    { 'body.doctorPubkey': 'doctor', 'body.startDate': 'date', 'body.endDate': 'date' },
  ],
  [
    'a doctor’s clinic profile',
    '/api/doctors',
    { doctorPubkey: '' },
    { 'body.doctorPubkey': 'doctor', 'body.specialityPubkey': 'speciality' },
  ],
  [
    'a campaign',
    '/api/campaigns',
    { titleAr: '', startTime: '' },
    {
      'body.titleAr': 'text',
      'body.titleEn': 'text',
      'body.date': 'date',
      'body.startTime': 'time',
      'body.endTime': 'time',
    },
  ],
  [
    'a promotion',
    '/api/promotions',
    { validFrom: ' ' },
    { 'body.titleAr': 'text', 'body.validFrom': 'date', 'body.validTo': 'date' },
  ],
  ['a clinic’s holidays', '/api/blocks/holidays', { year: 2027 }, { 'body.etablissementPubkey': 'etablissement' }],
  [
    'a sign-up without an email',
    '/api/auth/register',
    { firstName: 'Huda', lastName: 'Ali' },
    { 'body.email': 'email' },
  ],
  ['a sign-up with a blank email', '/api/auth/register', { email: ' ' }, { 'body.email': 'email' }],
  ['a sign-up with no email address', '/api/auth/register', { email: 'huda.example' }, { 'body.email': 'validEmail' }],
];

describe.each(['ar', 'en'] as const)('validation details in %s', (lang) => {
  it.each(CASES)('%s', async (_name, url, payload, expected) => {
    const res = await t.app.inject({ method: 'POST', url, payload, headers: { ...admin, 'accept-language': lang } });
    expect(res.statusCode, res.body).toBe(400);
    const details = res.json<{ details: { path: string; message: string }[] }>().details;
    for (const [path, said] of Object.entries(expected)) {
      expect(
        details.filter((detail) => detail.path === path).map((detail) => detail.message),
        path,
      ).toEqual([MESSAGES[said][lang]]);
    }
  });
});
