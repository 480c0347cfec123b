import type { ApiRoute } from '../permissions/route-definition.js';

/**
 * Endowment deeds (issue 12: drafting). Any account may draft a deed of its own once its profile is
 * complete; a deed answers only to its endower (another account gets 404), whatever its role.
 * Issue 13 adds signing: supervisors and witnesses act on their own invitations only, parties read
 * the document, and the verification page is public. Issue 29: an invitation is found by the
 * account's ID number, but nothing of the deed is shown or signed until the caller proved control
 * of the phone the endower entered for that party (signing/party-proof.ts).
 */
export const ENDOWMENTS_ROUTES = {
  'endowments.list': { method: 'GET', path: '/api/endowments', access: 'authenticated' },
  'endowments.create': { method: 'POST', path: '/api/endowments', access: 'authenticated' },
  'endowments.read': { method: 'GET', path: '/api/endowments/:pubkey', access: 'authenticated' },
  'endowments.update': { method: 'PATCH', path: '/api/endowments/:pubkey', access: 'authenticated' },
  'endowments.delete': { method: 'DELETE', path: '/api/endowments/:pubkey', access: 'authenticated' },
  'endowments.review': { method: 'POST', path: '/api/endowments/:pubkey/review', access: 'authenticated' },
  'endowments.uploadAttachment': {
    method: 'POST',
    path: '/api/endowments/:pubkey/attachments',
    access: 'authenticated',
  },
  'endowments.downloadAttachment': {
    method: 'GET',
    path: '/api/endowments/:pubkey/attachments/:attachment',
    access: 'authenticated',
  },
  'endowments.deleteAttachment': {
    method: 'DELETE',
    path: '/api/endowments/:pubkey/attachments/:attachment',
    access: 'authenticated',
  },
  // Issue 13: submission, signing, the document, the wallet and public verification (signing-contract.ts).
  /**
   * The endower's signing code for a valid DRAFT, by SMS to their phone: answers the version and
   * the hash that submit will freeze (issue 32: the endower signs with a code like every party).
   */
  'endowments.submitCode': { method: 'POST', path: '/api/endowments/:pubkey/submit-code', access: 'authenticated' },
  /** The endower submits a valid DRAFT with that code: snapshot + SHA-256 frozen as version n, invitations sent. */
  'endowments.submit': { method: 'POST', path: '/api/endowments/:pubkey/submit', access: 'authenticated' },
  /** The endower edits again after submission: DRAFT, version + 1, every invitation REVOKED. */
  'endowments.reopen': { method: 'POST', path: '/api/endowments/:pubkey/reopen', access: 'authenticated' },
  /** The endower withdraws before FINAL: WITHDRAWN, read-only. */
  'endowments.withdraw': { method: 'POST', path: '/api/endowments/:pubkey/withdraw', access: 'authenticated' },
  /** SIGNED_BY_ALL → FINAL: document number, the PDF and its SHA-256 stored, the row locked. */
  'endowments.finalize': { method: 'POST', path: '/api/endowments/:pubkey/finalize', access: 'authenticated' },
  /** FINAL → REGISTERED (multipart: `deedNumber`, `hijriDate`, `file` the court or notary scan). */
  'endowments.register': { method: 'POST', path: '/api/endowments/:pubkey/register', access: 'authenticated' },
  /** The registration scan, as an attachment (endower). */
  'endowments.registrationScan': {
    method: 'GET',
    path: '/api/endowments/:pubkey/registration-scan',
    access: 'authenticated',
  },
  /** FINAL/REGISTERED → a new DRAFT deed with `amendmentOf`; the old one untouched. */
  'endowments.amend': { method: 'POST', path: '/api/endowments/:pubkey/amend', access: 'authenticated' },
  /** The deed's signing state: versions, invitations and signatures, transitions (endower). */
  'endowments.timeline': { method: 'GET', path: '/api/endowments/:pubkey/timeline', access: 'authenticated' },
  /** The document's HTML (current snapshot; the draft with its watermark while DRAFT): endower and parties. */
  'endowments.document': { method: 'GET', path: '/api/endowments/:pubkey/document', access: 'authenticated' },
  /** The document's PDF: the stored one from FINAL on, rendered before (503 without Chromium). */
  'endowments.documentPdf': {
    method: 'GET',
    path: '/api/endowments/:pubkey/document.pdf',
    access: 'authenticated',
  },
  /** The caller's invitations (found by their ID number; content only once proven), `?role=…`. */
  'endowments.invitations': { method: 'GET', path: '/api/endowment-invitations', access: 'authenticated' },
  /** One invitation with its version's canonical snapshot and hash; the first view marks it VIEWED. */
  'endowments.invitation': { method: 'GET', path: '/api/endowment-invitations/:pubkey', access: 'authenticated' },
  /** The invitation's version as the document's HTML (with the watermark until FINAL). */
  'endowments.invitationDocument': {
    method: 'GET',
    path: '/api/endowment-invitations/:pubkey/document',
    access: 'authenticated',
  },
  /**
   * Before anything of the deed is shown: a 6-digit code by SMS to the phone the endower entered for
   * this party, proving the caller is that party (issue 29); then `claim` with the code.
   */
  'endowments.claimCode': {
    method: 'POST',
    path: '/api/endowment-invitations/:pubkey/claim-code',
    access: 'authenticated',
  },
  'endowments.claim': { method: 'POST', path: '/api/endowment-invitations/:pubkey/claim', access: 'authenticated' },
  /** A 6-digit code by SMS to the party's phone (the one the endower entered), to sign this invitation. */
  'endowments.invitationOtp': {
    method: 'POST',
    path: '/api/endowment-invitations/:pubkey/otp',
    access: 'authenticated',
  },
  /** Sign with the code and the hash shown (it must equal the stored one). */
  'endowments.sign': { method: 'POST', path: '/api/endowment-invitations/:pubkey/sign', access: 'authenticated' },
  /** Refuse with a reason: the deed goes to CHANGES_REQUESTED and the endower is told. */
  'endowments.reject': {
    method: 'POST',
    path: '/api/endowment-invitations/:pubkey/reject',
    access: 'authenticated',
  },
  /** The caller's deeds as endower, supervisor, witness or beneficiary. */
  'endowments.wallet': { method: 'GET', path: '/api/wallet', access: 'authenticated' },
  /** Public: the verification code of a deed found by its document number or a version's hash (`?q=`). */
  'endowments.verifyLookup': { method: 'GET', path: '/api/verify-lookup', access: 'public' },
  /** Public verification by the QR code's code (rate-limited). */
  'endowments.verify': { method: 'GET', path: '/api/verify/:code', access: 'public' },
  /** Public: whether an uploaded PDF (multipart `file`) is the stored FINAL PDF (SHA-256 compared). */
  'endowments.verifyPdf': { method: 'POST', path: '/api/verify/:code/pdf', access: 'public' },
  /** The caller's profile completion (users/profile-completion.ts): the modal's stage and what is missing. */
  'endowments.profileCompletion': { method: 'GET', path: '/api/profile/completion', access: 'authenticated' },
} as const satisfies Record<string, ApiRoute>;
