import type { EndowmentSigner, EndowmentSigning, EndowmentVersion } from '@bayan/shared';
import type { Tx } from '../../../lib/module/transaction.js';
import type { EndowmentRow } from '../deeds/deeds.table.js';
import type { EndowmentsDeps } from '../endowments.deps.js';
import { maskId } from './masking.js';
import type { SignatureRow, VersionRow } from './signing.table.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A signature as the lists show it; the reason only when `withReason` (the endower, the signer). */
export function signerOf(row: SignatureRow, withReason: boolean): EndowmentSigner {
  return {
    pubkey: row.pubkey,
    role: row.role,
    partyKey: row.partyKey,
    name: row.name,
    maskedId: maskId(row.idNumber),
    state: row.state,
    method: row.method,
    invitedAt: row.invitedAt.toISOString(),
    viewedAt: iso(row.viewedAt),
    signedAt: iso(row.signedAt),
    rejectedAt: iso(row.rejectedAt),
    revokedAt: iso(row.revokedAt),
    reason: withReason ? row.reason : null,
  };
}

export function versionOf(row: VersionRow, signatures: SignatureRow[]): EndowmentVersion {
  return {
    version: row.version,
    hash: row.contentHash,
    submittedAt: row.submittedAt.toISOString(),
    verifyCode: row.verifyCode,
    superseded: row.supersededAt !== null,
    signers: signatures.filter((s) => s.versionId === row.id).map((s) => signerOf(s, true)),
  };
}

/** The deed's signing state as its endower reads it (GET …/timeline and every transition's answer). */
export async function signingView(deps: EndowmentsDeps, deed: EndowmentRow, tx?: Tx): Promise<EndowmentSigning> {
  const { signing } = deps.reposOf(tx);
  const versions = await signing.versionsOf(deed.id);
  const signatures = await signing.signaturesOf(deed.id);
  const transitions = await signing.transitionsOf(deed.id);
  const amended = deed.amendmentOfId === null ? undefined : await signing.deedById(deed.amendmentOfId);
  const names = await deps.users.accounts.names(transitions.flatMap((t) => (t.actorId === null ? [] : [t.actorId])));
  const current = versions.find((v) => v.version === deed.version && deed.status !== 'DRAFT');
  return {
    pubkey: deed.pubkey,
    status: deed.status,
    version: deed.version,
    hash: deed.contentHash,
    verifyCode: current?.verifyCode ?? null,
    docNumber: deed.docNumber,
    finalizedAt: iso(deed.finalizedAt),
    pdfHash: current?.pdfHash ?? null,
    amendmentOf: amended
      ? { pubkey: amended.pubkey, docNumber: amended.docNumber, reason: deed.amendmentReason ?? '' }
      : null,
    registration:
      deed.registeredDeedNo && deed.registeredHijriDate && deed.registeredAt
        ? {
            deedNumber: deed.registeredDeedNo,
            hijriDate: deed.registeredHijriDate,
            registeredAt: deed.registeredAt.toISOString(),
            scanFileName: deed.registeredScanName ?? '',
          }
        : null,
    versions: versions.map((v) => versionOf(v, signatures)),
    transitions: transitions.map((t) => ({
      action: t.action,
      actorName: t.actorId === null ? null : (names.get(t.actorId)?.name ?? null),
      at: t.at.toISOString(),
      fromStatus: t.fromStatus,
      toStatus: t.toStatus,
      version: t.version,
      hash: t.contentHash,
      ip: t.ip,
      userAgent: t.userAgent,
    })),
  };
}
