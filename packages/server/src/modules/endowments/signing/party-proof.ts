import { SYSTEM, type AuditActor } from '../../../lib/caller.js';
import type { Tx } from '../../../lib/module/transaction.js';
import type { EndowmentsDeps, EndowmentsRepos } from '../endowments.deps.js';
import type { ClaimRow, SignatureRow } from './signing.table.js';

/**
 * What an account must prove before a deed names it (issue 29). An ID number on an account is only
 * typed, never proven, so it finds the invitations and nothing more. The party is whoever proves
 * control of the phone the endower entered for them: by a code sent to that phone (claim-code,
 * claim), or by holding it confirmed on their own account (confirmed phones are unique). The first
 * account to prove it is bound to the party of that deed (endowment_party_claims); another account
 * holding the same ID number later does not take it over. Signing codes go to that same phone.
 */
export type Standing = 'PROVEN' | 'UNPROVEN' | 'CLAIMED_BY_OTHER';

/** The account's own facts the proof looks at. */
export interface Claimant {
  id: number;
  idNumber: string | null;
  phone: string | null;
  isPhoneVerified: boolean;
}

/** A party as the endower named it: the deed, the ID number, and the phone they entered (if any). */
export interface NamedParty {
  endowmentId: number;
  idNumber: string;
  phone: string | null;
}

/** The standing, and the claim made just now when the account's confirmed phone proved it (to audit). */
export interface Proof {
  standing: Standing;
  bound?: ClaimRow;
}

/**
 * Where the claimant stands with the party. With no claim yet and the party's phone confirmed on
 * the account, the account is bound on the spot (`ACCOUNT_PHONE`), and that claim is answered.
 */
export async function proofOf(
  repos: EndowmentsRepos,
  claimant: Claimant,
  party: NamedParty,
  now: Date,
): Promise<Proof> {
  if (!party.phone || claimant.idNumber !== party.idNumber) return { standing: 'UNPROVEN' };
  const claim = await repos.signing.claimOf(party.endowmentId, party.idNumber, party.phone);
  if (claim) return { standing: claim.accountId === claimant.id ? 'PROVEN' : 'CLAIMED_BY_OTHER' };
  if (!claimant.isPhoneVerified || claimant.phone !== party.phone) return { standing: 'UNPROVEN' };
  const made = await repos.signing.claim({
    endowmentId: party.endowmentId,
    idNumber: party.idNumber,
    phone: party.phone,
    accountId: claimant.id,
    method: 'ACCOUNT_PHONE',
    claimedAt: now,
  });
  if (made.claim.accountId !== claimant.id) return { standing: 'CLAIMED_BY_OTHER' };
  return made.inserted ? { standing: 'PROVEN', bound: made.claim } : { standing: 'PROVEN' };
}

/** A party as the proof and its audit event name it: an invitation, or a beneficiary's row (no pubkey). */
type PartySignature = Pick<SignatureRow, 'endowmentId' | 'idNumber' | 'phone' | 'version'> & {
  role: string;
  pubkey?: string;
};

/**
 * `proofOf` for a party's invitation, in the caller's transaction, and the audit event of a claim
 * the account's confirmed phone made just now (a claim by code is audited where it is entered).
 */
export async function proveParty(
  deps: EndowmentsDeps,
  repos: EndowmentsRepos,
  tx: Tx | undefined,
  actor: AuditActor,
  claimant: Claimant,
  signature: PartySignature,
  deedPubkey: string,
): Promise<Standing> {
  const party = { endowmentId: signature.endowmentId, idNumber: signature.idNumber, phone: signature.phone };
  const { standing, bound } = await proofOf(repos, claimant, party, deps.clock.now());
  if (bound) await deps.audit.record(actor, claimEvent(deedPubkey, signature, 'ACCOUNT_PHONE'), { tx });
  return standing;
}

/** The audit event of a claim: which invitation, role and version, and how (no phone, no ID number). */
export function claimEvent(deedPubkey: string, signature: PartySignature, method: 'CODE' | 'ACCOUNT_PHONE') {
  return {
    action: 'endowment.claim_party',
    entity: 'endowment',
    entityId: deedPubkey,
    after: {
      ...(signature.pubkey ? { invitation: signature.pubkey } : {}),
      role: signature.role,
      version: signature.version,
      method,
    },
  } as const;
}

/** The account that proved to be the invitation's party (the one told in its inbox), if any. */
export async function partyAccount(
  deps: EndowmentsDeps,
  repos: EndowmentsRepos,
  tx: Tx,
  signature: PartySignature,
  deedPubkey: string,
): Promise<number | undefined> {
  const [holder] = await repos.signing.accountsHolding(deps.users.accounts.idHolders(), [signature.idNumber]);
  const account = holder && (await deps.users.accounts.findById(holder.id, { tx }));
  if (!account) return undefined;
  const standing = await proveParty(deps, repos, tx, SYSTEM, account, signature, deedPubkey);
  return standing === 'PROVEN' ? account.id : undefined;
}
