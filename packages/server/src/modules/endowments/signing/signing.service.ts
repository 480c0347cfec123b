import type { EndowmentClaim, EndowmentSign, EndowmentSubmit, InvitedRole, VerifyReference } from '@bayan/shared';
import type { Caller, Client } from '../../../lib/caller.js';
import type { UploadedFile } from '../../../lib/http/multipart-form.js';
import { ownedDeed } from '../deeds/deed-access.js';
import type { DeedPdfRenderer } from '../document/deed-document.js';
import type { EndowmentsDeps } from '../endowments.deps.js';
import { DeedSealer } from '../seal/deed-sealer.js';
import { deedHtml, deedPdf } from './document-access.js';
import { finalizeDeed } from './finalize.js';
import {
  claimParty,
  invitationDocument,
  listInvitations,
  readInvitation,
  rejectInvitation,
  sendClaimCode,
  sendSigningCode,
  signInvitation,
} from './invitations.js';
import { amendDeed, openRegistrationScan, registerDeed } from './register.js';
import { reopenDeed, withdrawDeed } from './reopen.js';
import { remindSigners } from './reminders.js';
import { signingView } from './signing-view.js';
import { sendSubmitCode, submitDeed } from './submit.js';
import { lookupVerifyCode, verifyCode, verifyPdf } from './verify.js';
import { walletOf } from './wallet.js';

/** Issue 13: submission, versions, hash-bound signing, the document, the wallet, verification. */
export class SigningService {
  /** The platform's seal over every FINAL PDF (SEAL_P12, or a self-signed certificate in DATA_DIR). */
  readonly sealer: DeedSealer;

  constructor(private readonly deps: EndowmentsDeps) {
    this.sealer = new DeedSealer(deps.config);
  }

  submitCode = (pubkey: string, caller: Caller) => sendSubmitCode(this.deps, pubkey, caller);
  submit = (pubkey: string, body: EndowmentSubmit, caller: Caller) => submitDeed(this.deps, pubkey, body, caller);
  reopen = (pubkey: string, caller: Caller) => reopenDeed(this.deps, pubkey, caller);
  withdraw = (pubkey: string, caller: Caller) => withdrawDeed(this.deps, pubkey, caller);
  finalize = (renderer: DeedPdfRenderer, pubkey: string, caller: Caller) =>
    finalizeDeed(this.deps, { renderer, sealer: this.sealer }, pubkey, caller);
  register = (pubkey: string, body: { deedNumber: string; hijriDate: string }, scan: UploadedFile, caller: Caller) =>
    registerDeed(this.deps, pubkey, body, scan, caller);
  registrationScan = (pubkey: string, caller: Caller) => openRegistrationScan(this.deps, pubkey, caller);
  amend = (pubkey: string, reason: string, caller: Caller) => amendDeed(this.deps, pubkey, reason, caller);
  timeline = async (pubkey: string, caller: Caller) =>
    signingView(this.deps, await ownedDeed(this.deps, pubkey, caller));
  documentHtml = (pubkey: string, caller: Caller) => deedHtml(this.deps, pubkey, caller);
  documentPdf = (renderer: DeedPdfRenderer, pubkey: string, caller: Caller) =>
    deedPdf(this.deps, renderer, pubkey, caller);

  invitations = (role: InvitedRole | undefined, caller: Caller) => listInvitations(this.deps, role, caller);
  invitation = (pubkey: string, caller: Caller) => readInvitation(this.deps, pubkey, caller);
  invitationDocument = (pubkey: string, caller: Caller) => invitationDocument(this.deps, pubkey, caller);
  claimCode = (pubkey: string, caller: Caller) => sendClaimCode(this.deps, pubkey, caller);
  claim = (pubkey: string, body: EndowmentClaim, caller: Caller) => claimParty(this.deps, pubkey, body, caller);
  sendCode = (pubkey: string, caller: Caller) => sendSigningCode(this.deps, pubkey, caller);
  sign = (pubkey: string, body: EndowmentSign, caller: Caller) => signInvitation(this.deps, pubkey, body, caller);
  reject = (pubkey: string, reason: string, caller: Caller) => rejectInvitation(this.deps, pubkey, reason, caller);

  wallet = (caller: Caller) => walletOf(this.deps, caller);
  /** One look for signers to remind now (the hourly job's work; tests and an operator's nudge). */
  remind = () => remindSigners(this.deps);
  verify = (code: string, client: Client) => verifyCode(this.deps, code, client);
  lookup = (reference: VerifyReference, client: Client) => lookupVerifyCode(this.deps, reference, client);
  verifyPdf = (code: string, bytes: Buffer, client: Client) => verifyPdf(this.deps, code, bytes, client);
}
