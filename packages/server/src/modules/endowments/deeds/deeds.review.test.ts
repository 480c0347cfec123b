import {
  fieldMessage,
  idNumberCheckDigit,
  type EndowmentDraft,
  type FieldIssue,
  type FieldMessageKey,
  type PersonDraft,
} from '@bayan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeed, endowmentsApi, insertEndower, validDeed, type Endower } from '../../../test/endowments-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { riyadhDay } from './riyadh-today.js';

let t: TestApp;
let api: ReturnType<typeof endowmentsApi>;
let khalid: Endower;
/** A deed with the endower's ID card, saved anew for each case. */
let pubkey: string;
let revision: number;

beforeAll(async () => {
  t = await createTestApp();
  api = endowmentsApi(t);
  khalid = await insertEndower(t);
  const deed = await createDeed(t, khalid.as, validDeed());
  ({ pubkey, revision } = deed);
  expect((await api.upload(khalid.as, pubkey)).statusCode).toBe(201);
}, 180_000);
afterAll(() => t.close());

/** Saves `draft` whole over the deed, then asks for review. */
async function review(draft: EndowmentDraft, lang = 'ar') {
  const saved = await api.patch(khalid.as, pubkey, { ...draft, revision });
  expect(saved.statusCode, saved.body).toBe(200);
  revision += 1;
  return api.review(khalid.as, pubkey, lang);
}

const detailsOf = (res: { json: () => unknown }) => (res.json() as { details: FieldIssue[] }).details;
const validId = (stem: string) => stem + idNumberCheckDigit(stem);
const yearsAgo = (years: number) => `${Number(riyadhDay(new Date()).slice(0, 4)) - years}-01-01`;

const second: PersonDraft = {
  key: 's2',
  kind: 'person',
  firstName: 'تركي',
  fatherName: 'سعد',
  lastName: 'العتيبي',
  idType: 'NID',
  idNumber: validId('105555555'),
  phone: '0551234568',
};

/** Each case breaks one rule of the complete charity deed: [rule, break it, path, message]. */
const CASES: [string, (deed: EndowmentDraft) => void, string, FieldMessageKey][] = [
  ['no asset', (d) => (d.assets = []), 'assets', 'field.deedAssetsMin'],
  ['no supervisor', (d) => (d.supervisors = []), 'supervisors', 'field.deedSupervisorsMin'],
  [
    'two supervisors without a mode',
    (d) => d.supervisors!.push(second),
    'supervisionMode',
    'field.deedSupervisionMode',
  ],
  ['one witness', (d) => d.witnesses!.pop(), 'witnesses', 'field.deedWitnessesMin'],
  [
    'a minor witness',
    (d) => (d.witnesses![1]!.birthday = yearsAgo(17)),
    'witnesses.1.birthday',
    'field.deedWitnessAdult',
  ],
  [
    'the endower as witness',
    (d) => (d.witnesses![0]!.idNumber = d.endower!.idNumber!),
    'witnesses.0.idNumber',
    'field.deedWitnessConflict',
  ],
  [
    'a supervisor as witness',
    (d) => (d.witnesses![1]!.idNumber = d.supervisors![0]!.idNumber!),
    'witnesses.1.idNumber',
    'field.deedWitnessConflict',
  ],
  [
    'a beneficiary as witness',
    (d) =>
      (d.beneficiaries![0] = {
        ...d.beneficiaries![0]!,
        kind: 'person',
        firstName: 'فهد',
        fatherName: 'عبدالله',
        lastName: 'القحطاني',
        idType: 'NID',
        idNumber: d.witnesses![0]!.idNumber!,
      }),
    'witnesses.0.idNumber',
    'field.deedWitnessConflict',
  ],
  ['shares of 99 %', (d) => (d.beneficiaries![1]!.ratio = '39'), 'beneficiaries', 'field.sharesTotal'],
  ['an asset ratio of 0', (d) => (d.assets![1]!.ratio = '0'), 'assets.1.ratio', 'field.assetRatio'],
  [
    'real estate without a deed number',
    (d) => Object.assign(d.assets![0]!, { deedNumber: '' }),
    'assets.0.deedNumber',
    'field.required',
  ],
  [
    'real estate without a deed date',
    (d) => Object.assign(d.assets![0]!, { deedHistory: '' }),
    'assets.0.deedHistory',
    'field.required',
  ],
  [
    'atomic_charitable without an ultimate beneficiary',
    (d) => (d.type = 'atomic_charitable'),
    'ultimateBeneficiary',
    'field.deedUltimateBeneficiary',
  ],
  [
    'a wrong IBAN',
    (d) => Object.assign(d.assets![1]!, { ibanNumber: 'SA0480000000608010167519' }),
    'assets.1.ibanNumber',
    'field.ibanChecksum',
  ],
  ['an expense of 0 %', (d) => (d.expenses![0]!.value = '0'), 'expenses.0.value', 'field.deedYieldPercent'],
  ['an expense without a label', (d) => (d.expenses![1]!.label = ''), 'expenses.1.label', 'field.required'],
  ['an amount of no riyals', (d) => (d.expenses![1]!.value = '0.00'), 'expenses.1.value', 'field.deedAmount'],
  [
    'a reward amount that is not one',
    (d) => (d.reward = { kind: 'AMOUNT', value: 'x' }),
    'reward.value',
    'field.deedAmount',
  ],
  [
    'expenses and reward taking all the yield',
    (d) => (d.reward = { kind: 'PERCENT', value: '90' }),
    'expenses',
    'field.deedDeductionsTotal',
  ],
  [
    'an entity supervisor without its representative’s ID',
    (d) =>
      (d.supervisors![0] = {
        key: 's1',
        kind: 'entity',
        firstName: 'مؤسسة البر الوقفية',
        idType: 'UNIFIED',
        idNumber: '7001234567',
        phone: '0551234567',
        representativeName: 'سعد',
      }),
    'supervisors.0.representativeIdNumber',
    'field.required',
  ],
];

describe('POST /api/endowments/:pubkey/review', () => {
  it('passes the complete charity deed with its ID card: 200 { valid: true }', async () => {
    const res = await review(validDeed());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ valid: true });
  });

  it.each(CASES)('fails %s alone, at its field', async (_rule, breakIt, path, message) => {
    const deed = validDeed();
    breakIt(deed);
    const res = await review(deed);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'ENDOWMENT_RULES_FAILED' });
    expect(detailsOf(res)).toEqual([{ path, code: 'custom', message: fieldMessage(message, 'ar') }]);
  });

  it('answers each message in the request’s language', async () => {
    const deed = validDeed();
    deed.beneficiaries![1]!.ratio = '39';
    const en = await review(deed, 'en');
    expect(en.json()).toMatchObject({ message: 'Some fields of the deed need correcting before review.' });
    expect(detailsOf(en)).toEqual([
      { path: 'beneficiaries', code: 'custom', message: fieldMessage('field.sharesTotal', 'en') },
    ]);
    const ar = await api.review(khalid.as, pubkey, 'ar');
    expect(detailsOf(ar)[0]?.message).toBe(fieldMessage('field.sharesTotal', 'ar'));
    expect(detailsOf(ar)[0]?.message).not.toBe(detailsOf(en)[0]?.message);
  });

  it('fails a deed without the endower’s ID attachment, at `attachments`', async () => {
    const bare = await createDeed(t, khalid.as, validDeed());
    const res = await api.review(khalid.as, bare.pubkey);
    expect(detailsOf(res)).toEqual([
      { path: 'attachments', code: 'custom', message: fieldMessage('field.deedIdAttachment', 'ar') },
    ]);
  });

  it('reads typed Arabic-Indic digits as digits: the fixture written in ٠–٩ passes', async () => {
    const arabic = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const deed = validDeed();
    const people = [deed.endower!, ...deed.supervisors!, ...deed.witnesses!];
    for (const person of people)
      Object.assign(person, { idNumber: arabic(person.idNumber!), phone: arabic(person.phone!) });
    const address = deed.endower!.nationalAddress!;
    for (const field of ['buildingNumber', 'postalCode', 'additionalNumber'] as const)
      address[field] = arabic(address[field]!);
    const [land, account] = deed.assets as unknown as [Record<string, string>, Record<string, string>];
    for (const field of ['ratio', 'deedNumber', 'deedHistory', 'totalSpace']) land[field] = arabic(land[field]!);
    account.ratio = '٥٠٫٠';
    account.ibanNumber = `SA${arabic(account.ibanNumber!.slice(2))}`;
    for (const beneficiary of deed.beneficiaries!) beneficiary.ratio = arabic(beneficiary.ratio!);
    deed.hijriDate = arabic(deed.hijriDate!);
    const res = await review(deed);
    expect(res.statusCode, res.body).toBe(200);
    // The valid ID numbers are kept normalised, so an account holding one is matched.
    const read = (await api.read(khalid.as, pubkey)).json<EndowmentDraft>();
    expect(read.witnesses![0]!.idNumber).toBe('1034567899');
  });

  it('changes nothing', async () => {
    const before = (await api.read(khalid.as, pubkey)).body;
    await api.review(khalid.as, pubkey);
    expect((await api.read(khalid.as, pubkey)).body).toBe(before);
  });
});
