import type { Endowment } from '@bayan/shared';
import { apiRequest, apiResponse } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import type { AssignedDeed, DeedSigning, InvitationView, SignerRole, Verification, WalletItem } from './signing-types';

const deed = (pubkey: string) => `/api/endowments/${encodeURIComponent(pubkey)}`;
const invitation = (pubkey: string) => `/api/signing/invitations/${encodeURIComponent(pubkey)}`;

/** The signing routes' paths (issue 13), by what they do. */
export const SIGNING_PATHS = {
  submit: (pubkey: string) => `${deed(pubkey)}/submit`,
  signing: (pubkey: string) => `${deed(pubkey)}/signing`,
  reopen: (pubkey: string) => `${deed(pubkey)}/reopen`,
  withdraw: (pubkey: string) => `${deed(pubkey)}/withdraw`,
  finalize: (pubkey: string) => `${deed(pubkey)}/finalize`,
  register: (pubkey: string) => `${deed(pubkey)}/register`,
  amend: (pubkey: string) => `${deed(pubkey)}/amend`,
  documentHtml: (pubkey: string) => `${deed(pubkey)}/document`,
  documentPdf: (pubkey: string) => `${deed(pubkey)}/document.pdf`,
  assigned: '/api/signing/invitations',
  invitation,
  invitationDocument: (pubkey: string) => `${invitation(pubkey)}/document`,
  sendCode: (pubkey: string) => `${invitation(pubkey)}/otp`,
  sign: (pubkey: string) => `${invitation(pubkey)}/sign`,
  reject: (pubkey: string) => `${invitation(pubkey)}/reject`,
  wallet: '/api/wallet',
  /** A deed's document for whoever has a part in it (the wallet). */
  walletDocumentHtml: (pubkey: string) => `/api/wallet/${encodeURIComponent(pubkey)}/document`,
  walletDocumentPdf: (pubkey: string) => `/api/wallet/${encodeURIComponent(pubkey)}/document.pdf`,
  verify: (code: string) => `/api/verify/${encodeURIComponent(code)}`,
  verifyPdf: (code: string) => `/api/verify/${encodeURIComponent(code)}/pdf`,
} as const;

export const SIGNING_KEY = ['endowments', 'signing'] as const;

/** Freezes the draft's snapshot and invites its signers: a 422 ENDOWMENT_RULES_FAILED as the review's. */
export const submitDeed = (pubkey: string) =>
  apiRequest<Endowment>(SIGNING_PATHS.submit(pubkey), { method: 'POST' });

export const fetchDeedSigning = (pubkey: string, signal?: AbortSignal) =>
  apiRequest<DeedSigning>(SIGNING_PATHS.signing(pubkey), { signal });

/** The endower's transitions that take no more than the deed (its version for the compare-and-swap). */
export const deedAction = (pubkey: string, action: 'reopen' | 'withdraw' | 'finalize', version: number) =>
  apiRequest<DeedSigning>(SIGNING_PATHS[action](pubkey), { method: 'POST', body: { version } });

export const amendDeed = (pubkey: string, reason: string) =>
  apiRequest<{ pubkey: string }>(SIGNING_PATHS.amend(pubkey), { method: 'POST', body: { reason } });

/** REGISTERED: the court's or notary's deed number, its Hijri date and the scan (multipart). */
export function registerDeed(pubkey: string, fields: { deedNumber: string; hijriDate: string; scan: File }) {
  const body = new FormData();
  body.set('deedNumber', fields.deedNumber);
  body.set('hijriDate', fields.hijriDate);
  body.set('scan', fields.scan);
  return apiRequest<DeedSigning>(SIGNING_PATHS.register(pubkey), { method: 'POST', body });
}

/** The document's HTML (the preview), read with the session. */
export async function fetchDocumentHtml(path: string, signal?: AbortSignal): Promise<string> {
  const response = await apiResponse(path, { signal, accept: 'text/html' });
  return response.text();
}

/** The PDF, saved as a file: a 503 (no Chromium here) rejects with the server's reason. */
export const downloadPdf = (path: string, name: string) => downloadFile(path, name);

export const fetchAssigned = (role: SignerRole, signal?: AbortSignal) =>
  apiRequest<AssignedDeed[]>(SIGNING_PATHS.assigned, { query: { role }, signal });

export const fetchInvitation = (pubkey: string, signal?: AbortSignal) =>
  apiRequest<InvitationView>(SIGNING_PATHS.invitation(pubkey), { signal });

/** A fresh phone code for this signature (6 digits, 5 minutes). */
export const sendSigningCode = (pubkey: string) =>
  apiRequest<{ sent: true }>(SIGNING_PATHS.sendCode(pubkey), { method: 'POST' });

/** Signs the hash shown on the page with the code: a hash that moved on is refused. */
export const signInvitation = (pubkey: string, body: { code: string; hash: string }) =>
  apiRequest<InvitationView>(SIGNING_PATHS.sign(pubkey), { method: 'POST', body });

export const rejectInvitation = (pubkey: string, reason: string) =>
  apiRequest<InvitationView>(SIGNING_PATHS.reject(pubkey), { method: 'POST', body: { reason } });

export const fetchWallet = (signal?: AbortSignal) => apiRequest<WalletItem[]>(SIGNING_PATHS.wallet, { signal });

export const fetchVerification = (code: string, signal?: AbortSignal) =>
  apiRequest<Verification>(SIGNING_PATHS.verify(code), { signal });

/** Whether a PDF's SHA-256 is the one stored for this code. */
export function verifyPdf(code: string, file: File) {
  const body = new FormData();
  body.set('file', file);
  return apiRequest<{ matches: boolean }>(SIGNING_PATHS.verifyPdf(code), { method: 'POST', body });
}
