import {
  canonicalSnapshot,
  signerIdOf,
  snapshotHash,
  type DeedSnapshot,
  type EndowmentSigning,
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
import { signingView } from './signing-view.js';
import { stateOf, recordTransition } from './transition.js';

type NewSignature = typeof endowmentSignatures.$inferInsert;

/**
 * POST /api/endowments/:pubkey/submit (waqf notes §8, DRAFT → SUBMITTED). With a complete profile
 * and every submit rule holding (the review's 422 otherwise), one transaction freezes the canonical
 * snapshot and its SHA-256 as version n, records the endower's declaration as signature #0, invites
 * every supervisor and witness to (deed, version, hash), and tells them (party-notices.ts). One
 * submission is one message call of the caller's IP (20 an hour).
 * The swap is on DRAFT at the revision read, so an autosave racing the submit is not signed unseen.
 */
export async function submitDeed(deps: EndowmentsDeps, pubkey: string, caller: Caller): Promise<EndowmentSigning> {
  // A submission texts and emails every party: it counts as one message call of the caller's IP.
  await deps.auth.limits.message(caller);
  const settled = await deps.transact(async (repos, tx) => {
    const deed = await ownedDeed(deps, pubkey, caller, tx);
    if (deed.status !== 'DRAFT') throw new AppError('ENDOWMENT_WRONG_STATE');
    await requireCompleteProfile(tx.db, caller.accountId, caller.lang);
    const parts = await loadParts(deps, deed, tx);
    const broken = rulesError(deps, deed, parts, caller.lang);
    if (broken) throw broken;
    const now = deps.clock.now();
    const version = Math.max(1, deed.version);
    const meta = { version, endowerPubkey: caller.pubkey, submittedAt: now.toISOString() };
    const text = canonicalSnapshot(draftOf(deed, parts), meta);
    const hash = await snapshotHash(text);
    const after = await repos.signing.swap(
      deed.id,
      ['DRAFT'],
      { status: 'SUBMITTED', version, contentHash: hash },
      eq(endowments.revision, deed.revision),
    );
    if (!after) throw new AppError('ENDOWMENT_STALE');
    const row = await repos.signing.insertVersion({
      endowmentId: deed.id,
      version,
      snapshotText: text,
      contentHash: hash,
      submittedAt: now,
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
      method: 'DECLARATION',
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
