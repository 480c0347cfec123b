import { VALID_CHARITY_DEED, snapshotObject, type DeedSnapshot, type EndowmentDraft } from '@bayan/shared';
import type { DeedHtmlOptions } from '../modules/endowments/document/deed-document.js';

/** The fixture deed as frozen at submission (version 1), and the document options of a deed awaiting signatures. */
export const deedSnapshot = (draft: EndowmentDraft = VALID_CHARITY_DEED as EndowmentDraft): DeedSnapshot =>
  snapshotObject(draft, { version: 1, endowerPubkey: 'u_endower', submittedAt: '2025-06-26T07:30:00.000Z' });

export const DEED_OPTIONS: DeedHtmlOptions = {
  version: 1,
  hash: '3f1c2a9be0d44b6f8c1e2d7a5b9f0e1c4d3b2a1908f7e6d5c4b3a29180f7e6d5',
  status: 'UNDER_REVIEW',
  verifyUrl: 'https://bayan.example/verify/7Q2M9K4XR8',
  signatures: [
    { role: 'ENDOWER', name: 'خالد عبدالله محمد القحطاني', status: 'SIGNED', signedAt: '2025-06-26T07:30:00.000Z' },
    {
      role: 'SUPERVISOR',
      partyKey: 's1',
      name: 'سعد عبدالله محمد القحطاني',
      status: 'SIGNED',
      signedAt: '2025-06-27T09:05:00.000Z',
    },
    {
      role: 'WITNESS',
      partyKey: 'w1',
      name: 'فهد عبدالله محمد القحطاني',
      status: 'SIGNED',
      signedAt: '2025-06-27T11:40:00.000Z',
    },
    { role: 'WITNESS', partyKey: 'w2', name: 'ماجد عبدالله محمد القحطاني', status: 'INVITED' },
  ],
};

/** The 18 headings' ordinals, in the waqf notes' order. */
export const ORDINAL_HEADINGS = [
  'الفقرة الأولى',
  'الفقرة الثانية',
  'الفقرة الثالثة',
  'الفقرة الرابعة',
  'الفقرة الخامسة',
  'الفقرة السادسة',
  'الفقرة السابعة',
  'الفقرة الثامنة',
  'الفقرة التاسعة',
  'الفقرة العاشرة',
  'الفقرة الحادية عشرة',
  'الفقرة الثانية عشرة',
  'الفقرة الثالثة عشرة',
  'الفقرة الرابعة عشرة',
  'الفقرة الخامسة عشرة',
  'الفقرة السادسة عشرة',
  'الفقرة السابعة عشرة',
  'الفقرة الثامنة عشرة',
];
