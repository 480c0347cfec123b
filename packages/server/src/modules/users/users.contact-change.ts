import type { Tx } from '../../lib/module/transaction.js';
import { hashToken, randomToken } from '../sessions/tokens.js';
import type { UsersDeps } from './users.deps.js';
import { contactChangedEmail, contactChangedSms, type ChangedContacts } from './users.contact-messages.js';
import type { UserRow } from './users.table.js';

/** How long the undo link of an email or phone change works. */
export const UNDO_CONTACT_TTL_MS = 7 * 24 * 3600_000;

/** Which of the account's contacts a self-edit changes (an email differing only in case does not). */
export function contactChanges(before: UserRow, input: { email?: string | undefined; phone?: string | undefined }) {
  const email = input.email !== undefined && input.email !== before.email?.toLowerCase();
  const phone = input.phone !== undefined && input.phone !== before.phone;
  return { email, phone, any: email || phone };
}

/**
 * Tells the OLD email and phone that they were replaced, with a single-use link (7 days) that
 * puts them back and logs everyone out: if the change was an intruder's, the owner still holds
 * the old address and takes the account back. Token and messages commit with the change.
 */
export async function noticeContactChange(
  deps: UsersDeps,
  before: UserRow,
  changed: ChangedContacts,
  tx: Tx,
): Promise<void> {
  const email = changed.email ? before.email : null;
  const phone = changed.phone ? before.phone : null;
  if (!email && !phone) return;

  const now = deps.clock.now();
  const token = randomToken();
  const previous = {
    email: before.email,
    phone: before.phone,
    isEmailVerified: before.isEmailVerified,
    isPhoneVerified: before.isPhoneVerified,
  };
  const expiresAt = new Date(now.getTime() + UNDO_CONTACT_TTL_MS);
  const input = {
    userId: before.id,
    purpose: 'undo_contact_change',
    tokenHash: hashToken(token),
    email: null,
  } as const;
  await deps.verification.createActionToken({ ...input, previous, now, expiresAt }, tx);

  const link = `${deps.config.publicUrl}/undo-change?token=${token}`;
  if (email) await deps.outbox.send({ channel: 'email', recipient: email, ...contactChangedEmail(changed, link) }, tx);
  if (phone) await deps.outbox.send({ channel: 'sms', recipient: phone, ...contactChangedSms(changed, link) }, tx);
}
