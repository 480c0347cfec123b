import type { EndowmentSigning } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { withStoredBytes } from '../../../lib/files/stored-upload.js';
import { AppError } from '../../../lib/http/app-error.js';
import type { UploadedFile } from '../../../lib/http/multipart-form.js';
import { ownedDeed } from '../deeds/deed-access.js';
import { deedColumns } from '../deeds/deed-columns.js';
import { saveLists } from '../deeds/deed-lists.js';
import { draftOf, loadParts } from '../deeds/deed-view.js';
import type { EndowmentsDeps } from '../endowments.deps.js';
import { signingView } from './signing-view.js';
import { recordTransition, stateOf } from './transition.js';

/**
 * POST …/register (FINAL → REGISTERED): the court or notary deed number, its Hijri date and the
 * scan (checked by content before this runs). The scan is stored first and removed again if the
 * swap is refused. Only these columns change: the database lets nothing else of a FINAL deed move.
 */
export async function registerDeed(
  deps: EndowmentsDeps,
  pubkey: string,
  body: { deedNumber: string; hijriDate: string },
  scan: UploadedFile,
  caller: Caller,
): Promise<EndowmentSigning> {
  const settled = await withStoredBytes(deps.files, scan.bytes, (key) =>
    deps.transact(async (repos, tx) => {
      const deed = await ownedDeed(deps, pubkey, caller, tx);
      if (deed.status !== 'FINAL') throw new AppError('ENDOWMENT_WRONG_STATE');
      const after = await repos.signing.swap(deed.id, ['FINAL'], {
        status: 'REGISTERED',
        registeredDeedNo: body.deedNumber,
        registeredHijriDate: body.hijriDate,
        registeredAt: deps.clock.now(),
        registeredScanKey: key,
        registeredScanName: scan.name,
        registeredScanType: scan.type,
      });
      if (!after) throw new AppError('ENDOWMENT_WRONG_STATE');
      await recordTransition(deps, repos, tx, {
        action: 'endowment.register',
        actor: caller,
        before: stateOf(deed),
        deed: after,
      });
      return after;
    }),
  );
  return signingView(deps, settled);
}

/** GET …/registration-scan: the stored scan, for its endower. */
export async function openRegistrationScan(deps: EndowmentsDeps, pubkey: string, caller: Caller) {
  const deed = await ownedDeed(deps, pubkey, caller);
  const file = deed.registeredScanKey ? await deps.files.read(deed.registeredScanKey) : undefined;
  if (!file || !deed.registeredScanType) throw new AppError('ENDOWMENT_SCAN_NOT_FOUND');
  return { file, name: deed.registeredScanName ?? 'scan', type: deed.registeredScanType };
}

/**
 * POST …/amend (FINAL or REGISTERED): a NEW deed, a DRAFT of the same owner with `amendmentOf` and
 * the reason, holding a copy of the settled deed's content; the settled deed is not touched (the
 * database would refuse it). Its files come along as rows of the new deed naming the same stored
 * bytes (nothing is copied; the settled deed's rows stay as they are).
 */
export async function amendDeed(deps: EndowmentsDeps, pubkey: string, reason: string, caller: Caller) {
  const settled = await deps.transact(async (repos, tx) => {
    const deed = await ownedDeed(deps, pubkey, caller, tx);
    if (deed.status !== 'FINAL' && deed.status !== 'REGISTERED') throw new AppError('ENDOWMENT_WRONG_STATE');
    const draft = draftOf(deed, await loadParts(deps, deed, tx));
    const row = await repos.deeds.insert({
      ...deedColumns(draft),
      ownerId: caller.accountId,
      amendmentOfId: deed.id,
      amendmentReason: reason,
    });
    await saveLists(repos, row.id, draft);
    await repos.attachments.copy(deed.id, row.id);
    await recordTransition(deps, repos, tx, {
      action: 'endowment.amend',
      actor: caller,
      before: stateOf(deed),
      deed: row,
      concerns: { version: deed.version, hash: deed.contentHash },
      extra: { amendment: deed.pubkey },
      notify: false,
    });
    return row;
  });
  return signingView(deps, settled);
}
