import {
  canonicalSnapshot,
  signerIdOf,
  snapshotHash,
  type DeedSnapshot,
  type EndowmentSigning,
  type EndowmentSubmit,
  type SnapshotPerson,
} from '@bayan/shared';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import type { Tx } from '../../../lib/module/transaction.js';
import { ownedDeed } from '../deeds/deed-access.js';
import { draftOf, loadParts } from '../deeds/deed-view.js';
import { rulesError } from '../deeds/deeds.review.js';
import { endowments } from '../deeds/deeds.table.js';
import { personName } from '../document/deed-format.js';
import type { EndowmentsDeps, EndowmentsRepos } from '../endowments.deps.js';
import { requireCompleteProfile } from '../profile-gate/require-complete-profile.js';
import { tellInvitee } from './party-notices.js';
import type { endowmentSignatures } from './signing.table.js';
import { checkSigningCode, spendSigningCode, textSigningCode } from './signing-code.js';
import { signingView } from './signing-view.js';
import { stateOf, recordTransition } from './transition.js';
import { versionOf } from '../deeds/deed-facts.js';

type NewSignature = typeof endowmentSignatures.$inferInsert;

/** What a code for the endower's submission may sign: this deed frozen as this hash (version and time within). */
const submitScope = (pubkey: string, hash: string) => `submit:${pubkey}:${hash}`;

/**
 * The caller's DRAFT as submitting would freeze it at `at`: with a complete profile and every
 * submit rule holding (the review's 422 otherwise), the canonical snapshot of version n and its SHA-256.
 */
async function freeze(deps: EndowmentsDeps, pubkey: string, caller: Caller, at: Date, tx: Tx) {
  const deed = await ownedDeed(deps, pubkey, caller, tx);
  if (deed.status !== 'DRAFT') throw new AppError('ENDOWMENT_WRONG_STATE');
  await requireCompleteProfile(tx.db, caller.accountId, caller.lang);
  const parts = await loadParts(deps, deed, tx);
  const broken = rulesError(deps, deed, parts, caller.lang);
  if (broken) throw broken;
  const version = versionOf(deed);
  const meta = { version, endowerPubkey: caller.pubkey, submittedAt: at.toISOString() };
  const text = canonicalSnapshot(draftOf(deed, parts), meta);
  return { deed, version, text, hash: await snapshotHash(text) };
}

/**
 * POST /api/endowments/:pubkey/submit-code: the endower's signature (#0) takes the same phone code
 * as every party's (signing-code.ts), texted to the phone of their account and bound to the
 * snapshot frozen now. Answers where it went, the version and the hash, to show before signing.
 */
export async function sendSubmitCode(deps: EndowmentsDeps, pubkey: string, caller: Caller) {
  // The code, and the submission it allows (which texts and emails every party), count as one
  // message call of the caller's IP, counted whether or not the deed may be sent.
  await deps.auth.limits.message(caller);
  const frozenAt = deps.clock.now();
  const { deed, version, hash, text } = await deps.transact((_repos, tx) => freeze(deps, pubkey, caller, frozenAt, tx));
  const phone = (await deps.users.accounts.findById(caller.accountId))?.phone;
  if (!phone) throw new AppError('ENDOWMENT_SIGNER_PHONE_MISSING');
  const endowerName = personName((JSON.parse(text) as DeedSnapshot).deed.endower);
  await textSigningCode(deps, caller, phone, submitScope(deed.pubkey, hash), { endowerName, version, hash });
  return { phone, version, hash, frozenAt: frozenAt.toISOString() };
}

/**
 * POST /api/endowments/:pubkey/submit (waqf notes §8, DRAFT → SUBMITTED). The draft frozen at the
 * time submit-code gave must still hash to the hash it gave (409 ENDOWMENT_HASH_MISMATCH after an
 * edit, no attempt spent); then the code texted for that hash spends an attempt. One transaction
 * then stores the snapshot and its SHA-256 as version n, the endower's signature #0 (OTP, with the
 * hash, time, IP and user agent, the code used), invites every supervisor and witness to (deed,
 * version, hash), and tells them (party-notices.ts). Its message call of the caller's IP was its
 * code's (submit-code). The swap is on DRAFT at the revision read, so an autosave racing the
 * submit is not signed unseen.
 */
export async function submitDeed(
  deps: EndowmentsDeps,
  pubkey: string,
  body: EndowmentSubmit,
  caller: Caller,
): Promise<EndowmentSigning> {
  const frozenAt = new Date(body.frozenAt);
  const shown = await deps.transact((_repos, tx) => freeze(deps, pubkey, caller, frozenAt, tx));
  if (shown.hash !== body.hash) throw new AppError('ENDOWMENT_HASH_MISMATCH');
  const code = await checkSigningCode(deps, caller, submitScope(shown.deed.pubkey, shown.hash), body.code);
  const settled = await deps.transact(async (repos, tx) => {
    const { deed, version, text, hash } = await freeze(deps, pubkey, caller, frozenAt, tx);
    if (hash !== body.hash) throw new AppError('ENDOWMENT_HASH_MISMATCH');
    const now = deps.clock.now();
    const after = await repos.signing.swap(
      deed.id,
      ['DRAFT'],
      { status: 'SUBMITTED', version, contentHash: hash },
      eq(endowments.revision, deed.revision),
    );
    if (!after) throw new AppError('ENDOWMENT_STALE');
    await spendSigningCode(deps, code, now, tx);
    const row = await repos.signing.insertVersion({
      endowmentId: deed.id,
      version,
      snapshotText: text,
      contentHash: hash,
      submittedAt: frozenAt,
    });
    const snapshot = JSON.parse(text) as DeedSnapshot;
    const bound = { endowmentId: deed.id, versionId: row.id, version, contentHash: hash, invitedAt: now };
    const declaration: NewSignature = {
      ...bound,
      role: 'ENDOWER',
      position: 0,
      partyKey: null,
      name: personName(snapshot.deed.endower),
      idNumber: snapshot.deed.endower?.idNumber ?? '',
      state: 'SIGNED',
      method: 'OTP',
      signedAt: now,
      signedHash: hash,
      signerId: caller.accountId,
      ip: caller.ip,
      userAgent: caller.userAgent,
    };
    const invite = (role: 'SUPERVISOR' | 'WITNESS') => (person: SnapshotPerson, position: number) => ({
      ...bound,
      role,
      position,
      partyKey: person.key,
      name: personName(person),
      // An entity signs through its representative: the invitation names the representative's ID.
      idNumber: signerIdOf(person),
      // What the party proves control of before the deed is shown to them, and where codes go.
      phone: person.phone ?? null,
    });
    const invitations: NewSignature[] = [
      ...(snapshot.deed.supervisors ?? []).map(invite('SUPERVISOR')),
      ...(snapshot.deed.witnesses ?? []).map(invite('WITNESS')),
    ];
    await repos.signing.insertSignatures([declaration, ...invitations]);
    await sendInvitations(deps, repos, tx, deed, version, snapshot, caller.lang);
    await recordTransition(deps, repos, tx, {
      action: 'endowment.submit',
      actor: caller,
      before: stateOf(deed),
      deed: after,
    });
    return after;
  });
  return signingView(deps, settled);
}

/** Each invitee hears of it (party-notices.ts). */
async function sendInvitations(
  deps: EndowmentsDeps,
  repos: EndowmentsRepos,
  tx: Tx,
  deed: { id: number; pubkey: string },
  version: number,
  snapshot: DeedSnapshot,
  lang: Caller['lang'],
): Promise<void> {
  const invited = (await repos.signing.signaturesOf(deed.id, version)).filter((s) => s.role !== 'ENDOWER');
  const persons = [...(snapshot.deed.supervisors ?? []), ...(snapshot.deed.witnesses ?? [])];
  for (const signature of invited) await tellInvitee(deps, repos, tx, signature, deed.pubkey, persons, lang, false);
}
