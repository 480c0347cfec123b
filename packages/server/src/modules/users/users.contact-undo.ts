import type { Language } from '@bayan/shared';
import type { Client } from '../../lib/caller.js';
import { AppError } from '../../lib/http/app-error.js';
import { hashToken } from '../sessions/tokens.js';
import { canSignIn } from './users.accounts.js';
import type { UsersDeps } from './users.deps.js';
import { assertFreeIdentifiers, rethrowDuplicate } from './users.duplicates.js';
import { toUser } from './users.mapper.js';

/**
 * The undo link sent to an old email or phone (users.contact-change.ts): puts the previous
 * contacts back as they were, ends every session of the account (the intruder's too) and voids
 * every other live link (an intruder's reset link or undo of a later change). Once, within 7
 * days; the owner then resets the password through the restored address.
 */
export async function undoContactChange(deps: UsersDeps, token: string, client: Client, lang: Language): Promise<void> {
  const now = deps.clock.now();
  await deps
    .transact(async ({ users }, tx) => {
      const used = await deps.verification.useActionToken(hashToken(token), 'undo_contact_change', now, tx);
      const before = used && (await users.findById(used.userId, { forUpdate: true }));
      if (!used?.previous || !before || !canSignIn(before)) throw new AppError('AUTH_TOKEN_INVALID');
      const { email, phone, isEmailVerified, isPhoneVerified } = used.previous;
      const free = { email: email ?? undefined, phone: phone ?? undefined };
      await assertFreeIdentifiers(users, free, before.id, lang);
      const values = { email, phone, isEmailVerified, isPhoneVerified, pendingEmail: null, pendingPhone: null };
      const after = (await users.update(before.id, values))!;
      await deps.sessions.revokeAllForUser(before.id, now, undefined, tx);
      await deps.verification.voidActionTokens(before.id, now, tx);
      await deps.audit.record(
        { ...client, accountId: before.id },
        {
          action: 'user.undo_contact_change',
          entity: 'user',
          entityId: before.pubkey,
          before: toUser(before),
          after: toUser(after),
        },
        { tx, at: now },
      );
    })
    .catch(rethrowDuplicate(lang));
}
