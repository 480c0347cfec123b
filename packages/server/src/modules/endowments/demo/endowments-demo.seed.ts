import type { Caller } from '../../../lib/caller.js';
import type { UserRow } from '../../users/users.table.js';
import { addAttachment } from '../attachments/attachments.add.js';
import { createDeed } from '../deeds/deeds.create.js';
import { riyadhDay } from '../deeds/riyadh-today.js';
import type { EndowmentsDeps } from '../endowments.deps.js';
import { demoDeeds } from './demo-deeds.js';
import { demoIdCard } from './demo-id-card.js';
import { DEMO_ENDOWER, DEMO_ENDOWMENT_ACCOUNTS } from './demo-parties.js';

/**
 * The endower as the seed acts for them: the drafts are theirs, made by the same create and upload
 * code as their own requests, and their audit events say the demo seed wrote them (no session).
 */
const actingFor = (user: UserRow): Caller => ({
  accountId: user.id,
  pubkey: user.pubkey,
  role: user.role,
  sessionId: '',
  mustChangePassword: false,
  mustVerifyPhone: false,
  ip: null,
  userAgent: 'bayan demo seed',
  lang: 'ar',
});

/**
 * The endowment demo (BAYAN_DEMO=1): the demo endower, supervisor and two witnesses with complete
 * profiles (created when missing, never changed), and the endower's four drafts, one of each type,
 * each naming those accounts and carrying the endower's ID card, ready for review. One transaction
 * under a lock, and the drafts only for an endower with no deed yet: a restart adds nothing.
 * Returns the drafts written (0 when the endower had deeds).
 */
export async function seedEndowmentsDemo(deps: EndowmentsDeps): Promise<number> {
  return deps.transact(async (repos, tx) => {
    await repos.demo.lock();
    const accounts = await deps.users.ensureAccounts(DEMO_ENDOWMENT_ACCOUNTS, tx);
    const endower = accounts.get(DEMO_ENDOWER.email)!;
    if (await repos.demo.ownsAny(endower.id)) return 0;
    // Drawn only when the drafts are written (a first start): every restart used to draw and encode
    // it for nothing, a tenth of the restart's time (issue 33, npm run bench:startup).
    const idCard = await demoIdCard();
    const caller = actingFor(endower);
    const drafts = demoDeeds(riyadhDay(deps.clock.now()));
    for (const draft of drafts) {
      const { deed } = await createDeed(deps, draft, caller, undefined, tx);
      await addAttachment(deps, deed.pubkey, 'ID_CARD', idCard, caller, tx);
    }
    return drafts.length;
  });
}
