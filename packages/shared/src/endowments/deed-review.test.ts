import { describe, expect, it } from 'vitest';
import type { EndowmentDraft } from './deed-draft.js';
import { VALID_CHARITY_DEED } from './deed-fixture.js';
import { reviewEndowment, type ReviewContext } from './deed-review.js';
import { stepOfPath } from './deed-steps.js';

const context: ReviewContext = { attachments: ['ID_CARD'], today: '2026-11-26' };
const review = (draft: EndowmentDraft, ctx: ReviewContext = context) => reviewEndowment(draft, ctx);
// JSON, not structuredClone: the shared package is typed without the DOM or Node globals.
const deed = (): EndowmentDraft => JSON.parse(JSON.stringify(VALID_CHARITY_DEED)) as EndowmentDraft;

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
