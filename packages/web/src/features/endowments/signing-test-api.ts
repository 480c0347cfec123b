import { http, HttpResponse } from 'msw';
import {
  API_ROUTES,
  type EndowmentInvitation,
  type EndowmentInvitationDetail,
  type EndowmentSigner,
  type EndowmentSigning,
  type EndowmentSummary,
  type EndowmentVerification,
} from '@bayan/shared';
import { server } from '../../test/server';
import { PUBKEY } from './test-api';

export const HASH = 'ab12cd34'.repeat(8);
export const AT = '2026-11-20T09:00:00.000Z';
export const INVITATION = 'inv-0000000000000000001';

/** A signer of a version as the server reads it: a supervisor invited, unless told. */
export const aSigner = (overrides: Partial<EndowmentSigner> = {}): EndowmentSigner => ({
  pubkey: 'sig-0000000000000000001',
  role: 'SUPERVISOR',
  partyKey: 'p1',
  name: 'خالد الناظر',
  maskedId: '1******672',
  state: 'INVITED',
  method: null,
  invitedAt: AT,
  viewedAt: null,
  signedAt: null,
  rejectedAt: null,
  revokedAt: null,
  reason: null,
  ...overrides,
});

/** A deed's timeline: submitted as version 1, its signers as given. */
export function aSigning(overrides: Partial<EndowmentSigning> = {}, signers: EndowmentSigner[] = [aSigner()]) {
  return {
    pubkey: PUBKEY,
    status: 'UNDER_REVIEW',
    version: 1,
    hash: HASH,
    verifyCode: 'code-00000000000000001',
    docNumber: null,
    finalizedAt: null,
    pdfHash: null,
    amendmentOf: null,
    registration: null,
    versions: [
      { version: 1, hash: HASH, submittedAt: AT, verifyCode: 'code-00000000000000001', superseded: false, signers },
    ],
    transitions: [],
    ...overrides,
  } satisfies EndowmentSigning as EndowmentSigning;
}

/** The deed of the invitations below, as a list names it. */
export const A_DEED: EndowmentSummary = {
  pubkey: PUBKEY,
  type: 'charity',
  status: 'UNDER_REVIEW',
  version: 1,
  docNumber: null,
  summary: 'وقف المسجد',
  title: 'وقف المسجد',
  mainAsset: null,
  endowerName: 'عبدالله الواقف',
  gregorianDate: '2025-06-26',
  hijriDate: '1447-01-01',
};

/** One of the caller's invitations: a supervisor's, proven, waiting, on a deed under review. */
export const anInvitation = (overrides: Partial<EndowmentInvitation> = {}): EndowmentInvitation => ({
  pubkey: INVITATION,
  role: 'SUPERVISOR',
  state: 'INVITED',
  version: 1,
  hash: HASH,
  invitedAt: AT,
  viewedAt: null,
  signedAt: null,
  rejectedAt: null,
  revokedAt: null,
  reason: null,
  actionable: true,
  resignRequired: false,
  proven: true,
  partyPhone: '+9665******67',
  deed: A_DEED,
  ...overrides,
});

export const anInvitationDetail = (overrides: Partial<EndowmentInvitationDetail> = {}): EndowmentInvitationDetail => ({
  ...anInvitation(),
  deed: A_DEED,
  snapshotText: '{}',
  signers: [aSigner({ role: 'ENDOWER', name: 'عبدالله الواقف', state: 'SIGNED', signedAt: AT, method: 'DECLARATION' })],
  verifyCode: 'code-00000000000000001',
  ...overrides,
});

export const aVerification = (overrides: Partial<EndowmentVerification> = {}): EndowmentVerification => ({
  docNumber: 'WQF-1448-000001',
  type: 'charity',
  version: 1,
  hash: HASH,
  status: 'FINAL',
  superseded: false,
  latestVersion: 1,
  submittedAt: AT,
  finalizedAt: AT,
  pdfHash: 'ef'.repeat(32),
  sealFingerprint: 'ab'.repeat(32),
  gregorianDate: '2025-06-26',
  hijriDate: '1447-01-01',
  registered: null,
  signers: [{ role: 'WITNESS', name: 'سعد الشاهد', maskedId: '1******345', state: 'SIGNED', signedAt: AT }],
  ...overrides,
});

/** The document's HTML for a path (the preview's frame), with what the test reads in it. */
export function documentApi(path: string, html = '<p>الفقرة الأولى</p>') {
  server.use(http.get(path, () => new HttpResponse(html, { headers: { 'content-type': 'text/html; charset=utf-8' } })));
}

export const route = (key: keyof typeof API_ROUTES) => API_ROUTES[key].path;
