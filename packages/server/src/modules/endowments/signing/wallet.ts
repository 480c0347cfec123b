import {
  mainAssetOf,
  gregorianToHijri,
  formatHijriIso,
  type EndowmentSummary,
  type Page,
  type WalletItem,
  type WalletRole,
} from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import type { AssetRow } from '../deeds/assets.table.js';
import type { EndowmentRow } from '../deeds/deeds.table.js';
import type { EndowmentsDeps } from '../endowments.deps.js';
import { needsResign, summaryOf } from './invitation-view.js';
import { deedsProvenBy } from './proven-deeds.js';
import type { SignatureRow } from './signing.table.js';
import { versionOf } from '../deeds/deed-facts.js';

/** A deed never submitted, as its own endower's wallet names it (from its live fields). */
function draftSummary(deed: EndowmentRow, assets: readonly AssetRow[], endowerName: string): EndowmentSummary {
  const hijri = deed.gregorianDate ? gregorianToHijri(deed.gregorianDate) : null;
  return {
    pubkey: deed.pubkey,
    type: deed.type,
    status: deed.status,
    version: versionOf(deed),
    docNumber: deed.docNumber,
    summary: deed.introduction.slice(0, 80),
    title: deed.title.trim(),
    mainAsset: mainAssetOf(assets),
    endowerName,
    gregorianDate: deed.gregorianDate,
    hijriDate: hijri ? formatHijriIso(hijri) : null,
  };
}

/**
 * GET /api/wallet: the caller's deeds as endower (all but withdrawn ones), and as supervisor,
 * witness or beneficiary (named by their ID number and proven by their phone, once the deed was
 * submitted), with their state,
 * version, number and, for a signer, their current invitation.
 */
export async function walletOf(deps: EndowmentsDeps, caller: Caller): Promise<Page<WalletItem>> {
  const { signing } = deps.repos;
  const user = await deps.users.accounts.findById(caller.accountId);
  const names = await deps.users.accounts.names([caller.accountId]);
  const owned = await signing.ownedBy(caller.accountId);
  const named = await deedsProvenBy(deps, caller);
  const others = await signing.deedsByIds([...new Set(named.map((row) => row.id))]);
  const invitations = user?.idNumber ? await signing.invitationsOf(user.idNumber) : [];
  const items: WalletItem[] = [];
  const add = async (deed: EndowmentRow, role: WalletRole) => {
    const [latest] = await signing.versionsOf(deed.id);
    if (role !== 'ENDOWER' && !latest) return;
    const mine = invitations.filter((row) => row.deed.id === deed.id && row.signature.role === role);
    const newest = mine[0]?.signature;
    const history: SignatureRow[] = mine.map((row) => row.signature);
    items.push({
      role,
      deed: latest
        ? { ...summaryOf(deed, latest), version: versionOf(deed) }
        : draftSummary(deed, await deps.repos.parts.assets(deed.id), names.get(caller.accountId)?.name ?? ''),
      invitation: newest
        ? { pubkey: newest.pubkey, state: newest.state, resignRequired: needsResign(newest, history) }
        : null,
      canReadDocument: role === 'ENDOWER' || latest !== undefined,
      updatedAt: deed.updatedAt.toISOString(),
    });
  };
  for (const deed of owned) await add(deed, 'ENDOWER');
  for (const row of named) {
    const deed = others.find((other) => other.id === row.id);
    if (deed && deed.ownerId !== caller.accountId && row.role !== 'ENDOWER') await add(deed, row.role);
  }
  items.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return { data: items, total: items.length, currentPage: 1 };
}
