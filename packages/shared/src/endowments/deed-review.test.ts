import { describe, expect, it } from 'vitest';
import type { AssetDraft, EndowmentDraft } from './deed-draft.js';
import { VALID_CHARITY_DEED } from './deed-fixture.js';
import { reviewEndowment, type ReviewContext } from './deed-review.js';
import { stepOfPath } from './deed-steps.js';

const context: ReviewContext = { attachments: ['ID_CARD'], today: '2026-11-26' };
const review = (draft: EndowmentDraft, ctx: ReviewContext = context) => reviewEndowment(draft, ctx);
// JSON, not structuredClone: the shared package is typed without the DOM or Node globals.
const deed = (): EndowmentDraft => JSON.parse(JSON.stringify(VALID_CHARITY_DEED)) as EndowmentDraft;

/** The fixture's supervisor made an organisation, with its unified number and its representative. */
const entitySupervisor = (d: EndowmentDraft) =>
  void (d.supervisors![0] = {
    key: 's1',
    kind: 'entity',
    firstName: 'مؤسسة البر الوقفية',
    idType: 'UNIFIED',
    idNumber: '7001234567',
    phone: '0551234567',
    representativeName: 'سعد عبدالله القحطاني',
    representativeIdNumber: '1023456781',
  });
/** A draft with an entity supervisor, then `change` made to it. */
const withEntity = (change: (d: EndowmentDraft) => void) => (d: EndowmentDraft) => {
  entitySupervisor(d);
  change(d);
};
const expense = (d: EndowmentDraft, i: number) => d.expenses![i]!;

describe('reviewEndowment', () => {
  it('passes the complete fixture', () => {
    expect(review(deed())).toEqual([]);
  });

  it.each([
    ['no asset', (d: EndowmentDraft) => void (d.assets = []), 'assets', 'field.deedAssetsMin'],
    ['no supervisor', (d: EndowmentDraft) => void (d.supervisors = []), 'supervisors', 'field.deedSupervisorsMin'],
    [
      'two supervisors without a mode',
      (d: EndowmentDraft) => void d.supervisors!.push({ ...d.supervisors![0]!, key: 's2', idNumber: '1056789017' }),
      'supervisionMode',
      'field.deedSupervisionMode',
    ],
    ['one witness', (d: EndowmentDraft) => void d.witnesses!.pop(), 'witnesses', 'field.deedWitnessesMin'],
    [
      'a minor witness',
      (d: EndowmentDraft) => void (d.witnesses![1]!.birthday = '2010-01-01'),
      'witnesses.1.birthday',
      'field.deedWitnessAdult',
    ],
    [
      'the endower as witness',
      (d: EndowmentDraft) => void (d.witnesses![0]!.idNumber = '١٠١٢٣٤٥٦٧٢'),
      'witnesses.0.idNumber',
      'field.deedWitnessConflict',
    ],
    [
      'a supervisor as witness',
      (d: EndowmentDraft) => void (d.witnesses![1]!.idNumber = '1023456781'),
      'witnesses.1.idNumber',
      'field.deedWitnessConflict',
    ],
    [
      'a beneficiary as witness',
      (d: EndowmentDraft) => void (d.beneficiaries![0] = { ...d.witnesses![0]!, key: 'b1', ratio: '60' }),
      'witnesses.0.idNumber',
      'field.deedWitnessConflict',
    ],
    [
      'shares of 99 %',
      (d: EndowmentDraft) => void (d.beneficiaries![1]!.ratio = '39'),
      'beneficiaries',
      'field.sharesTotal',
    ],
    [
      'an asset ratio of 0',
      (d: EndowmentDraft) => void (d.assets![0]!.ratio = '0'),
      'assets.0.ratio',
      'field.assetRatio',
    ],
    [
      'real estate without a deed number',
      (d: EndowmentDraft) => void (d.assets![0] = { ...d.assets![0]!, deedNumber: '' } as never),
      'assets.0.deedNumber',
      'field.required',
    ],
    [
      'real estate without a deed date',
      (d: EndowmentDraft) => void (d.assets![0] = { ...d.assets![0]!, deedHistory: '' } as never),
      'assets.0.deedHistory',
      'field.required',
    ],
    [
      'a wrong IBAN',
      (d: EndowmentDraft) =>
        void (d.assets![1] = { ...d.assets![1]!, ibanNumber: 'SA0480000000608010167519' } as never),
      'assets.1.ibanNumber',
      'field.ibanChecksum',
    ],
    [
      'atomic_charitable without its charity',
      (d: EndowmentDraft) => void (d.type = 'atomic_charitable'),
      'ultimateBeneficiary',
      'field.deedUltimateBeneficiary',
    ],
    [
      'a Hijri date that is not the Gregorian one',
      (d: EndowmentDraft) => void (d.hijriDate = '1447-01-02'),
      'hijriDate',
      'field.hijriMismatch',
    ],
    [
      'a class as supervisor',
      (d: EndowmentDraft) => void (d.supervisors![0]!.kind = 'class'),
      'supervisors.0.kind',
      'field.deedPartyKind',
    ],
    [
      'an expense without a label',
      (d: EndowmentDraft) => void (expense(d, 0).label = ' '),
      'expenses.0.label',
      'field.required',
    ],
    [
      'an expense label of one letter',
      (d: EndowmentDraft) => void (expense(d, 0).label = 'ص'),
      'expenses.0.label',
      'field.deedExpenseLabel',
    ],
    [
      'an expense label of 121 letters',
      (d: EndowmentDraft) => void (expense(d, 1).label = 'ب'.repeat(121)),
      'expenses.1.label',
      'field.deedExpenseLabel',
    ],
    [
      'an expense without a kind',
      (d: EndowmentDraft) => void (expense(d, 0).kind = null),
      'expenses.0.kind',
      'field.required',
    ],
    [
      'an expense without a value',
      (d: EndowmentDraft) => void (expense(d, 1).value = ''),
      'expenses.1.value',
      'field.required',
    ],
    [
      'an expense of 0 %',
      (d: EndowmentDraft) => void (expense(d, 0).value = '٠'),
      'expenses.0.value',
      'field.deedYieldPercent',
    ],
    [
      'an expense of 101 %',
      (d: EndowmentDraft) => void (expense(d, 0).value = '101'),
      'expenses.0.value',
      'field.percent',
    ],
    [
      'an amount of 0 SAR',
      (d: EndowmentDraft) => void (expense(d, 1).value = '0.00'),
      'expenses.1.value',
      'field.deedAmount',
    ],
    [
      'an amount with three decimals',
      (d: EndowmentDraft) => void (expense(d, 1).value = '12.345'),
      'expenses.1.value',
      'field.deedAmount',
    ],
    [
      'a reward of 0 %',
      (d: EndowmentDraft) => void (d.reward = { kind: 'PERCENT', value: '0' }),
      'reward.value',
      'field.deedYieldPercent',
    ],
    [
      'a reward amount that is not one',
      (d: EndowmentDraft) => void (d.reward = { kind: 'AMOUNT', value: '-300' }),
      'reward.value',
      'field.deedAmount',
    ],
    [
      'a percent reward without its value',
      (d: EndowmentDraft) => void (d.reward = { kind: 'PERCENT', value: '' }),
      'reward.value',
      'field.required',
    ],
    [
      'expenses and reward taking 100 % of the yield',
      (d: EndowmentDraft) => void (expense(d, 0).value = '95'),
      'expenses',
      'field.deedDeductionsTotal',
    ],
    [
      'a reward taking the rest of the yield',
      (d: EndowmentDraft) => void (d.reward = { kind: 'PERCENT', value: '٩٠' }),
      'expenses',
      'field.deedDeductionsTotal',
    ],
    [
      'an entity supervisor without its representative’s ID',
      withEntity((d) => void (d.supervisors![0]!.representativeIdNumber = '')),
      'supervisors.0.representativeIdNumber',
      'field.required',
    ],
    [
      'an entity supervisor whose representative’s ID fails its checksum',
      withEntity((d) => void (d.supervisors![0]!.representativeIdNumber = '1023456782')),
      'supervisors.0.representativeIdNumber',
      'field.idNumberChecksum',
    ],
    [
      'an entity supervisor without its representative’s name',
      withEntity((d) => void delete d.supervisors![0]!.representativeName),
      'supervisors.0.representativeName',
      'field.required',
    ],
    [
      'an entity supervisor named by a national ID',
      withEntity((d) => void Object.assign(d.supervisors![0]!, { idType: 'NID', idNumber: '1056789017' })),
      'supervisors.0.idType',
      'field.deedEntityNumber',
    ],
    [
      'an entity supervisor without its unified number',
      withEntity((d) => void (d.supervisors![0]!.idNumber = '')),
      'supervisors.0.idNumber',
      'field.required',
    ],
    [
      'the representative of an entity supervisor as witness',
      withEntity((d) => void (d.supervisors![0]!.representativeIdNumber = d.witnesses![0]!.idNumber)),
      'witnesses.0.idNumber',
      'field.deedWitnessConflict',
    ],
  ])('refuses %s, on its field only', (_name, breakIt, path, message) => {
    const draft = deed();
    breakIt(draft);
    expect(review(draft)).toEqual([{ path, message }]);
  });

  it('reads a minor witness typed in Arabic-Indic digits', () => {
    const draft = deed();
    draft.witnesses![1]!.birthday = '٢٠١٠-٠١-٠١';
    expect(review(draft)).toEqual([{ path: 'witnesses.1.birthday', message: 'field.deedWitnessAdult' }]);
  });

  it('passes an entity supervisor with its unified number and representative', () => {
    const draft = deed();
    entitySupervisor(draft);
    expect(review(draft)).toEqual([]);
  });

  it('passes the going rate, no reward, no expenses, and deductions just under 100 %', () => {
    for (const change of [
      (d: EndowmentDraft) => void (d.reward = { kind: 'GOING_RATE' }),
      (d: EndowmentDraft) => void (d.reward = null),
      (d: EndowmentDraft) => void (d.expenses = []),
      (d: EndowmentDraft) => void (expense(d, 0).value = '94.99'),
    ]) {
      const draft = deed();
      change(draft);
      expect(review(draft)).toEqual([]);
    }
  });

  it('reads expense and reward values typed in Arabic-Indic digits', () => {
    const draft = deed();
    expense(draft, 0).value = '٢٫٥';
    expense(draft, 1).value = '١٬٥٠٠٫٥٠';
    draft.reward = { kind: 'AMOUNT', value: '١٢٠٠٠ ر.س' };
    expect(review(draft)).toEqual([]);
  });

  it('leaves a party’s national address optional, checking its coded parts when typed (issue 33)', () => {
    const d = deed();
    d.supervisors![0]!.address = 'الرياض، حي العليا';
    d.supervisors![0]!.nationalAddress = { country: 'المملكة العربية السعودية', secondaryDistrict: 'العليا الشمالي' };
    d.witnesses![0]!.nationalAddress = { buildingNumber: '٨٢٢٨', postalCode: '12214', shortAddress: 'raha3443' };
    d.beneficiaries![0]!.nationalAddress = { city: 'الرياض' };
    expect(review(d)).toEqual([]);
    d.witnesses![1]!.nationalAddress = { buildingNumber: '822', postalCode: '1221', additionalNumber: '21a1' };
    d.beneficiaries![0]!.nationalAddress = { shortAddress: 'RAH3443' };
    expect(review(d)).toEqual([
      { path: 'witnesses.1.nationalAddress.buildingNumber', message: 'field.buildingNumber' },
      { path: 'witnesses.1.nationalAddress.postalCode', message: 'field.postalCode' },
      { path: 'witnesses.1.nationalAddress.additionalNumber', message: 'field.additionalNumber' },
      { path: 'beneficiaries.0.nationalAddress.shortAddress', message: 'field.shortAddress' },
    ]);
  });

  it('keeps the endower’s new address parts and a company’s contact and address optional', () => {
    const d = deed();
    expect(d.endower!.nationalAddress!.country).toBeUndefined();
    d.assets!.push({ key: 'a3', type: 'company', ratio: '10', companyName: 'شركة البر', crNumber: '1010234567' });
    expect(review(d)).toEqual([]);
    const company = d.assets![2] as Extract<AssetDraft, { type: 'company' }>;
    company.contactRepresentative = 'سعد القحطاني';
    company.companyAddress = 'طريق الملك فهد، الرياض';
    expect(review(d)).toEqual([]);
  });

  it('asks for the ID attachment', () => {
    expect(review(deed(), { ...context, attachments: [] })).toEqual([
      { path: 'attachments', message: 'field.deedIdAttachment' },
    ]);
  });

  it('reads Arabic-Indic digits in every format', () => {
    const draft = deed();
    draft.assets![1] = { ...draft.assets![1]!, ratio: '٥٠', ibanNumber: 'SA03 8000 0000 6080 1016 7519' } as never;
    draft.beneficiaries![0]!.ratio = '٦٠٫٠٠';
    draft.witnesses![0]!.phone = '٠٥٦١٢٣٤٥٦٧';
    draft.gregorianDate = '٢٠٢٥-٠٦-٢٦';
    draft.hijriDate = '١٤٤٧-٠١-٠١';
    draft.witnesses![1]!.birthday = '١٩٩٢-٠٣-٠٣';
    expect(review(draft)).toEqual([]);
  });

  it('answers an empty draft with one issue per missing thing, each on a step', () => {
    const issues = review({}, { attachments: [], today: '2026-11-26' });
    const steps = new Set(issues.map((issue) => stepOfPath(issue.path)));
    expect([...steps].sort()).toEqual(
      [
        'assets',
        'attachments',
        'basics',
        'beneficiaries',
        'endower',
        'introduction',
        'supervisors',
        'witnesses',
      ].sort(),
    );
  });
});
