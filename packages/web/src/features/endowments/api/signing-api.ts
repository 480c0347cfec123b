import {
  ENDOWMENTS_ROUTES,
  type Endowment,
  type EndowmentInvitation,
  type EndowmentInvitationDetail,
  type EndowmentSigning,
  type EndowmentSubmit,
  type EndowmentSubmitCode,
  type EndowmentVerification,
  type InvitedRole,
  type Page,
  type VerifyPdfResult,
  type WalletItem,
} from '@bayan/shared';
import { apiRequest, apiResponse, routePath } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

/** The endower's deed page (its timeline) and the signers' invitations, in the query cache. */
export const SIGNING_KEY = ['endowments', 'signing'] as const;
export const INVITATIONS_KEY = ['endowments', 'invitations'] as const;

/** The endower's signing code, and what submitting will freeze: a 422 ENDOWMENT_RULES_FAILED as the review's. */
export const sendSubmitCode = (pubkey: string) =>
  apiRequest<EndowmentSubmitCode>(routePath(ENDOWMENTS_ROUTES['endowments.submitCode'], { pubkey }), {
    method: 'POST',
  });

/** The endower signs with that code: the draft's snapshot frozen, its signers invited (409 after an edit). */
export const submitDeed = (pubkey: string, body: EndowmentSubmit) =>
  apiRequest<EndowmentSigning>(routePath(ENDOWMENTS_ROUTES['endowments.submit'], { pubkey }), {
    method: 'POST',
    body,
  });

/** Where the deed stands: versions (newest first) with their signers, document number, registration. */
export const fetchTimeline = (pubkey: string, signal?: AbortSignal) =>
  apiRequest<EndowmentSigning>(routePath(ENDOWMENTS_ROUTES['endowments.timeline'], { pubkey }), { signal });

export type DeedTransition = 'reopen' | 'withdraw' | 'finalize';

/** The endower's transitions that take no more than the deed; each answers the deed's new timeline. */
export const deedTransition = (pubkey: string, action: DeedTransition) =>
  apiRequest<EndowmentSigning>(routePath(ENDOWMENTS_ROUTES[`endowments.${action}`], { pubkey }), { method: 'POST' });

/** A settled deed's amendment: a new DRAFT deed (its own pubkey) that goes through signing again. */
export const amendDeed = (pubkey: string, reason: string) =>
  apiRequest<Pick<Endowment, 'pubkey'>>(routePath(ENDOWMENTS_ROUTES['endowments.amend'], { pubkey }), {
    method: 'POST',
    body: { reason },
  });

/** REGISTERED: the court's or notary's deed number, its Hijri date and the scan (multipart `file`). */
export function registerDeed(pubkey: string, fields: { deedNumber: string; hijriDate: string; scan: File }) {
  const body = new FormData();
  body.set('deedNumber', fields.deedNumber);
  body.set('hijriDate', fields.hijriDate);
  body.set('file', fields.scan, fields.scan.name);
  return apiRequest<EndowmentSigning>(routePath(ENDOWMENTS_ROUTES['endowments.register'], { pubkey }), {
    method: 'POST',
    body,
  });
}

/** A deed's document (HTML preview and PDF), for its endower and its parties. */
export const deedDocumentPaths = (pubkey: string) => ({
  html: routePath(ENDOWMENTS_ROUTES['endowments.document'], { pubkey }),
  pdf: routePath(ENDOWMENTS_ROUTES['endowments.documentPdf'], { pubkey }),
});

/** The document's HTML (the preview), read with the session. */
export async function fetchDocumentHtml(path: string, signal?: AbortSignal): Promise<string> {
  const response = await apiResponse(path, { signal, accept: 'text/html' });
  return response.text();
}

/** The PDF, saved as a file: a 503 (no Chromium here) rejects with the server's reason. */
export const downloadPdf = (path: string, name: string) => downloadFile(path, name);

/** The caller's invitations to sign, as supervisor or as witness. */
export const fetchInvitations = async (role: InvitedRole | undefined, signal?: AbortSignal) =>
  (
    await apiRequest<Page<EndowmentInvitation>>(routePath(ENDOWMENTS_ROUTES['endowments.invitations']), {
      ...(role ? { query: { role } } : {}),
      signal,
    })
  ).data;

/** One invitation with its version's snapshot and hash (the first read marks it VIEWED). */
export const fetchInvitation = (pubkey: string, signal?: AbortSignal) =>
  apiRequest<EndowmentInvitationDetail>(routePath(ENDOWMENTS_ROUTES['endowments.invitation'], { pubkey }), { signal });

export const invitationDocumentPath = (pubkey: string) =>
  routePath(ENDOWMENTS_ROUTES['endowments.invitationDocument'], { pubkey });

export interface SentCode {
  phone: string;
  expiresInSeconds: number;
  resendAfterSeconds: number;
}

/** A fresh phone code for this signature (6 digits, 5 minutes). */
export const sendSigningCode = (pubkey: string) =>
  apiRequest<SentCode>(routePath(ENDOWMENTS_ROUTES['endowments.invitationOtp'], { pubkey }), { method: 'POST' });

/** A code texted to the phone the endower entered for this party, to prove the caller is that party. */
export const sendClaimCode = (pubkey: string) =>
  apiRequest<SentCode>(routePath(ENDOWMENTS_ROUTES['endowments.claimCode'], { pubkey }), { method: 'POST' });

/** Proves the party with that code: the invitation answers with its deed from then on. */
export const claimInvitation = (pubkey: string, code: string) =>
  apiRequest<EndowmentInvitation>(routePath(ENDOWMENTS_ROUTES['endowments.claim'], { pubkey }), {
    method: 'POST',
    body: { code },
  });

/** Signs the hash shown on the page with the code: a hash that is no longer the stored one is refused. */
export const signInvitation = (pubkey: string, body: { code: string; hash: string }) =>
  apiRequest<unknown>(routePath(ENDOWMENTS_ROUTES['endowments.sign'], { pubkey }), { method: 'POST', body });

export const rejectInvitation = (pubkey: string, reason: string) =>
  apiRequest<unknown>(routePath(ENDOWMENTS_ROUTES['endowments.reject'], { pubkey }), {
    method: 'POST',
    body: { reason },
  });

export const fetchWallet = async (signal?: AbortSignal) =>
  (await apiRequest<Page<WalletItem>>(routePath(ENDOWMENTS_ROUTES['endowments.wallet']), { signal })).data;

/** The verification code of a deed found by its document number or a version's hash (404: none). */
export const lookupVerifyCode = (q: string) =>
  apiRequest<{ code: string }>(routePath(ENDOWMENTS_ROUTES['endowments.verifyLookup']), { query: { q } });

export const fetchVerification = (code: string, signal?: AbortSignal) =>
  apiRequest<EndowmentVerification>(routePath(ENDOWMENTS_ROUTES['endowments.verify'], { code }), { signal });

/** Whether a PDF's SHA-256 is the one stored for this code. */
export function verifyPdf(code: string, file: File) {
  const body = new FormData();
  body.set('file', file, file.name);
  return apiRequest<VerifyPdfResult>(routePath(ENDOWMENTS_ROUTES['endowments.verifyPdf'], { code }), {
    method: 'POST',
    body,
  });
}
