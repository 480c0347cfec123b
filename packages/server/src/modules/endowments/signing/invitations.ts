import type {
  EndowmentClaim,
  EndowmentInvitation,
  EndowmentInvitationDetail,
  EndowmentSign,
  InvitedRole,
  Page,
} from '@bayan/shared';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import type { Tx } from '../../../lib/module/transaction.js';
import { endowments } from '../deeds/deeds.table.js';
import type { EndowmentsDeps } from '../endowments.deps.js';
import { invitationHtml } from './document-access.js';
import { invitationOf, isActionable, summaryOf } from './invitation-view.js';
import { claimEvent, proveParty, type Claimant } from './party-proof.js';
import { claimCodeMessage } from './signing-messages.js';
import { checkSigningCode, spendSigningCode, textSigningCode } from './signing-code.js';
import { signerOf } from './signing-view.js';
import { recordTransition, stateOf } from './transition.js';

const OPEN_DEED = ['SUBMITTED', 'UNDER_REVIEW'] as const;

/** The caller's account as the proof reads it (none, or no ID number: invited to nothing). */
async function claimantOf(deps: EndowmentsDeps, caller: Caller, tx?: Tx): Promise<Claimant | undefined> {
  const user = await deps.users.accounts.findById(caller.accountId, { tx });
  return user?.idNumber ? user : undefined;
}

/**
 * The invitation `pubkey` naming the caller's ID number, with its deed, version, the party's history
 * and where the caller stands with the party. Not theirs, or bound to another account: 404.
 */
async function findInvitation(deps: EndowmentsDeps, pubkey: string, caller: Caller, tx?: Tx) {
  const claimant = await claimantOf(deps, caller, tx);
  const repos = deps.reposOf(tx);
  const [row] = claimant?.idNumber ? await repos.signing.invitationsOf(claimant.idNumber, undefined, pubkey) : [];
  if (!row || !claimant) throw new AppError('ENDOWMENT_INVITATION_NOT_FOUND');
  const standing = await proveParty(deps, repos, tx, caller, claimant, row.signature, row.deed.pubkey);
  if (standing === 'CLAIMED_BY_OTHER') throw new AppError('ENDOWMENT_INVITATION_NOT_FOUND');
  const history = await repos.signing.partyHistory(row.deed.id, row.signature.idNumber);
  return { ...row, history, standing };
}

/** `findInvitation` for what only the proven party may do: read the deed, ask for a code, sign, refuse. */
async function ownInvitation(deps: EndowmentsDeps, pubkey: string, caller: Caller, tx?: Tx) {
  const found = await findInvitation(deps, pubkey, caller, tx);
  if (found.standing !== 'PROVEN') throw new AppError('ENDOWMENT_PARTY_PROOF_REQUIRED');
  return found;
}

/**
 * GET /api/endowment-invitations: the caller's invitations (found by their ID number), the newest
 * per deed and role, deeds most recently changed first; `role` keeps the supervisor or witness ones.
 * One the caller has not proven shows no deed (`proven: false`, the phone to prove, masked); one
 * another account proved is not listed.
 */
export async function listInvitations(
  deps: EndowmentsDeps,
  role: InvitedRole | undefined,
  caller: Caller,
): Promise<Page<EndowmentInvitation>> {
  const claimant = await claimantOf(deps, caller);
  const rows = claimant?.idNumber ? await deps.repos.signing.invitationsOf(claimant.idNumber, role) : [];
  const seen = new Set<string>();
  const data: EndowmentInvitation[] = [];
  for (const row of rows) {
    const slot = `${row.deed.id}:${row.signature.role}`;
    if (seen.has(slot) || !claimant) continue;
    seen.add(slot);
    const standing = await proveParty(deps, deps.repos, undefined, caller, claimant, row.signature, row.deed.pubkey);
    if (standing === 'CLAIMED_BY_OTHER') continue;
    const history = rows.filter((r) => r.deed.id === row.deed.id).map((r) => r.signature);
    data.push(invitationOf(row.signature, row.deed, row.version, history, standing === 'PROVEN'));
  }
  return { data, total: data.length, currentPage: 1 };
}

/**
 * GET /api/endowment-invitations/:pubkey: the version the caller is invited to, its canonical text
 * and hash. The first view of an open invitation marks it VIEWED and a SUBMITTED deed UNDER_REVIEW.
 */
export async function readInvitation(
  deps: EndowmentsDeps,
  pubkey: string,
  caller: Caller,
): Promise<EndowmentInvitationDetail> {
  return deps.transact(async (repos, tx) => {
    const found = await ownInvitation(deps, pubkey, caller, tx);
    const { version } = found;
    let { signature, deed, history } = found;
    if (signature.state === 'INVITED' && isActionable(signature, deed)) {
      const after = await repos.signing.swap(
        deed.id,
        OPEN_DEED,
        { status: 'UNDER_REVIEW' },
        eq(endowments.version, signature.version),
      );
      const viewed = after ? await repos.signing.markViewed(signature.id, deps.clock.now()) : undefined;
      if (after && viewed) {
        await recordTransition(deps, repos, tx, {
          action: 'endowment.view',
          actor: caller,
          before: stateOf(deed),
          deed: after,
          extra: { invitation: signature.pubkey, role: signature.role },
        });
        [signature, deed] = [viewed, after];
        history = history.map((row) => (row.id === viewed.id ? viewed : row));
      }
    }
    const signers = await repos.signing.signaturesOf(deed.id, signature.version);
    return {
      ...invitationOf(signature, deed, version, history, true),
      deed: summaryOf(deed, version),
      snapshotText: version.snapshotText,
      // A refusal's reason is the endower's to read, and the refusing party's own (walk finding 34).
      signers: signers.map((row) => signerOf(row, row.id === signature.id)),
      verifyCode: version.verifyCode,
    };
  });
}

/** The invitation still awaits the caller's act, else 409 (signed, refused, revoked, deed moved on). */
function requireActionable(row: Awaited<ReturnType<typeof ownInvitation>>) {
  if (!isActionable(row.signature, row.deed)) throw new AppError('ENDOWMENT_INVITATION_CLOSED');
}

/**
 * What a signing code is bound to: the invitation and the (deed, version, hash) it names. A code
 * sent for one invitation never signs another, nor a newer version of the same deed.
 */
const codeScope = (row: Awaited<ReturnType<typeof ownInvitation>>) =>
  `${row.signature.pubkey}:${row.deed.pubkey}:${row.signature.version}:${row.signature.contentHash}`;

/**
 * POST …/otp: a signing code for this invitation (signing-code.ts) by SMS to the party's phone, the
 * one the endower entered, replacing the invitation's previous code.
 */
export async function sendSigningCode(deps: EndowmentsDeps, pubkey: string, caller: Caller) {
  const found = await ownInvitation(deps, pubkey, caller);
  requireActionable(found);
  const { phone } = found.signature;
  if (!phone) throw new AppError('ENDOWMENT_SIGNER_PHONE_MISSING');
  const signed = {
    endowerName: summaryOf(found.deed, found.version).endowerName,
    version: found.signature.version,
    hash: found.signature.contentHash,
  };
  await deps.auth.limits.message(caller);
  await textSigningCode(deps, caller, phone, codeScope(found), signed);
  return phone;
}

/** What a claim code is bound to: the party (deed, ID number, phone) through this invitation. */
const claimScope = (row: Awaited<ReturnType<typeof findInvitation>>) =>
  `claim:${row.signature.pubkey}:${row.signature.idNumber}:${row.signature.phone ?? ''}`;

/**
 * POST …/claim-code: a code by SMS to the phone the endower entered for this party, so the caller
 * proves they are that party before anything of the deed is shown (the OTP rules and the caller's
 * IP's message limit). The SMS names the endower only: whoever holds that phone learns who named
 * them, and a code they did not ask for warns them.
 */
export async function sendClaimCode(deps: EndowmentsDeps, pubkey: string, caller: Caller) {
  const found = await findInvitation(deps, pubkey, caller);
  const { phone } = found.signature;
  if (!phone) throw new AppError('ENDOWMENT_SIGNER_PHONE_MISSING');
  const endowerName = summaryOf(found.deed, found.version).endowerName;
  await deps.auth.limits.message(caller);
  const outcome = await deps.auth.phoneOtp.send({ userId: caller.accountId }, phone, 'endowment_claim', caller.lang, {
    scope: claimScope(found),
    message: (code) => claimCodeMessage(caller.lang, code, endowerName),
  });
  if (outcome !== 'sent') throw outcome;
  return phone;
}

/**
 * POST …/claim: the code sent by claim-code spends one of its five attempts, then binds the party
 * to the caller's account (audited), unless another account proved it first (404, as to anyone
 * the party is not). Answers the invitation, now with its deed.
 */
export async function claimParty(
  deps: EndowmentsDeps,
  pubkey: string,
  body: EndowmentClaim,
  caller: Caller,
): Promise<EndowmentInvitation> {
  const found = await findInvitation(deps, pubkey, caller);
  const { signature, deed, version, history } = found;
  if (found.standing === 'PROVEN') return invitationOf(signature, deed, version, history, true);
  if (!signature.phone) throw new AppError('ENDOWMENT_SIGNER_PHONE_MISSING');
  const code = await deps.auth.phoneOtp.check(
    { userId: caller.accountId, purpose: 'endowment_claim', scope: claimScope(found) },
    body.code,
  );
  return deps.transact(async (repos, tx) => {
    const now = deps.clock.now();
    const party = { endowmentId: deed.id, idNumber: signature.idNumber, phone: signature.phone! };
    const made = await repos.signing.claim({ ...party, accountId: caller.accountId, method: 'CODE', claimedAt: now });
    if (made.claim.accountId !== caller.accountId) throw new AppError('ENDOWMENT_INVITATION_NOT_FOUND');
    if (!(await deps.verification.consumePhoneCode(code.id, now, tx))) throw new AppError('AUTH_OTP_INVALID');
    if (made.inserted) await deps.audit.record(caller, claimEvent(deed.pubkey, signature, 'CODE'), { tx });
    return invitationOf(signature, deed, version, history, true);
  });
}

/**
 * POST …/sign. Before anything is written: the invitation is the caller's and open, and the hash
 * they were shown is the stored one (409 otherwise, no attempt spent); then the code sent for this
 * invitation spends one of its five attempts (committed whatever follows). Then one transaction: the deed's row lock (the
 * swap on the version signed, SUBMITTED or UNDER_REVIEW, so a reopen cannot interleave), the
 * invitation SIGNED with the hash, time, IP and user agent, the code used, and when no signature
 * of the version is missing any more, the deed SIGNED_BY_ALL.
 */
export async function signInvitation(
  deps: EndowmentsDeps,
  pubkey: string,
  body: EndowmentSign,
  caller: Caller,
): Promise<EndowmentInvitation> {
  const found = await ownInvitation(deps, pubkey, caller);
  requireActionable(found);
  if (body.hash !== found.signature.contentHash) throw new AppError('ENDOWMENT_HASH_MISMATCH');
  const code = await checkSigningCode(deps, caller, codeScope(found), body.code);
  return deps.transact(async (repos, tx) => {
    const { signature, deed, version } = found;
    const locked = await repos.signing.swap(
      deed.id,
      OPEN_DEED,
      { status: 'UNDER_REVIEW' },
      eq(endowments.version, signature.version),
    );
    if (!locked) throw new AppError('ENDOWMENT_INVITATION_CLOSED');
    const now = deps.clock.now();
    const signed = await repos.signing.closeIfOpen(signature.id, {
      state: 'SIGNED',
      method: 'OTP',
      signedAt: now,
      signedHash: body.hash,
      signerId: caller.accountId,
      ip: caller.ip,
      userAgent: caller.userAgent,
    });
    if (!signed) throw new AppError('ENDOWMENT_INVITATION_CLOSED');
    await spendSigningCode(deps, code, now, tx);
    const extra = { invitation: signature.pubkey, role: signature.role };
    await recordTransition(deps, repos, tx, {
      action: 'endowment.sign',
      actor: caller,
      before: stateOf(deed),
      deed: locked,
      extra,
    });
    let current = locked;
    if ((await repos.signing.unsignedCount(deed.id, signature.version)) === 0) {
      const all = await repos.signing.swap(deed.id, ['UNDER_REVIEW'], { status: 'SIGNED_BY_ALL' });
      if (all) {
        await recordTransition(deps, repos, tx, {
          action: 'endowment.signed_by_all',
          actor: caller,
          before: stateOf(locked),
          deed: all,
        });
        current = all;
      }
    }
    const history = await repos.signing.partyHistory(deed.id, signature.idNumber);
    return invitationOf(signed, current, version, history, true);
  });
}

/** POST …/reject: the invitation REJECTED with the reason, the deed CHANGES_REQUESTED, the endower told. */
export async function rejectInvitation(
  deps: EndowmentsDeps,
  pubkey: string,
  reason: string,
  caller: Caller,
): Promise<EndowmentInvitation> {
  return deps.transact(async (repos, tx) => {
    const found = await ownInvitation(deps, pubkey, caller, tx);
    requireActionable(found);
    const { signature, deed, version } = found;
    const after = await repos.signing.swap(
      deed.id,
      OPEN_DEED,
      { status: 'CHANGES_REQUESTED' },
      eq(endowments.version, signature.version),
    );
    if (!after) throw new AppError('ENDOWMENT_INVITATION_CLOSED');
    const rejected = await repos.signing.closeIfOpen(signature.id, {
      state: 'REJECTED',
      rejectedAt: deps.clock.now(),
      reason,
      signerId: caller.accountId,
      ip: caller.ip,
      userAgent: caller.userAgent,
    });
    if (!rejected) throw new AppError('ENDOWMENT_INVITATION_CLOSED');
    const extra = { invitation: signature.pubkey, role: signature.role, reason };
    await recordTransition(deps, repos, tx, {
      action: 'endowment.reject',
      actor: caller,
      before: stateOf(deed),
      deed: after,
      extra,
    });
    const history = await repos.signing.partyHistory(deed.id, signature.idNumber);
    return invitationOf(rejected, after, version, history, true);
  });
}

/** GET …/:pubkey/document: the invited version as the document's HTML. */
export async function invitationDocument(deps: EndowmentsDeps, pubkey: string, caller: Caller): Promise<string> {
  const { deed, version } = await ownInvitation(deps, pubkey, caller);
  return invitationHtml(deps, deed, version);
}
