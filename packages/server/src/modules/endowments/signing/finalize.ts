import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { gregorianToHijri, type EndowmentSigning } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import { ownedDeed } from '../deeds/deed-access.js';
import { endowments } from '../deeds/deeds.table.js';
import { riyadhDay } from '../deeds/riyadh-today.js';
import { deedDocumentPdf, type DeedPdfRenderer } from '../document/deed-document.js';
import type { EndowmentsDeps } from '../endowments.deps.js';
import type { DeedSealer } from '../seal/deed-sealer.js';
import { documentSignatures } from './document-signatures.js';
import { signaturesHold } from './integrity.js';
import { verifyLink } from './signing-messages.js';
import { signingView } from './signing-view.js';
import { recordTransition, stateOf } from './transition.js';

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** WQF-<Hijri year>-<6-digit sequence>. */
export const docNumberOf = (hijriYear: number, sequence: number) =>
  `WQF-${hijriYear}-${String(sequence).padStart(6, '0')}`;

/**
 * POST …/finalize (SIGNED_BY_ALL → FINAL). Guard: the stored snapshot still hashes to the hash every
 * signature bound. One transaction takes the Hijri year's next number (its counter row stays locked
 * until commit, so numbers are unique and, a failure rolling it back, gap-free), prints the PDF
 * from the snapshot and seals it with the platform's certificate (a missing Chromium, or a seal that
 * cannot be made, is a 503 and nothing changes), swaps the deed to FINAL with its number and stores
 * the sealed PDF and its SHA-256. From then on the database refuses changes.
 */
export async function finalizeDeed(
  deps: EndowmentsDeps,
  printer: { renderer: DeedPdfRenderer; sealer: DeedSealer },
  pubkey: string,
  caller: Caller,
): Promise<EndowmentSigning> {
  const settled = await deps.transact(async (repos, tx) => {
    const deed = await ownedDeed(deps, pubkey, caller, tx);
    if (deed.status !== 'SIGNED_BY_ALL') throw new AppError('ENDOWMENT_WRONG_STATE');
    const version = await repos.signing.versionOf(deed.id, deed.version);
    const signatures = await repos.signing.signaturesOf(deed.id, deed.version);
    const intact =
      version !== undefined &&
      version.contentHash === deed.contentHash &&
      (await signaturesHold(version.snapshotText, version.contentHash, signatures));
    if (!version || !intact) throw new AppError('ENDOWMENT_HASH_MISMATCH');
    const now = deps.clock.now();
    const hijriYear = gregorianToHijri(riyadhDay(now))!.year;
    const docNumber = docNumberOf(hijriYear, await repos.signing.nextDocSequence(hijriYear));
    const printed = await deedDocumentPdf(printer.renderer, version.snapshotText, {
      docNumber,
      version: version.version,
      hash: version.contentHash,
      status: 'FINAL',
      signatures: documentSignatures(signatures),
      verifyUrl: verifyLink(deps.config.publicUrl, version.verifyCode),
    });
    const pdf = await printer.sealer.seal(printed, now);
    const pdfHash = sha256Hex(pdf);
    const after = await repos.signing.swap(
      deed.id,
      ['SIGNED_BY_ALL'],
      { status: 'FINAL', docNumber, finalizedAt: now },
      eq(endowments.version, deed.version),
    );
    if (!after) throw new AppError('ENDOWMENT_WRONG_STATE');
    await repos.signing.storePdf(version.id, pdf, pdfHash);
    await recordTransition(deps, repos, tx, {
      action: 'endowment.finalize',
      actor: caller,
      before: stateOf(deed),
      deed: after,
      extra: { docNumber, pdfHash },
    });
    return after;
  });
  return signingView(deps, settled);
}
