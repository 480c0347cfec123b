import {
  mainAssetOf,
  type DeedSnapshot,
  type EndowmentInvitation,
  type EndowmentStatus,
  type EndowmentSummary,
} from '@bayan/shared';
import type { EndowmentRow } from '../deeds/deeds.table.js';
import { personName } from '../document/deed-format.js';
import { maskPhone } from './masking.js';
import type { SignatureRow, VersionRow } from './signing.table.js';

const OPEN_DEED: readonly EndowmentStatus[] = ['SUBMITTED', 'UNDER_REVIEW'];
const iso = (date: Date | null) => (date ? date.toISOString() : null);
const SUMMARY_LENGTH = 80;

/** A deed as the signing lists name it, from the version the party was invited to. */
export function summaryOf(deed: EndowmentRow, version: VersionRow): EndowmentSummary {
  const snapshot = JSON.parse(version.snapshotText) as DeedSnapshot;
  const introduction = snapshot.deed.introduction ?? '';
  return {
    pubkey: deed.pubkey,
    type: deed.type,
    status: deed.status,
    version: version.version,
    docNumber: deed.docNumber,
    summary: introduction.length > SUMMARY_LENGTH ? `${introduction.slice(0, SUMMARY_LENGTH)}…` : introduction,
    title: snapshot.deed.title ?? '',
    mainAsset: mainAssetOf(snapshot.deed.assets),
    endowerName: personName(snapshot.deed.endower),
    gregorianDate: snapshot.meta.gregorianDate ?? null,
    hijriDate: snapshot.meta.hijriDate ?? null,
  };
}

/** Whether the invitee may sign or refuse now: still open, of the deed's current version, out for signing. */
export const isActionable = (signature: SignatureRow, deed: EndowmentRow) =>
  (signature.state === 'INVITED' || signature.state === 'VIEWED') &&
  signature.version === deed.version &&
  OPEN_DEED.includes(deed.status);

/**
 * "Re-sign required": the party signed an earlier version that an edit revoked, and has not signed
 * the current one yet (`history`: every row of this deed naming them).
 */
export function needsResign(signature: SignatureRow, history: SignatureRow[]): boolean {
  if (signature.state === 'SIGNED') return false;
  return history.some((row) => row.state === 'REVOKED' && row.signedAt !== null && row.version <= signature.version);
}

/**
 * An invitation as its party's list shows it. Until `proven` (party-proof.ts), nothing of the deed:
 * no summary, no endower; the masked phone the party proves control of.
 */
export function invitationOf(
  signature: SignatureRow,
  deed: EndowmentRow,
  version: VersionRow,
  history: SignatureRow[],
  proven: boolean,
): EndowmentInvitation {
  return {
    pubkey: signature.pubkey,
    role: signature.role === 'WITNESS' ? 'WITNESS' : 'SUPERVISOR',
    state: signature.state,
    version: signature.version,
    hash: signature.contentHash,
    invitedAt: signature.invitedAt.toISOString(),
    viewedAt: iso(signature.viewedAt),
    signedAt: iso(signature.signedAt),
    rejectedAt: iso(signature.rejectedAt),
    revokedAt: iso(signature.revokedAt),
    reason: signature.reason,
    actionable: isActionable(signature, deed),
    resignRequired: needsResign(signature, history),
    proven,
    partyPhone: signature.phone ? maskPhone(signature.phone) : null,
    deed: proven ? summaryOf(deed, version) : null,
  };
}
